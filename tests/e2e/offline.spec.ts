// Works offline (issue 10): the service worker keeps the pages a visitor has seen and the last e-ticket, says on the
// page that a copy is shown and how old it is, never keeps a payment step or an API call; the site is installable.
// Only this file lets the worker run (playwright.config.ts blocks it for every other test).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { wcagViolations } from './support/axe-scan.ts';
import { BASE_URL, site } from './support/env.ts';
import { book, bookableDay, buyer, pay, shownNumbers } from './tickets/flow.ts';

test.use({ serviceWorkers: 'allow' });

const PAGES_CACHE = 'nsfl-pages-v1';
const key = (path: string) => `${BASE_URL}${path.replace(/\/+$/, '') || '/'}`;

/** Waits until the worker controls this page (it claims the pages open when it activates). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Waits until the worker has stored the page (it stores it after answering, in the background). */
async function kept(page: Page, path: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async ([name, k]) => Boolean(await (await caches.open(name!)).match(k!)), [PAGES_CACHE, key(path)]),
    )
    .toBe(true);
}

/** Every URL in every cache of the site. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () =>
    (
      await Promise.all((await caches.keys()).map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)))
    ).flat(),
  );

/** Collects CSP reports from the console (the worker's registration and the offline note must raise none). */
function cspReports(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test('keeps the pages a visitor has seen and shows them offline with the age of the copy', async ({
  page,
  context,
}) => {
  const csp = cspReports(page);
  await page.goto(site('/table'));
  await controlled(page);
  await kept(page, '/table'); // the page that registered the worker is kept too
  const match = await (await page.goto(site('/fixture')),
  page.locator('main a[href^="/fixture/"]').first().getAttribute('href'));
  await page.goto(site('/teams'));
  const team = await page.locator('main a[href^="/teams/"]').first().getAttribute('href');
  await page.goto(site(team!));
  const player = await page.locator('main a[href*="/players/"]').first().getAttribute('href');
  const visited = ['/table', '/fixture', match!, '/results', '/teams', team!, player!];
  for (const path of visited.slice(2)) await page.goto(site(path));
  for (const path of visited) await kept(page, path);

  // The copy of /table was saved three hours ago (the worker reads its X-Saved-At). The worker runs on the real
  // clock (Playwright's clock reaches pages, not workers), so the age is stamped from the real clock too.
  await page.evaluate(
    async ([name, k, savedAt]) => {
      const cache = await caches.open(name!);
      const copy = (await cache.match(k!))!;
      const headers = new Headers(copy.headers);
      headers.set('X-Saved-At', savedAt!);
      await cache.put(k!, new Response(await copy.text(), { headers }));
    },
    [PAGES_CACHE, key('/table'), String(Date.now() - 3 * 3_600_000 - 60_000)],
  );

  await context.setOffline(true);
  await page.goto(site('/table'));
  await expect(page.getByRole('heading', { level: 1, name: 'League Table' })).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(note).toHaveText('You are offline. Showing the copy saved 3 hours ago.');
  await expect(note).toBeVisible();
  expect(await note.locator('xpath=ancestor-or-self::*[@style]').count()).toBe(0);
  expect(await wcagViolations(page)).toEqual([]);

  for (const path of visited.slice(1)) {
    await page.goto(site(path));
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('[data-offline-note]')).toHaveText(
      /^You are offline\. Showing the copy saved (less than a minute|\d+ minutes?) ago\.$/,
    );
  }

  // A page never opened here: a clear offline page, not the browser's error.
  const res = await page.goto(site('/about'));
  expect(res?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('This page has not been saved on this device yet')).toBeVisible();

  await context.setOffline(false);
  // Back online, pages come from the network again, without the note.
  await page.goto(site('/table'));
  await expect(page.locator('[data-offline-note]')).toHaveCount(0);
  expect(csp).toEqual([]);
});

test('in Nepali: keeps the Nepali pages seen, notes a kept copy in Nepali, and falls back to the Nepali offline page', async ({
  page,
  context,
}) => {
  const csp = cspReports(page);
  await page.goto(site('/ne/table'));
  await controlled(page);
  await kept(page, '/ne/table');
  await page.goto(site('/ne/results'));
  await kept(page, '/ne/results');

  await context.setOffline(true);
  for (const path of ['/ne/table', '/ne/results']) {
    await page.goto(site(path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.locator('[data-offline-note]')).toHaveText(
      /^तपाईं अफलाइन हुनुहुन्छ। यस डिभाइसमा (भर्खरै|[०-९]+ मिनेटअघि) सुरक्षित गरिएको प्रति देखाइँदै छ।$/,
    );
  }
  const res = await page.goto(site('/ne/about'));
  expect(res?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'तपाईं अफलाइन हुनुहुन्छ' })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'अङ्क तालिका' })).toHaveAttribute('href', '/ne/table');
  // An English page still falls back to the English one.
  await page.goto(site('/about'));
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  expect(csp).toEqual([]);
});

