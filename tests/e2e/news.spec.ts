// News (SPEC §2 /blogs and /blogs/{id}, §4, §9): chips, the Featured Story, 3 cards a page, page links, categories,
// and the article with its rich body rendered from the API's Lexical content.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiList, site } from './support/env.ts';
import { seriousViolations } from './support/axe-scan.ts';
import { pageItems } from '../../src/lib/league/pagination.ts';

type Doc = Record<string, unknown>;
type Lex = { type?: string; text?: string; format?: number; children?: Lex[]; fields?: { url?: string } };
const CHIPS = [
  ['All News', '/blogs'],
  ['Match Reports', '/blogs/category/match-reports'],
  ['League News', '/blogs/category/league-news'],
  ['Team News', '/blogs/category/team-news'],
  ['Interviews', '/blogs/category/interviews'],
] as const;

/** The API's articles newest first (ties: higher id first), as the news list orders them. */
async function articles(category?: string): Promise<Doc[]> {
  const docs = await apiList('/blogs?limit=0&depth=0');
  const when = (d: Doc) => Date.parse(String(d.date ?? d.createdAt));
  return docs
    .filter((d) => !category || d.category === category)
    .sort((a, b) => when(b) - when(a) || Number(b.id) - Number(a.id));
}

const articleDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Kathmandu',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));

function leaves(nodes: Lex[] = []): Lex[] {
  return nodes.flatMap((n) => (n.type === 'text' ? [n] : leaves(n.children)));
}

const featured = (page: Page) => page.locator('article.featured');
const cards = (page: Page) => page.locator('main ul.cards article');
const pageNav = (page: Page) => page.getByRole('navigation', { name: /pages$/ });

async function expectListPage(page: Page, list: Doc[], n: number) {
  await expect(featured(page).getByText('Featured Story')).toBeVisible();
  await expect(featured(page).getByRole('heading', { level: 2 })).toHaveText(String(list[0]!.title));
  await expect(featured(page).getByRole('link')).toHaveAttribute('href', `/blogs/${list[0]!.id}`);
  const expected = list.slice(1 + (n - 1) * 3, 1 + n * 3);
  await expect(cards(page)).toHaveCount(expected.length);
  for (const [i, a] of expected.entries()) {
    const link = cards(page).nth(i).getByRole('heading', { level: 3 }).getByRole('link');
    await expect(link).toHaveText(String(a.title));
    await expect(link).toHaveAttribute('href', `/blogs/${a.id}`);
  }
}

