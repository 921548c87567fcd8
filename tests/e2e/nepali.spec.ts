// The site in Nepali (issue 17, src/i18n/README.md): every page exists under /ne/ and carries no English interface
// text (every built Nepali page, as served, and the hydrating ones once their islands have rendered), axe on a sample,
// the language switch with its hreflang, canonical and og:locale, and the main flows in Nepali: browsing from home to a
// match centre, the fixture filters, the contact form and the live score in Devanagari digits. The ticket purchase in
// Nepali is the tickets area's own spec. Selectors are roles, names, data- attributes and form field names,
// not English words; a Nepali text is checked for what the issue asks of it (Devanagari, no Latin word outside lang="en").
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { wcagViolations } from './support/axe-scan.ts';
import { apiList, BASE_URL, NOW, site } from './support/env.ts';
import { islandsHydrated, visitHydrated } from './support/islands.ts';
import { byDate, rawMatches, refId } from './support/league-data.ts';
import { builtRoutes, chunks } from './support/routes.ts';
import { storedDocs } from './support/stored.ts';
import { cmsStrings } from '../../scripts/lib/cms-strings.ts';
import { leftoverEnglish } from '../../scripts/lib/leftover-english.ts';
import { offences, readGlossary } from '../../scripts/lib/glossary.ts';
import { basePath, LANGUAGE_NAME, localeOfPath } from '../../src/i18n/locales.ts';
import { filterFixtures, type FixtureFilter } from '../../src/lib/league/fixtures.ts';
import { devanagariDigits } from '../../src/lib/format/local.ts';

const ROUTES = builtRoutes(process.env.E2E_OUT_DIR ?? '');
const NEPALI = ROUTES.filter((r) => localeOfPath(r) === 'ne');
const ENGLISH = ROUTES.filter((r) => localeOfPath(r) === 'en');

/** A Latin word (two letters or more): what a Nepali interface text must not hold. */
const LATIN_WORD = /[A-Za-z]{2,}/;
const DEVANAGARI = /[\u0900-\u097F]/;

let cms: Promise<string[]> | null = null;
/** The CMS's own strings (names, titles…), which a Nepali page's <title> and description may hold as written. */
const cmsText = () => (cms ??= cmsStrings(process.env.E2E_API_URL ?? ''));

/** One line per page with leftovers: how many, and the first few, where they are. */
function leftoverLines(path: string, html: string, strings: string[]): string[] {
  const left = leftoverEnglish(html, strings);
  if (!left.length) return [];
  return [
    `${path}: ${left.length} left, first: ${left
      .slice(0, 3)
      .map((l) => `${l.where.split(' > ').slice(-2).join(' > ')}: ${JSON.stringify(l.text.slice(0, 60))}`)
      .join(' | ')}`,
  ];
}

/** The glossary's rules broken by a page's text and attributes (src/i18n/GLOSSARY.md: a replaced term, the house
 *  spelling); scripts and styles are not text. */
const GLOSSARY = readGlossary();
function glossaryLines(path: string, html: string): string[] {
  const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  const found = [...new Set(offences(text, GLOSSARY))];
  return found.length ? [`${path}: glossary: ${found.slice(0, 3).join(' | ')}`] : [];
}

// ---- a. Every Nepali page, as served -------------------------------------------------------------------------------

test('every page exists in Nepali under /ne/ with the same path', () => {
  expect(NEPALI.length, 'the build wrote its Nepali pages').toBeGreaterThan(200);
  expect(NEPALI.map(basePath).sort()).toEqual([...ENGLISH].sort());
});

// Fetched over HTTP in parallel, no browser: about 270 pages in a few seconds.
for (const [i, group] of chunks(NEPALI, 45).entries()) {
  test(`Nepali pages ${i + 1}: ${group[0]} … ${group.at(-1)} hold no English interface text, follow the glossary`, async () => {
    const strings = await cmsText();
    const problems = (
      await Promise.all(
        group.map(async (path) => {
          const res = await fetch(site(path));
          if (res.status !== 200) return [`${path}: HTTP ${res.status}`];
          const html = await res.text();
          return [...leftoverLines(path, html, strings), ...glossaryLines(path, html)];
        }),
      )
    ).flat();
    expect(problems, `${problems.length} problems on ${group.length} Nepali pages`).toEqual([]);
  });
}

/** Loads a page of this site with its islands hydrated (support/islands.ts). */
const hydrate = (page: Page, path: string) => visitHydrated(page, site(path));