test('never keeps a payment step, a form or an API answer; keeps the last e-ticket for reading offline', async ({
  page,
  context,
}) => {
  const csp = cspReports(page);
  await page.goto(site('/book-seat'));
  await controlled(page);
  const day = await bookableDay();
  const who = buyer(`offline-${Date.now().toString(36)}`);
  await book(page, day, who, 2);
  await pay(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/success\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByText('Ticket numbers (2)')).toBeVisible();
  const numbers = await shownNumbers(page);
  const orderId = (await page
    .locator('dt', { hasText: 'Transaction ID' })
    .locator('xpath=following-sibling::dd')
    .textContent())!.trim();
  await expect(page.getByRole('link', { name: 'Your last ticket' })).toHaveAttribute('href', '/my-ticket');
  await kept(page, '/my-ticket');

  // The kept ticket is what the e-ticket prints, nothing of the payment (no PRN field, signature or gateway data).
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('nsfl:last-ticket') ?? 'null') as {
        ticket: Record<string, unknown>;
        savedAt: number;
      } | null,
  );
  expect(Object.keys(stored!).sort()).toEqual(['savedAt', 'ticket']);
  expect(Object.keys(stored!.ticket).sort()).toEqual([
    'amount',
    'matchesForDay',
    'orderId',
    'selectedDateISO',
    'selectedSeats',
    'userInfo',
    'venue',
    'week',
  ]);
  expect(stored!.ticket.selectedSeats).toEqual(numbers);
  expect(JSON.stringify(stored)).not.toMatch(/"(prn|PRN|DV|dv|UID|BC|INI|P_AMT|R_AMT|PS|RC)"/);
  // The holder's name only: never the buyer's e-mail or phone (issue 38).
  expect(stored!.ticket.userInfo).toEqual({ name: who.name });
  expect(JSON.stringify(stored)).not.toContain(who.email);
  expect(JSON.stringify(stored)).not.toContain(who.phone);

  // Nothing of the purchase, no API answer and nothing from another origin is in any cache.
  const urls = await cachedUrls(page);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(new URL(url).origin, url).toBe(new URL(BASE_URL).origin);
    expect(url).not.toMatch(/\/(checkout|payment-response|success|book-seat|api|gateway)(\/|\?|$)/);
  }

  await context.setOffline(true);
  await page.goto(site('/my-ticket'));
  await expect(page.getByRole('heading', { level: 1, name: 'Your last ticket' })).toBeVisible();
  await expect(page.getByText('Ticket numbers (2)')).toBeVisible();
  await expect(page.getByText(/^Saved on this device (less than a minute|\d+ minutes?) ago\./)).toBeVisible();
  expect(await shownNumbers(page)).toEqual(numbers);
  await expect(page.getByText(orderId, { exact: true })).toBeVisible();
  await expect(page.getByText(who.name, { exact: true })).toBeVisible();
  await expect(page.getByText(who.email)).toHaveCount(0);
  expect(await wcagViolations(page)).toEqual([]);
  // A payment step offline is never served from a cache: the offline page says so.
  const res = await page.goto(site('/checkout'));
  expect(res?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  expect(csp).toEqual([]);
});

test('is installable: the manifest is linked, parses, and its icons load', async ({ page, request }) => {
  await page.goto(site('/'));
  const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const theme = await page.locator('head meta[name="theme-color"]').getAttribute('content');
  const res = await request.get(site(href!));
  expect(res.ok()).toBe(true);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Nepal Schools Football League',
    short_name: 'NSFL',
    start_url: '/',
    display: 'standalone',
    theme_color: theme,
    background_color: '#ffffff',
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const size = Number(icon.sizes.split('x')[0]);
    const loaded = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, icon.src);
    expect(loaded, icon.src).toEqual([size, size]);
  }
  // The worker file is served unhashed and always revalidated.
  const worker = await request.get(site('/sw.js'));
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
