// The failing-API suite's machinery: one island case (a row of island-cases.ts) run against an endpoint that answers
// 500, never answers, or answers malformed JSON; then the API comes back and the visitor tries again.
import { expect, type Page, type Route } from '@playwright/test';
import { site } from './env.ts';

export type FailMode = '500' | 'timeout' | 'malformed JSON';
export const FAIL_MODES: FailMode[] = ['500', 'timeout', 'malformed JSON'];

export type IslandCase = {
  /** The island, as a reader of the test list knows it. */
  name: string;
  /** The page's path, or (for a page reached with state, such as the gateway's return) its URL for this test. */
  page: string | ((token: string) => string);
  /** Glob of the API call that fails (page.route syntax). */
  endpoint: string;
  /** SPEC §8's text for that place. */
  expected: string;
  /** Before the page loads (a booking in the session, say). */
  setup?: (page: Page, token: string) => Promise<void>;
  /** Makes the island call the endpoint; by default loading the page is enough. */
  act?: (page: Page, token: string) => Promise<void>;
  /** The visitor tries again; by default the Retry button. */
  retry?: (page: Page, token: string) => Promise<void>;
  /** What shows once the API answers again; by default the error text is gone. */
  recovered?: (page: Page, token: string) => Promise<void>;
  /** Another part of the same page that must keep working while the call fails. */
  alsoWorks?: (page: Page, token: string) => Promise<void>;
  /** Its recovery books seats: it runs with the buying tests, one at a time (tickets.spec.ts), not in parallel. */
  books?: boolean;
};

/** The client gives up on a call after 15 s (src/lib/config.ts API_TIMEOUT_MS): the fake clock jumps past that. */
const PAST_CLIENT_TIMEOUT_MS = 20_000;
const CORS = { 'Access-Control-Allow-Origin': '*' };

/** Makes the endpoint fail in `mode`; returns how many calls it has failed so far. */
async function breakEndpoint(page: Page, endpoint: string, mode: FailMode): Promise<{ calls: number; held: Route[] }> {
  const state = { calls: 0, held: [] as Route[] };
  await page.route(endpoint, async (route) => {
    // The CORS preflight of a JSON post is the browser's, not the island's: the real API answers it.
    if (route.request().method() === 'OPTIONS') return route.continue();
    state.calls++;
    if (mode === '500')
      return route.fulfill({ status: 500, headers: CORS, contentType: 'text/plain', body: 'Internal Server Error' });
    if (mode === 'malformed JSON')
      return route.fulfill({
        status: 200,
        headers: CORS,
        contentType: 'application/json',
        body: '{"docs": [{"id": 1,',
      });
    state.held.push(route); // a timeout: the call is never answered
  });
  return state;
}

/** The shell around the island still works: its menu opens and closes (phone), its navigation is there (desktop). */
async function shellStillWorks(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Teams' })).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  } else {
    await expect(nav.getByRole('link', { name: 'Teams' })).toBeVisible();
  }
}

const errorText = (page: Page, c: IslandCase) => page.getByRole('main').getByText(c.expected, { exact: true }).first();

/** One row in one failure mode: the SPEC's text, the page still working, then recovery on retry. */
export async function runIslandCase(page: Page, c: IslandCase, mode: FailMode, token: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  if (mode === 'timeout') await page.clock.install();
  await c.setup?.(page, token);
  const failing = await breakEndpoint(page, c.endpoint, mode);
  await page.goto(typeof c.page === 'string' ? site(c.page) : c.page(token));
  await c.act?.(page, token);
  await expect.poll(() => failing.calls, { message: `${c.endpoint} was never called` }).toBeGreaterThan(0);
  if (mode === 'timeout') await page.clock.fastForward(PAST_CLIENT_TIMEOUT_MS);
  await expect(errorText(page, c)).toBeVisible();

  await shellStillWorks(page);
  await c.alsoWorks?.(page, token);
  expect(errors, 'uncaught errors on the page').toEqual([]);

  await page.unroute(c.endpoint);
  for (const held of failing.held) await held.abort().catch(() => undefined);
  // The live islands' swr layer tries a failed read again by itself after 1, 2, 4… s (issue 24), so the page may have
  // recovered before the Retry button is pressed, and the button is gone; that Retry asks at once is tested in
  // home-live.spec.ts and match-centre-live.spec.ts.
  const pressRetry = (p: Page) =>
    p
      .getByRole('button', { name: 'Retry' })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  await (c.retry ?? pressRetry)(page, token);
  if (c.recovered) await c.recovered(page, token);
  else await expect(errorText(page, c)).toBeHidden();
  expect(errors, 'uncaught errors on the page').toEqual([]);
}
