// Accessibility at phone and desktop size: axe (WCAG 2.2 A and AA, every impact) on every route of SPEC §2 in each of
// its kinds of data, every interactive element reachable by Tab with a visible focus, and dialogs that trap focus and
// give it back.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { allowPopups, wcagViolations } from './support/axe-scan.ts';
import { apiList, site } from './support/env.ts';
import { rawMatches, refId } from './support/league-data.ts';
import { book, bookableDay, buyer } from './tickets/flow.ts';

type Data = {
  players: Array<Record<string, unknown>>;
  blogs: Array<Record<string, unknown>>;
  matches: Awaited<ReturnType<typeof rawMatches>>;
};
const data = async (): Promise<Data> => {
  const [players, blogs, matches] = await Promise.all([
    apiList('/players?limit=0&depth=0'),
    apiList('/blogs?limit=0&depth=0'),
    rawMatches(),
  ]);
  return { players, blogs, matches };
};
const playerPath = (p: Record<string, unknown> | undefined) =>
  p ? `/teams/${refId(p.team)}/players/${p.id}` : '/teams';
const matchPath = (d: Data, status: string) => `/fixture/${d.matches.find((m) => m.status === status)?.id}`;

/** SPEC §2's routes, the parameterised ones in each kind of data they show (docs/security.md says why not all pages). */
const ROUTES: Array<[string, string | ((d: Data) => string)]> = [
  ['home', '/'],
  ['teams', '/teams'],
  ['a team', (d) => `/teams/${refId(d.players[0]?.team)}`],
  ['a player', (d) => playerPath(d.players.find((p) => p.jersey !== null && p.dateofbirth))],
  ['a staff member', (d) => playerPath(d.players.find((p) => p.jersey === null))],
  ['a player without a birth date', (d) => playerPath(d.players.find((p) => p.dateofbirth === null))],
  ['a player not found', '/teams/1/players/999999'],
  ['fixtures', '/fixture'],
  ['a completed match', (d) => matchPath(d, 'completed')],
  ['the running match', (d) => matchPath(d, 'running')],
  ['an upcoming match', (d) => matchPath(d, 'upcoming')],
  ['table', '/table'],
  ['results', '/results'],
  ['news', '/blogs'],
  ['news page 2', '/blogs/page/2'],
  ['a news category', '/blogs/category/interviews'],
  ['an article', (d) => `/blogs/${d.blogs[0]?.id}`],
  ['an article without an image', (d) => `/blogs/${d.blogs.find((b) => b.image === null)?.id}`],
  ['about', '/about'],
  ['contact', '/contact'],
  ['highlights', '/highlights'],
  ['highlights page 2', '/highlights/page/2'],
  ['privacy', '/privacy'],
  ['live match', '/live-match'],
  ['sponsor application', '/sponsers'],
  ['team registration', '/register'],
  ['booking', '/book-seat'],
  ['checkout', '/checkout'],
  ['success', '/success'],
  ['not found', '/no-such-page'],
  ['the offline page', '/offline'],
  ['the last ticket, none saved', '/my-ticket'],
];

for (const [name, route] of ROUTES) {
  test(`axe finds no WCAG 2.2 AA violation on ${name}`, async ({ page }) => {
    // Axe over a whole page takes seconds of a busy 2-core machine's time (home with its national and My schools parts
    // passed 30 s under load): a longer limit, the same assertion.
    test.setTimeout(60_000);
    const path = typeof route === 'string' ? route : route(await data());
    await page.goto(site(path));
    await expect(page.locator('h1').first()).toBeAttached();
    expect(await wcagViolations(page), path).toEqual([]);
  });
}

test('axe finds none in the states a visitor brings about: menu, booking messages, checkout, the return page', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const scan = async (label: string) => expect((await wcagViolations(page)).map((v) => `${label}: ${v}`)).toEqual([]);
  await page.goto(site('/about'));
  if (info.project.name === 'phone') {
    await page.getByRole('button', { name: 'Menu' }).click();
    await scan('menu open');
  }
  await page.goto(site('/book-seat'));
  await page.getByLabel('Number of Tickets (max 5)').fill('9');
  await expect(page.getByText('You can select a maximum of 5 seats.').first()).toBeVisible();
  await scan('booking with a message');
  await book(page, await bookableDay(), buyer(`a11y-${Date.now()}`), 2);
  await page.getByRole('checkbox').check();
  await scan('checkout with a booking, terms agreed');
  // The return page says what failed, then goes home: keep it on screen for the scan.
  await page.route(site('/'), (r) => r.abort());
  await page.goto(site('/payment-response?PRN=A1&PS=false&RC=cancelled'));
  await expect(page.getByRole('main').getByText('Payment failed or cancelled.')).toBeVisible();
  await scan('payment failed');
});

