// The match centre's islands in the browser (SPEC §2 /fixture/{id}, §7): the events asked again every 60 seconds, the
// failure texts when the API answers 500, the last good data kept, no requests while the tab is hidden.
import { expect, test } from './support/test.ts';
import { apiList, site, NOW } from './support/env.ts';
import { rawMatches, refId } from './support/league-data.ts';
import { fetchCount, islandsHydrated, setHidden, settled, watchFetches } from './support/islands.ts';

const EVENTS = /\/api\/match-events\?/;

async function runningMatch() {
  const running = (await rawMatches()).find((m) => m.status === 'running');
  expect(running, 'the demo season always has a running match').toBeTruthy();
  return running!;
}

test('events are asked with where[match][equals] and limit 500, once on arrival and again every 60 seconds', async ({
  page,
}) => {
  const m = await runningMatch();
  const events = (await apiList(`/match-events?limit=0&depth=0&where[match][equals]=${m.id}`)).length;
  await watchFetches(page);
  await page.clock.install({ time: NOW });
  await page.goto(site(`/fixture/${m.id}`));
  await islandsHydrated(page);
  await settled(page, '#match-events');
  const asked = await page.evaluate(() =>
    (window as unknown as { __fetches: string[] }).__fetches.find((u) => u.includes('/api/match-events?')),
  );
  const query = new URL(asked!).searchParams;
  expect([query.get('where[match][equals]'), query.get('limit')]).toEqual([m.id, '500']);
  await expect(page.locator('#match-events li')).toHaveCount(events);
  expect(await fetchCount(page, EVENTS)).toBe(1);
  // The next question is due 60 s after the first answer (a few real seconds have passed since).
  await page.clock.runFor(55_000);
  expect(await fetchCount(page, EVENTS)).toBe(1);
  await page.clock.runFor(6_000);
  expect(await fetchCount(page, EVENTS)).toBe(2);
});

test("when the API answers 500: 'Unable to load match events' and 'Failed to load match. Please try again.'", async ({
  page,
}) => {
  const m = await runningMatch();
  await page.route(EVENTS, (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.route(new RegExp(`/api/matches/${m.id}\\?`), (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto(site(`/fixture/${m.id}`));
  await islandsHydrated(page);
  await expect(page.locator('#match-events').getByRole('alert')).toContainText('Unable to load match events');
  const board = page.locator('header[data-match-id]');
  await expect(board.getByRole('alert')).toContainText('Failed to load match. Please try again.');
  await expect(board.locator('[data-display-badge]')).toHaveCount(0);
  // Each island's Retry asks at once (the API still failing here); the visitor need not wait for the next refresh.
  let asked = page.waitForRequest(new RegExp(`/api/matches/${m.id}\\?`));
  await board.getByRole('button', { name: 'Retry' }).click();
  await asked;
  asked = page.waitForRequest(EVENTS);
  await page.locator('#match-events').getByRole('button', { name: 'Retry' }).click();
  await asked;
  // Once the API is back, swr's retry with back-off brings both without a click.
  await page.unrouteAll();
  await expect(board.locator('[data-display-badge]')).toHaveText('LIVE NOW', { timeout: 20_000 });
  await expect(page.locator('#match-events').getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('#match-events [data-event-id]').first()).toBeVisible();
});

test('a failed refresh keeps the events and the score on screen; nothing is asked while the tab is hidden', async ({
  page,
}) => {
  const m = await runningMatch();
  await watchFetches(page);
  await page.clock.install({ time: NOW });
  await page.goto(site(`/fixture/${m.id}`));
  await islandsHydrated(page);
  await settled(page, '#match-events');
  const rows = await page.locator('#match-events li').count();
  expect(rows).toBeGreaterThan(0);
  await page.route(/\/api\/(match-events|matches\/)/, (route) => route.fulfill({ status: 500, body: 'down' }));
  const failed = page.waitForResponse((r) => EVENTS.test(r.url()) && r.status() === 500);
  await page.clock.runFor(61_000);
  await failed;
  await settled(page, '#match-events');
  await expect(page.locator('#match-events li')).toHaveCount(rows);
  await expect(page.getByText('Unable to load match events')).toHaveCount(0);
  await expect(page.locator('[data-display-badge]')).toHaveText('LIVE NOW');
  await expect(page.locator('[data-score-home]')).toHaveText(String(m.scoreHome ?? 0));
  const before = await fetchCount(page, /\/api\//);
  await setHidden(page, true);
  await page.clock.runFor(3 * 61_000);
  expect(await fetchCount(page, /\/api\//)).toBe(before);
  // On the return swr asks for the match and its events at once (a tick after the event), without waiting a minute.
  await setHidden(page, false);
  await expect.poll(() => fetchCount(page, /\/api\//)).toBe(before + 2);
});

test('the build and the browser show the same events for a finished match', async ({ page }) => {
  const done = (await rawMatches()).find((x) => x.status === 'completed')!;
  const events = (await apiList('/match-events?limit=0&depth=0')).filter((e) => refId(e.match) === done.id);
  await page.goto(site(`/fixture/${done.id}`));
  const before = await page.locator('#match-events li').allInnerTexts();
  await islandsHydrated(page);
  await settled(page, '#match-events');
  expect(await page.locator('#match-events li').allInnerTexts()).toEqual(before);
  expect(before).toHaveLength(events.length);
});
