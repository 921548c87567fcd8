// Highlights (SPEC §2 /highlights, §4, §9): banner, sort orders, 6 per page, pagination without a reload, the viewer.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiList, site } from './support/env.ts';
import { seriousViolations } from './support/axe-scan.ts';

type H = { id: string; title: string; videoId: string; views: number; seconds: number; published: number };
const PER_PAGE = 6;

async function highlights(): Promise<H[]> {
  const docs = await apiList('/highlights?limit=0&depth=0');
  return docs.map((d) => {
    const [m = 0, s = 0] = String(d.duration).split(':').map(Number);
    return {
      id: String(d.id),
      title: String(d.title),
      videoId: String(d.videoId),
      views: Number(d.views),
      seconds: m * 60 + s,
      published: Date.parse(String(d.publishedDate)),
    };
  });
}

// SPEC §9: recent by publishedDate descending, most viewed by views descending, longest by duration in seconds descending.
const KEYS = { Recent: (h: H) => h.published, 'Most Viewed': (h: H) => h.views, Longest: (h: H) => h.seconds } as const;

const cards = (page: Page) => page.locator('[data-grid] > li');

/** The sort key of each card on screen, read from what the card shows. */
async function shownKeys(page: Page, sort: keyof typeof KEYS): Promise<number[]> {
  return cards(page).evaluateAll(
    (els, mode) =>
      els.map((el) => {
        if (mode === 'Recent') return Date.parse(el.querySelector('time')?.getAttribute('datetime') ?? '');
        if (mode === 'Most Viewed')
          return Number(el.querySelector('[data-slot="views"]')?.textContent?.replace(/,/g, ''));
        const [m = 0, s = 0] = (el.querySelector('[data-slot="duration"]')?.textContent ?? '').split(':').map(Number);
        return m * 60 + s;
      }),
    sort,
  );
}

function expectedKeys(list: H[], sort: keyof typeof KEYS, page: number): number[] {
  return list
    .map(KEYS[sort])
    .sort((a, b) => b - a)
    .slice((page - 1) * PER_PAGE, page * PER_PAGE);
}

test('banner and the Recent order, 6 per page, each card with image, duration, views, date, title and the watch button', async ({
  page,
}) => {
  const list = await highlights();
  expect(list.length).toBeGreaterThan(PER_PAGE);
  await page.goto(site('/highlights'));
  await expect(page.getByRole('heading', { level: 1, name: 'Match Highlights' })).toBeVisible();
  await expect(cards(page)).toHaveCount(PER_PAGE);
  expect(await shownKeys(page, 'Recent')).toEqual(expectedKeys(list, 'Recent', 1));
  const first = cards(page).first();
  const firstTitle = await first.getByRole('heading', { level: 3 }).textContent();
  const h = list.find((x) => x.title === firstTitle)!;
  // The API's image, processed to WebP at build time, or the default image.
  await expect(first.locator('img')).toHaveAttribute('src', /^\/_astro\/img\/[\w-]+\.webp$|^\/images\//);
  await expect(first.locator('[data-slot="views"]')).toHaveText(h.views.toLocaleString('en-US'));
  await expect(first.getByRole('button', { name: /Watch Full Highlight/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Sort highlights' }).getByRole('button')).toHaveText([
    'Recent',
    'Most Viewed',
    'Longest',
  ]);
  await expect(page.getByRole('button', { name: 'Recent' })).toHaveAttribute('aria-pressed', 'true');
});

test('sort buttons and page links re-render the grid without reloading, keeping the state in the address', async ({
  page,
}) => {
  const list = await highlights();
  const pages = Math.ceil(list.length / PER_PAGE);
  await page.goto(site('/highlights'));
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  for (const sort of ['Most Viewed', 'Longest', 'Recent'] as const) {
    await page.getByRole('button', { name: sort }).click();
    await expect(page.getByRole('button', { name: sort })).toHaveAttribute('aria-pressed', 'true');
    expect(await shownKeys(page, sort)).toEqual(expectedKeys(list, sort, 1));
  }
  await page.getByRole('button', { name: 'Most Viewed' }).click();
  await page
    .getByRole('navigation', { name: 'Highlights pages' })
    .getByRole('link', { name: 'Page 2', exact: true })
    .click();
  await expect(page).toHaveURL(site('/highlights/page/2?sort=mostViewed'));
  await expect(cards(page)).toHaveCount(Math.min(PER_PAGE, list.length - PER_PAGE));
  expect(await shownKeys(page, 'Most Viewed')).toEqual(expectedKeys(list, 'Most Viewed', 2));
  await expect(page.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'All Highlights' })).toBeFocused();
  // SPEC §4: the page index changes independently of the sort mode.
  await page.getByRole('button', { name: 'Longest' }).click();
  await expect(page).toHaveURL(site('/highlights/page/2?sort=longest'));
  expect(await shownKeys(page, 'Longest')).toEqual(expectedKeys(list, 'Longest', 2));
  await page.goBack();
  await expect(page).toHaveURL(site('/highlights/page/2?sort=mostViewed'));
  expect(await shownKeys(page, 'Most Viewed')).toEqual(expectedKeys(list, 'Most Viewed', 2));
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // A reload of that address shows the same view.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Most Viewed' })).toHaveAttribute('aria-pressed', 'true');
  expect(await shownKeys(page, 'Most Viewed')).toEqual(expectedKeys(list, 'Most Viewed', 2));
  expect(pages).toBeGreaterThanOrEqual(2);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the Recent order with plain page links', async ({ page }) => {
    const list = await highlights();
    await page.goto(site('/highlights'));
    await expect(page.getByRole('group', { name: 'Sort highlights' })).toBeHidden();
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(site('/highlights/page/2'));
    expect(await shownKeys(page, 'Recent')).toEqual(expectedKeys(list, 'Recent', 2));
  });
});