const runningMatch = async () => {
  const m = (await rawMatches()).find((x) => x.status === 'running');
  expect(m, 'the demo season has a match running now').toBeTruthy();
  return m!;
};

type Data = { players: Array<Record<string, unknown>>; blogs: Array<Record<string, unknown>>; running: string };
const data = async (): Promise<Data> => {
  const [players, blogs, running] = await Promise.all([
    apiList('/players?limit=0&depth=0'),
    apiList('/blogs?limit=0&depth=0'),
    runningMatch(),
  ]);
  return { players, blogs, running: running.id };
};
const playerPath = (d: Data) => {
  const p = d.players.find((x) => x.jersey !== null && x.dateofbirth) ?? d.players[0];
  return `/ne/teams/${refId(p?.team)}/players/${p?.id}`;
};

// ---- a (continued) and b: the pages whose islands write text, read once hydrated; axe on a sample -------------------
// One visit per page for both checks, soft, so that a page with English left still gets its axe verdict. Axe runs on
// the page as a visitor meets it: hydrated where it has islands.
const SAMPLE: Array<{ name: string; route: string | ((d: Data) => string); hydrated: boolean; axe: boolean }> = [
  { name: 'home', route: '/ne/', hydrated: true, axe: true },
  { name: 'the live match centre', route: (d) => `/ne/fixture/${d.running}`, hydrated: true, axe: true },
  { name: 'live match', route: '/ne/live-match', hydrated: true, axe: false },
  { name: 'contact', route: '/ne/contact', hydrated: true, axe: true },
  { name: 'booking', route: '/ne/book-seat', hydrated: true, axe: true },
  { name: 'the table', route: '/ne/table', hydrated: false, axe: true },
  { name: 'a team', route: (d) => `/ne/teams/${refId(d.players[0]?.team)}`, hydrated: false, axe: true },
  { name: 'a player', route: playerPath, hydrated: false, axe: true },
  { name: 'the news list', route: '/ne/blogs', hydrated: false, axe: true },
  { name: 'an article', route: (d) => `/ne/blogs/${d.blogs[0]?.id}`, hydrated: false, axe: true },
];

for (const { name, route, hydrated, axe } of SAMPLE) {
  const what = [hydrated && 'no English text once its islands have rendered', axe && 'no WCAG 2.2 AA violation']
    .filter(Boolean)
    .join(', ');
  test(`${name} in Nepali: html lang ne, ${what}`, async ({ page }) => {
    const path = typeof route === 'string' ? route : route(await data());
    if (hydrated) await hydrate(page, path);
    else {
      await page.goto(site(path));
      await expect(page.locator('h1').first()).toBeAttached();
    }
    await expect.soft(page.locator('html')).toHaveAttribute('lang', 'ne');
    if (hydrated) {
      const html = await page.evaluate(() => document.documentElement.outerHTML);
      expect.soft(leftoverLines(path, html, await cmsText()), 'English text after hydration').toEqual([]);
    }
    if (axe) expect.soft(await wcagViolations(page), `axe on ${path}`).toEqual([]);
  });
}

// ---- c. The language switch and the head ---------------------------------------------------------------------------

