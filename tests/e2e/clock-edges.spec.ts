// Time-relative views across the edges of time (issue 16): a page left open across Nepal midnight, and a match that
// kicks off while its page is open. Everything runs on the test clock (support/test-clock.ts), so these edges are
// reached on purpose, at any hour the suite starts. The CMS's changes are played by answering the island's list
// request with the API's own list, changed as the league's staff would change it.
import type { Page, Route } from '@playwright/test';
import { countdownPick } from '../../src/lib/league/countdown.ts';
import { bannerHeading } from '../../src/lib/league/match-status.ts';
import { endOfNepalDay, nepalDay } from '../../src/lib/nepal-day.ts';
import { apiGet, NOW, site } from './support/env.ts';
import { islandsHydrated, settled } from './support/islands.ts';
import { rawMatches, type RawMatch } from './support/league-data.ts';
import { expect, test } from './support/test.ts';

const OPEN_MATCHES =
  /\/api\/matches\?.*where%5Bstatus%5D%5Bnot_equals%5D=completed|\/api\/matches\?.*where\[status\]\[not_equals\]=completed/;

/**
 * Answers a request with the API's own answer, changed. A request the page gave up on while the API answered (a page
 * closing, a clock jump) disposes of the answer: nothing is left to fulfil then, and that is no failure of the page.
 */
async function changeAnswer<T>(route: Route, change: (body: T) => unknown): Promise<void> {
  try {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: change((await res.json()) as T) });
  } catch (e) {
    if (!/disposed|closed|Target page/i.test(String(e))) throw e;
  }
}

/** Answers the home islands' open-match list with the API's answer, less the matches `closed` says are over. */
async function serveOpenMatches(
  page: Page,
  closed: () => Set<string>,
  running: () => Set<string> = () => new Set(),
): Promise<void> {
  await page.route(OPEN_MATCHES, (route) =>
    changeAnswer(route, (body: { docs: Array<Record<string, unknown>> }) => ({
      ...body,
      docs: body.docs
        .filter((d) => !closed().has(String(d.id)))
        .map((d) => (running().has(String(d.id)) ? { ...d, status: 'running' } : d)),
    })),
  );
}

const banner = (page: Page) => page.locator('#current-match');
const countdown = (page: Page) => page.locator('#next-match-countdown');

test("a home page left open across Nepal midnight turns today's match into the next day's view, and the countdown rolls on", async ({
  page,
}) => {
  const all = await rawMatches();
  const running = all.filter((m) => m.status === 'running');
  expect(running.length, 'the demo season has a running match').toBeGreaterThan(0);
  // The evening of the test day: today's running match has ended, today's last match is on the banner.
  const open = all.filter((m) => m.status !== 'completed' && !running.includes(m));
  const midnight = endOfNepalDay(NOW);
  const before = countdownPick(open, midnight - 90_000);
  const after = countdownPick(open, midnight + 90_000);
  expect(nepalDay(before.current?.date), 'the test day has a match after the running one').toBe(nepalDay(NOW));
  expect(after.current?.id, 'midnight changes the current match').not.toBe(before.current?.id);
  expect(after.target?.id, 'and the countdown target').not.toBe(before.target?.id);

  await serveOpenMatches(page, () => new Set(running.map((m) => m.id)));
  await page.clock.install({ time: midnight - 90_000 });
  await page.goto(site('/'));
  await islandsHydrated(page);
  await settled(page, '#next-match-countdown');
  await expect(banner(page)).toHaveAttribute('data-match-id', before.current!.id);
  await expect(banner(page).getByRole('heading', { level: 2 })).toHaveText("TODAY'S MATCH");
  await expect(countdown(page)).toHaveAttribute('data-match-id', before.target!.id);

  await page.clock.runFor(3 * 60_000);
  await expect(banner(page)).toHaveAttribute('data-match-id', after.current!.id);
  await expect(banner(page).getByRole('heading', { level: 2 })).toHaveText(
    bannerHeading(after.current!, midnight + 90_000),
  );
  await expect(countdown(page)).toHaveAttribute('data-match-id', after.target!.id);
});

test('a match that kicks off while its match centre is open turns LIVE NOW within one refresh', async ({ page }) => {
  const all = await rawMatches();
  const today = nepalDay(NOW);
  const next = all
    .filter((m) => m.status === 'upcoming' && nepalDay(m.date) === today && Date.parse(m.date!) > NOW)
    .sort((a, b) => Date.parse(a.date!) - Date.parse(b.date!))[0] as RawMatch | undefined;
  expect(next, 'the test day has a match still to kick off').toBeTruthy();
  const kickoff = Date.parse(next!.date!);
  const running = new Set<string>();
  // Its match centre asks for the match itself: after kickoff the CMS says it is running.
  await page.route(new RegExp(`/api/matches/${next!.id}\\?`), (route) =>
    changeAnswer(route, (doc: Record<string, unknown>) =>
      running.size ? { ...doc, status: 'running', scoreHome: 0, scoreAway: 0 } : doc,
    ),
  );
  await page.clock.install({ time: kickoff - 90_000 });
  await page.goto(site(`/fixture/${next!.id}`));
  await islandsHydrated(page);
  await settled(page, 'header[data-match-id]');
  const badge = page.locator('[data-display-badge]');
  await expect(badge).toHaveText('TODAY');

  // runFor fires the refresh but does not wait for its answer, and the next refresh is timed from that answer.
  const refreshed = () => page.waitForResponse((r) => r.url().includes(`/api/matches/${next!.id}?`));
  let answer = refreshed();
  await page.clock.runFor(60_000);
  await answer;
  await settled(page, 'header[data-match-id]');
  await expect(badge).toHaveText('TODAY');
  // Kickoff: the league's staff mark the match running; the page shows it within one refresh (60 s).
  running.add(next!.id);
  answer = refreshed();
  await page.clock.runFor(61_000);
  await answer;
  await expect(badge).toHaveText('LIVE NOW');
  expect((await apiGet(`/matches/${next!.id}?depth=0`)) as { status: string }).toMatchObject({ status: 'upcoming' });
});