test('Watch Full Highlight opens the viewer with the video; Escape, the close button and the backdrop close it', async ({
  page,
}) => {
  const list = await highlights();
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
  );
  await page.goto(site('/highlights'));
  const dialog = page.locator('dialog[data-highlight-viewer]');
  for (const close of ['Escape', 'button', 'backdrop'] as const) {
    const card = cards(page).nth(1);
    const title = await card.getByRole('heading', { level: 3 }).textContent();
    const h = list.find((x) => x.title === title)!;
    const button = card.getByRole('button', { name: /Watch Full Highlight/ });
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await button.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(h.title);
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${h.videoId}\\?`),
    );
    if (close === 'Escape') await page.keyboard.press('Escape');
    else if (close === 'button') await dialog.getByRole('button', { name: 'Close video' }).click();
    else await page.mouse.click(3, 3);
    await expect(dialog).toBeHidden();
    await expect(dialog.locator('iframe')).toHaveCount(0);
    await expect(button).toBeFocused();
  }
});

test('the viewer by keyboard alone: Enter opens it, focus stays inside, Escape closes it and returns focus, also after a page change', async ({
  page,
}) => {
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
  );
  await page.goto(site('/highlights'));
  const dialog = page.locator('dialog[data-highlight-viewer]');
  // The page behind a modal dialog is inert: focus is in the dialog, or has left the page for the browser's own UI
  // (activeElement is then <body>), never on a link or button behind the dialog.
  const inside = () =>
    dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body);
  // Page 2 is drawn by the script: its buttons are new elements and must open the viewer all the same.
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(site('/highlights/page/2'));
  const button = cards(page)
    .first()
    .getByRole('button', { name: /Watch Full Highlight/ });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close video' });
  await expect(close).toBeFocused();
  // Whether the video frame is a Tab stop depends on whether its document has loaded: wait for it, so every run
  // tabs through the same stops.
  await expect
    .poll(
      () =>
        page
          .frames()
          .find((f) => /youtube-nocookie\.com/.test(f.url()))
          ?.title() ?? null,
    )
    .toBe('video');
  // Tab goes round the dialog (close button, video frame, the browser's own controls) and never reaches the page
  // behind it: press until focus is back on the close button, checking every stop on the way.
  let back = false;
  for (let i = 1; i <= 6 && !back; i++) {
    await page.keyboard.press('Tab');
    expect(await inside(), `focus after ${i} Tab`).toBe(true);
    back = await close.evaluate((el) => el === document.activeElement);
  }
  expect(back, 'Tab comes back round to the close button').toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter'); // on the close button, which has focus
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

// One scan a test: an axe scan can take many seconds on a busy machine.
for (const path of ['/highlights', '/highlights/page/2']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(site(path));
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the open viewer has no serious or critical accessibility violations', async ({ page }) => {
  await page.route(/youtube-nocookie\.com/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
  );
  await page.goto(site('/highlights'));
  await page
    .getByRole('button', { name: /Watch Full Highlight/ })
    .first()
    .click();
  await expect(page.locator('dialog[data-highlight-viewer]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