test('the language switch leads from /table to /ne/table and back', async ({ page }) => {
  await page.goto(site('/table'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The switch may name the page with or without its trailing slash: the server answers both.
  const toNepali = page.getByRole('link', { name: LANGUAGE_NAME.ne, exact: true });
  await expect(toNepali).toHaveAttribute('href', /^\/ne\/table\/?$/);
  await expect(toNepali).toHaveAttribute('lang', 'ne');
  await toNepali.click();
  await expect(page).toHaveURL(new RegExp(`^${site('/ne/table')}/?$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  const toEnglish = page.getByRole('link', { name: LANGUAGE_NAME.en, exact: true });
  await expect(toEnglish).toHaveAttribute('href', /^\/table\/?$/);
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await toEnglish.click();
  await expect(page).toHaveURL(new RegExp(`^${site('/table')}/?$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

const head = (page: Page, selector: string) => page.locator(`head ${selector}`);

test('each language is canonical for itself; hreflang names en, ne and x-default (English); og:locale follows', async ({
  page,
}) => {
  const match = (await rawMatches())[0]!.id;
  for (const [en, ne] of [
    ['/', '/ne/'],
    ['/table', '/ne/table'],
    [`/fixture/${match}`, `/ne/fixture/${match}`],
  ] as const) {
    for (const [path, locale] of [
      [en, 'en'],
      [ne, 'ne'],
    ] as const) {
      await page.goto(site(path));
      const at = `${path}: `;
      await expect(head(page, 'link[rel="canonical"]'), `${at}canonical`).toHaveAttribute(
        'href',
        `${BASE_URL}${locale === 'en' ? en : ne}`,
      );
      await expect(head(page, 'link[rel="alternate"][hreflang="en"]'), `${at}hreflang en`).toHaveAttribute(
        'href',
        `${BASE_URL}${en}`,
      );
      await expect(head(page, 'link[rel="alternate"][hreflang="ne"]'), `${at}hreflang ne`).toHaveAttribute(
        'href',
        `${BASE_URL}${ne}`,
      );
      await expect(head(page, 'link[rel="alternate"][hreflang="x-default"]'), `${at}x-default`).toHaveAttribute(
        'href',
        `${BASE_URL}${en}`,
      );
      await expect(head(page, 'link[rel="alternate"][hreflang]'), `${at}three alternates`).toHaveCount(3);
      await expect(head(page, 'meta[property="og:locale"]'), `${at}og:locale`).toHaveAttribute(
        'content',
        locale === 'ne' ? 'ne_NP' : 'en_US',
      );
      await expect(head(page, 'meta[property="og:locale:alternate"]'), `${at}og:locale:alternate`).toHaveAttribute(
        'content',
        locale === 'ne' ? 'en_US' : 'ne_NP',
      );
      await expect(head(page, 'meta[property="og:url"]'), `${at}og:url`).toHaveAttribute(
        'content',
        `${BASE_URL}${locale === 'en' ? en : ne}`,
      );
      await expect(page.locator('html'), `${at}html lang`).toHaveAttribute('lang', locale);
    }
  }
});

// ---- d. Main flows in Nepali ----------------------------------------------------------------------------------------

/** Every link to a page of the site (not a file: images, feeds, calendars) leads to its Nepali page. */
async function linksStayNepali(page: Page): Promise<void> {
  const hrefs = await page
    .locator('a[href^="/"]:not([href^="//"]):not([data-lang-switch])')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const pages = hrefs.filter(
    (h) => !/\.[a-z0-9]+$/i.test(h.split(/[?#]/)[0] ?? '') && !/^\/(_astro|images|icons)\//.test(h),
  );
  expect(pages.length).toBeGreaterThan(0);
  expect(
    pages.filter((h) => localeOfPath(h) !== 'ne'),
    `${page.url()}: links out of /ne/`,
  ).toEqual([]);
}

test('browsing in Nepali: home → the fixtures → a match centre, all under /ne/', async ({ page }) => {
  await page.goto(site('/ne/'));
  await linksStayNepali(page);
  const fixtures = page.locator('#upcoming-matches a[href$="/fixture"]');
  await expect(fixtures).toHaveAttribute('href', '/ne/fixture');
  await fixtures.click();
  await expect(page).toHaveURL(site('/ne/fixture'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await linksStayNepali(page);
  const card = page.locator('li[data-fixture]:visible a[href*="/fixture/"]').first();
  await expect(card).toHaveAttribute('href', /^\/ne\/fixture\/\d+$/);
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(site(href));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.locator('[data-match-id]').first()).toBeVisible();
  await linksStayNepali(page);
});

// The fixture filters (fixture-filters.spec.ts) on /ne/fixture: the same matches, the filter in the address, and
// every word the filters and the script write in Nepali.
const shown = (page: Page) =>
  page.locator('li[data-fixture]:visible').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-match-id') ?? ''));
const filterButton = (page: Page, f: FixtureFilter) => page.locator(`[data-fixture-filters] [data-filter="${f}"]`);
const npt = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00+05:45`);
const nepalDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date(iso));

/** A text a reader sees in Nepali: some Devanagari, no Latin word, no ASCII digit. */
async function expectNepaliText(l: Locator, what: string): Promise<void> {
  const text = (await l.innerText()).trim();
  expect(text, `${what}: ${JSON.stringify(text)}`).toMatch(DEVANAGARI);
  expect(text, `${what}: ${JSON.stringify(text)}`).not.toMatch(LATIN_WORD);
  expect(text, `${what}: ${JSON.stringify(text)}`).not.toMatch(/[0-9]/);
}

async function expectFilter(page: Page, filter: FixtureFilter, now: number): Promise<string[]> {
  const open = (await rawMatches()).filter((m) => m.status !== 'completed');
  const expected = filterFixtures(open, filter, now);
  await filterButton(page, filter).click();
  for (const f of ['all', 'today', 'upcoming'] as const)
    await expect(filterButton(page, f)).toHaveAttribute('aria-pressed', String(f === filter));
  expect(await shown(page), `${filter} at ${new Date(now).toISOString()}`).toEqual(expected.map((m) => m.id));
  const empty = page.locator('[data-fixtures-empty]');
  if (expected.length === 0) {
    await expect(empty).toBeVisible();
    await expectNepaliText(empty, `the empty ${filter} message`);
  } else await expect(empty).toBeHidden();
  // A week heading shows only with matches under it, its number in Devanagari digits.
  const weeks = [...new Set(expected.map((m) => m.week))];
  const headings = await page.locator('section[data-week-group]:visible h2').allInnerTexts();
  expect(headings).toHaveLength(weeks.length);
  for (const [i, w] of weeks.entries()) {
    if (w !== null) expect(headings[i]).toContain(devanagariDigits(w));
    expect(headings[i]).not.toMatch(LATIN_WORD);
    expect(headings[i]).not.toMatch(/[0-9]/);
  }
  return expected.map((m) => m.id);
}

test('the fixture filters in Nepali at the real time: Today, Upcoming and All, the filter kept in the address', async ({
  page,
}) => {
  await page.goto(site('/ne/fixture'));
  await expect(filterButton(page, 'all')).toBeEnabled();
  for (const f of ['all', 'today', 'upcoming'] as const)
    await expectNepaliText(filterButton(page, f), `the ${f} filter`);
  await expect(page.locator('[data-fixture-filters]')).toHaveAttribute('aria-label', /^[^A-Za-z]*$/);
  await expectFilter(page, 'today', NOW);
  await expect(page).toHaveURL(/\/ne\/fixture\?filter=today$/);
  await expectFilter(page, 'upcoming', NOW);
  await page.reload();
  await expect(filterButton(page, 'upcoming')).toHaveAttribute('aria-pressed', 'true');
  const open = (await rawMatches()).filter((m) => m.status !== 'completed');
  expect(await shown(page)).toEqual(filterFixtures(open, 'upcoming', NOW).map((m) => m.id));
  await expectFilter(page, 'all', NOW);
  await expect(page).toHaveURL(/\/ne\/fixture\/?$/);
});

test('five minutes before a match day in Nepali: no match today, said in Nepali; Upcoming is that day’s week', async ({
  page,
}) => {
  const today = nepalDate(new Date(NOW).toISOString());
  const later = (await rawMatches())
    .filter((m) => m.status !== 'completed' && m.date && nepalDate(m.date) > today)
    .sort(byDate);
  expect(later.length, 'the demo season has later match days').toBeGreaterThan(0);
  const eve = npt(nepalDate(later[0]!.date!), '00:00') - 5 * 60_000;
  await page.clock.setFixedTime(eve);
  await page.goto(site('/ne/fixture'));
  expect(await expectFilter(page, 'today', eve)).toEqual([]);
  expect((await expectFilter(page, 'upcoming', eve)).length).toBeGreaterThan(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/ne/fixture is the All view and the filters cannot be pressed', async ({ page }) => {
    const open = (await rawMatches()).filter((m) => m.status !== 'completed');
    await page.goto(site('/ne/fixture?filter=today'));
    expect((await shown(page)).sort()).toEqual(open.map((m) => m.id).sort());
    await expect(filterButton(page, 'all')).toHaveAttribute('aria-pressed', 'true');
    await expect(filterButton(page, 'all')).toBeDisabled();
  });
});

test('the contact form sent from /ne/contact: Nepali labels and toast, the same record stored', async ({
  page,
}, info) => {
  const token = `ne-contact-${info.project.name}-${Date.now()}`;
  await page.goto(site('/ne/contact'));
  const form = page.locator('form').filter({ has: page.locator('[name="phone"]') });
  await form.scrollIntoViewIfNeeded();
  const button = form.locator('button[type="submit"]');
  await expect(button).toBeEnabled();
  await expectNepaliText(button, 'the send button');
  for (const name of ['name', 'email', 'phone', 'message']) {
    await expect(form.locator(`[name="${name}"]`), `the ${name} field's label`).toHaveAccessibleName(
      /^(?![\s\S]*[A-Za-z]{2})[\s\S]*[\u0900-\u097F]/,
    );
  }
  const v = {
    name: 'Sita Sharma',
    email: `${token}@example.com`,
    phone: '+977 9800000001',
    message: `Hello from ${token}`,
  };
  for (const [name, value] of Object.entries(v)) await form.locator(`[name="${name}"]`).fill(value);
  await button.click();
  const toast = page.locator('#toasts [data-kind="success"]').first();
  await expect(toast).toBeVisible();
  await expectNepaliText(toast.locator('p'), 'the success toast');
  await expect(toast.getByRole('button'), "the toast's close button").toHaveAccessibleName(
    /^(?![\s\S]*[A-Za-z]{2})[\s\S]*[\u0900-\u097F]/,
  );
  await expect(form.locator('[name="email"]')).toHaveValue('');
  const mine = () => storedDocs('contacts').filter((d) => d.email === v.email);
  await expect.poll(() => mine().length).toBe(1);
  expect(mine()[0]).toMatchObject(v);
});

test('the match centre of the running match shows its score in Devanagari digits', async ({ page }) => {
  const m = await runningMatch();
  await page.goto(site(`/ne/fixture/${m.id}`));
  await islandsHydrated(page);
  const board = page.locator(`[data-match-id="${m.id}"]:has([data-score])`);
  await expect(board).toHaveAttribute('data-answered', '');
  await expect(board.locator('[data-score-home]')).toHaveText(devanagariDigits(m.scoreHome ?? 0));
  await expect(board.locator('[data-score-away]')).toHaveText(devanagariDigits(m.scoreAway ?? 0));
  // Outside the CMS's own names (lang="en"), the board writes no ASCII digit: week, date, kickoff all in Devanagari.
  const own = await board.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang="en"]').forEach((e) => e.remove());
    return copy.textContent ?? '';
  });
  expect(own).not.toMatch(/[0-9]/);
  expect(own).toMatch(/[०-९]/);
});

test('the Nepali formats are fetched by Nepali pages only: an English match centre never asks for them', async ({
  page,
}) => {
  const m = await runningMatch();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/nepali\.[^/]+\.js$/.test(new URL(r.url()).pathname)) asked.push(new URL(r.url()).pathname);
  });
  await page.goto(site(`/fixture/${m.id}`));
  await islandsHydrated(page);
  await expect(page.locator(`[data-match-id="${m.id}"]:has([data-score])`)).toHaveAttribute('data-answered', '');
  expect(asked).toEqual([]);
  await page.goto(site(`/ne/fixture/${m.id}`));
  await islandsHydrated(page);
  await expect(page.locator(`[data-match-id="${m.id}"]:has([data-score])`)).toHaveAttribute('data-answered', '');
  expect(asked).toHaveLength(1);
});