/** Tabs through the page; returns what received focus and the interactive elements focus never reached. */
async function tabThrough(page: Page): Promise<{ unreached: string[]; unmarked: string[] }> {
  await page.evaluate(() => {
    const w = window as unknown as { __seen: Set<Element>; __unmarked: string[] };
    w.__seen = new Set();
    w.__unmarked = [];
    document.addEventListener('focusin', (e) => {
      const el = e.target as HTMLElement;
      w.__seen.add(el);
      // The ring may be drawn by the element, by its ::after (a link stretched over a row), or by its card (:has()).
      const ring = (s: CSSStyleDeclaration) => s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      const own = [getComputedStyle(el), getComputedStyle(el, '::after'), getComputedStyle(el, '::before')];
      const cards: Element[] = [];
      for (let a = el.parentElement, i = 0; a && i < 4; a = a.parentElement, i++) cards.push(a);
      if (!own.some((s) => ring(s) || s.boxShadow !== 'none') && !cards.some((a) => ring(getComputedStyle(a))))
        w.__unmarked.push(el.outerHTML.slice(0, 80));
    });
  });
  const total = await page.evaluate(
    () => document.querySelectorAll('a[href], button, input, select, textarea, [tabindex]').length,
  );
  // One press per element, then more while something is still unreached: Chromium also stops on scrollable boxes
  // (keyboard-focusable scrollers) that no selector counts. The bound is twice round the page.
  const report = () =>
    page.evaluate(() => {
      const w = window as unknown as { __seen: Set<Element>; __unmarked: string[] };
      const candidates = [
        ...document.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ];
      const shown = (el: HTMLElement) =>
        el.checkVisibility({ visibilityProperty: true }) &&
        !el.closest('[inert], dialog:not([open]), [aria-hidden="true"]') &&
        el.tabIndex >= 0;
      const unreached = candidates
        .filter((el) => shown(el) && !w.__seen.has(el))
        .map((el) => el.outerHTML.slice(0, 100));
      return { unreached, unmarked: w.__unmarked };
    });
  for (let i = 0; i < total + 5; i++) await page.keyboard.press('Tab');
  for (let extra = 0; extra < total + 10 && (await report()).unreached.length; extra++)
    await page.keyboard.press('Tab');
  return report();
}

for (const path of [
  '/',
  '/teams',
  '/teams/1',
  '/fixture',
  '/table',
  '/blogs',
  '/contact',
  '/highlights',
  '/live-match',
  '/register',
  '/book-seat',
]) {
  test(`every interactive element on ${path} is reached by Tab and shows where focus is`, async ({ page }) => {
    await page.goto(site(path));
    if (path === '/book-seat')
      await expect(page.getByRole('heading', { level: 1, name: 'Reserve Your Ticket Now' })).toBeVisible();
    if (path === '/contact' || path === '/register')
      await expect(page.getByRole('button', { name: /Send Message|Register Team/ })).toBeEnabled();
    // The Watch buttons are disabled until their island hydrates: tab once they take focus.
    if (path === '/live-match') await expect(page.getByRole('button', { name: /Watch/ }).first()).toBeEnabled();
    const { unreached, unmarked } = await tabThrough(page);
    expect(unreached).toEqual([]);
    expect(unmarked).toEqual([]);
  });
}

/** Tab and Shift+Tab never leave the open dialog; Escape closes it and focus goes back to `returnTo` (or the page). */
async function trapsAndReturns(page: Page, dialog: string, returnTo: Locator | null): Promise<void> {
  const open = page.locator(`${dialog}[open]`);
  await expect(open).toBeVisible();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    const inside = await page.evaluate((sel) => {
      const a = document.activeElement;
      return a === null || a === document.body || !!document.querySelector(sel)?.contains(a);
    }, dialog);
    expect(inside, `${key} left ${dialog}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(open).toHaveCount(0);
  if (returnTo) await expect(returnTo).toBeFocused();
  // With no opener to return to, the browser moves focus off the hidden dialog at its next rendering update (the focus
  // fixup rule), which a busy machine may not have reached yet: wait for it rather than read it once.
  else
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement === document.body || document.activeElement?.closest('dialog') === null,
        ),
      )
      .toBe(true);
}

test('the notice and the sponsor popup trap focus while open and let it go when closed', async ({ page }) => {
  await page.addInitScript(allowPopups);
  await page.goto(site('/about'));
  await trapsAndReturns(page, '#notice-dialog', null);
  await page.goto(site('/privacy'));
  await trapsAndReturns(page, '#sponsor-popup', null);
});

test('the highlight viewer traps focus and gives it back to the button that opened it', async ({ page }) => {
  await page.goto(site('/highlights'));
  const watch = page.getByRole('button', { name: /Watch Full Highlight/ }).first();
  await watch.focus();
  await page.keyboard.press('Enter');
  await trapsAndReturns(page, 'dialog[data-highlight-viewer]', watch);
});