test('chips link to each category, All News is current on /blogs', async ({ page }) => {
  await page.goto(site('/blogs'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const chips = page.getByRole('navigation', { name: 'News categories' }).getByRole('link');
  await expect(chips).toHaveText(CHIPS.map(([label]) => label));
  for (const [i, [, href]] of CHIPS.entries()) await expect(chips.nth(i)).toHaveAttribute('href', href);
  await expect(chips.first()).toHaveAttribute('aria-current', 'page');
  for (const i of [1, 2, 3, 4]) await expect(chips.nth(i)).not.toHaveAttribute('aria-current', /.*/);
});

test('the newest article is the Featured Story, then 3 cards a page with page links and Previous/Next', async ({
  page,
}) => {
  const list = await articles();
  const pages = Math.max(1, Math.ceil((list.length - 1) / 3));
  expect(pages).toBeGreaterThan(1);
  await page.goto(site('/blogs'));
  await expectListPage(page, list, 1);
  const nav = pageNav(page);
  const numbers = (current: number) =>
    pageItems(current, pages)
      .filter((x) => x !== 'gap')
      .map(String);
  await expect(nav.locator('a[data-page]:not([rel])')).toHaveText(numbers(1).map((n) => `Page ${n}`));
  await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');

  await nav.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(site('/blogs/page/2'));
  await expectListPage(page, list, 2);
  await expect(pageNav(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pageNav(page).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blogs');

  await page.goto(site(`/blogs/page/${pages}`));
  await expectListPage(page, list, pages);
  await expect(pageNav(page).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  // Changing the category goes to its first page (SPEC §4).
  await page.getByRole('navigation', { name: 'News categories' }).getByRole('link', { name: 'Team News' }).click();
  await expect(page).toHaveURL(site('/blogs/category/team-news'));
});

test('each category page lists only its articles, newest featured, or the empty text', async ({ page }) => {
  for (const [label, href] of CHIPS.slice(1)) {
    const list = await articles(label);
    await page.goto(site(href));
    await expect(
      page.getByRole('navigation', { name: 'News categories' }).getByRole('link', { name: label }),
    ).toHaveAttribute('aria-current', 'page');
    if (list.length === 0) {
      await expect(page.getByText('No articles found in this category')).toBeVisible();
      await expect(page.getByRole('link', { name: 'View All News' })).toHaveAttribute('href', '/blogs');
      continue;
    }
    await expectListPage(page, list, 1);
    for (const card of await cards(page).all()) await expect(card.locator('.category')).toHaveText(label);
    const pages = Math.max(1, Math.ceil((list.length - 1) / 3));
    if (pages > 1) {
      await pageNav(page)
        .getByRole('link', { name: `Page ${pages}`, exact: true })
        .click();
      await expect(page).toHaveURL(site(`${href}/page/${pages}`));
      await expectListPage(page, list, pages);
    }
  }
});

test('an article shows category, date, read time, title, image, preview and its bold and italic text', async ({
  page,
}) => {
  const list = await articles();
  const withMarks = list.find((a) => {
    const ls = leaves((a.content as { root: Lex }).root.children);
    return ls.some((l) => (l.format ?? 0) & 1) && ls.some((l) => (l.format ?? 0) & 2);
  });
  expect(withMarks).toBeTruthy();
  const a = withMarks!;
  await page.goto(site(`/blogs/${a.id}`));
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(String(a.title));
  await expect(main.locator('header .category')).toHaveText(String(a.category));
  await expect(main.locator('header time')).toHaveText(articleDate(String(a.date)));
  await expect(main.locator('header')).toContainText(`${a.readTime} min read`);
  await expect(main.getByText(String(a.preview), { exact: true })).toBeVisible();
  await expect(main.locator('img.hero')).toHaveAttribute('src', /^\/_astro\/img\/[\w-]+\.webp$|^\/images\//);
  const ls = leaves((a.content as { root: Lex }).root.children);
  for (const l of ls.filter((x) => (x.format ?? 0) & 1))
    await expect(main.locator('.rich strong', { hasText: String(l.text) }).first()).toBeVisible();
  for (const l of ls.filter((x) => (x.format ?? 0) & 2))
    await expect(main.locator('.rich em', { hasText: String(l.text) }).first()).toBeVisible();
  // No markup from the CMS is interpreted: the body has only the renderer's own elements.
  expect(await main.locator('.rich script, .rich iframe, .rich img, .rich [onerror], .rich [style]').count()).toBe(0);
  await expect(page.locator('meta[property="og:type"][content="article"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', String(a.preview));
});

test('links in an article keep their safe target and open other sites in a new tab', async ({ page }) => {
  const list = await articles();
  const withLink = list.find((a) => JSON.stringify(a.content).includes('"type":"link"'));
  expect(withLink, 'the demo season has an article with a link').toBeTruthy();
  await page.goto(site(`/blogs/${withLink!.id}`));
  const link = page.locator('.rich a').first();
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(link).toHaveAttribute('target', '_blank');
});

test('Back to News goes back to the list the visitor came from, else to /blogs', async ({ page }) => {
  await page.goto(site('/blogs/page/2'));
  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blogs\/\d+$/);
  await page.getByRole('link', { name: 'Back to News' }).first().click();
  await expect(page).toHaveURL(site('/blogs/page/2'));

  const [first] = await articles();
  await page.goto(site(`/blogs/${first!.id}`));
  await page.getByRole('link', { name: 'Back to News' }).first().click();
  await expect(page).toHaveURL(site('/blogs'));
});

test('news pages have no serious or critical accessibility violations', async ({ page }) => {
  const [first] = await articles();
  for (const path of ['/blogs', '/blogs/page/2', '/blogs/category/interviews', `/blogs/${first!.id}`]) {
    await page.goto(site(path));
    expect(await seriousViolations(page), path).toEqual([]);
  }
});