// ---- The glossary's choices as a reader meets them (issue 26, src/i18n/GLOSSARY.md) --------------------------------

test('contact and footer: the phone number in Devanagari digits, brand names in Latin letters marked English', async ({
  page,
}) => {
  await page.goto(site('/ne/contact'));
  const phone = /^\+[०-९]{3}-[०-९]-[०-९]{7}$/;
  const reach = page.locator('section[aria-labelledby="reach"]');
  await expect(reach.locator('a[href^="tel:"]')).toHaveText(phone);
  // The link a phone dials keeps ASCII digits.
  await expect(reach.locator('a[href^="tel:"]')).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(page.locator('footer a[href^="tel:"]')).toHaveText(phone);
  for (const brand of ['WhatsApp', 'Instagram', 'Facebook']) {
    const marked = reach.locator('[lang="en"]', { hasText: new RegExp(`^${brand}$`) });
    await expect(marked.first(), `${brand} on the contact card`).toBeAttached();
  }
  for (const brand of ['WhatsApp', 'Instagram'])
    await expect(page.locator('footer [lang="en"]', { hasText: new RegExp(`^${brand}$`) })).toHaveCount(1);
  // The links' names: the brand inside the Nepali sentence, heard as English.
  await expect(reach.locator(`a[href*="wa.me"], a[href*="whatsapp"]`).first()).toHaveAccessibleName(
    /^WhatsAppमा सन्देश पठाउनुहोस् \(नयाँ ट्याबमा खुल्छ\)$/,
  );
});

test('a team page: its home ground and the venue column are named apart; the tab says its count once', async ({
  page,
}) => {
  const d = await data();
  await page.goto(site(`/ne/teams/${refId(d.players[0]?.team)}`));
  const labels = await page.locator('header dl dt').allInnerTexts();
  expect(labels).toEqual(['घरेलु मैदान', 'स्थापना']);
  await expect(page.locator('#matches table thead th').nth(2)).toHaveText('मैदान');
  await expect(page.locator('#matches-tab')).toHaveText(/^खेलहरू [०-९]+ वटा$/);
});
