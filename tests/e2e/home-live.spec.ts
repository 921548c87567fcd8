// Home islands in the browser (SPEC §2, §4): the countdown with a controlled clock, the live refresh of the match list,
// its failure texts, and the pause while the tab is hidden. The demo API is shared: these tests only read it.
import { expect, test } from './support/test.ts';
import { countdownPick } from '../../src/lib/league/countdown.ts';
import { leagueText, statusText } from '../../src/i18n/texts/league.ts';
import { homeUpcoming } from '../../src/lib/league/home-upcoming.ts';
import { site, NOW } from './support/env.ts';
import { rawMatches } from './support/league-data.ts';
import { fetchCount, islandsHydrated, setHidden, settled, watchFetches } from './support/islands.ts';

const MATCHES = /\/api\/matches\?/;

test('the countdown ticks every second and stops at all zeros once the kickoff has passed', async ({ page }) => {
  const matches = await rawMatches();
  const { target } = countdownPick(matches, NOW);
  expect(target?.date, 'the demo season has a next match').toBeTruthy();
  const kickoff = Date.parse(target!.date!);
  expect(countdownPick(matches, kickoff - 120_000).target?.id).toBe(target!.id);
  await page.clock.install({ time: kickoff - 120_000 });
  await page.goto(site('/'));
  await islandsHydrated(page);
  // The first answer must be in before the clock jumps, or the jump would time the request out.
  await settled(page, '#next-match-countdown');
  const countdown = page.locator('#next-match-countdown');
  await expect(countdown).toHaveAttribute('data-match-id', target!.id);
  const digits = countdown.locator('[data-unit]');
  await page.clock.pauseAt(kickoff - 3000);
  await expect(digits).toHaveText(['00', '00', '00', '03']);
  await page.clock.runFor(1000);
  await expect(digits).toHaveText(['00', '00', '00', '02']);
  await page.clock.runFor(5000);
  await expect(digits).toHaveText(['00', '00', '00', '00']);
  await page.clock.runFor(90_000);
  await expect(digits).toHaveText(['00', '00', '00', '00']);
});

test('each tick changes the countdown digits and nothing else of the island', async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.goto(site('/'));
  await islandsHydrated(page);
  await settled(page, '#next-match-countdown');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
  await page.evaluate(() => {
    const w = window as unknown as { __changed: string[] };
    w.__changed = [];
    const where = (n: Node) =>
      (n instanceof Element ? n : n.parentElement)?.closest('[data-unit]')?.getAttribute('data-unit') ??
      `outside: ${n.nodeName}`;
    const observer = new MutationObserver((records) => records.forEach((r) => w.__changed.push(where(r.target))));
    for (const box of document.querySelectorAll('#current-match, #next-match-countdown')) {
      observer.observe(box, { subtree: true, childList: true, characterData: true, attributes: true });
    }
  });
  await page.clock.runFor(3000);
  const changed = await page.evaluate(() => (window as unknown as { __changed: string[] }).__changed);
  expect(changed).toContain('seconds');
  expect(changed.filter((c) => !['days', 'hours', 'minutes', 'seconds'].includes(c))).toEqual([]);
});

test("upcoming cards say Today's Match on their own day, chosen again in the browser", async ({ page }) => {
  const matches = await rawMatches();
  const built = homeUpcoming(matches, NOW);
  // A day after the build: the first upcoming match of a later day, viewed that morning.
  const later = matches.filter(
    (m) => m.status === 'upcoming' && Date.parse(m.date ?? '') > Date.parse(built.at(-1)?.date ?? '') + 86_400_000,
  );
  const day = Date.parse(later.sort((a, b) => Date.parse(a.date!) - Date.parse(b.date!))[0]!.date!) - 2 * 3600_000;
  await page.clock.setFixedTime(day);
  await page.goto(site('/'));
  const expected = homeUpcoming(matches, day);
  const cards = page.locator('[data-upcoming-item]:visible');
  await expect(cards).toHaveCount(expected.length);
  for (const [i, m] of expected.entries()) {
    await expect(cards.nth(i)).toHaveAttribute('data-match-id', m.id);
    await expect(cards.nth(i).locator('[data-status-label]')).toHaveText(statusText(leagueText.en, m, day).text);
  }
  expect(expected.some((m) => statusText(leagueText.en, m, day).text === "Today's Match")).toBe(true);
});

test("the countdown box shows a loading mark while the first answer is on its way, over the build's match", async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(MATCHES, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(site('/'));
  await islandsHydrated(page);
  const countdown = page.locator('#next-match-countdown');
  await expect(countdown.getByRole('status')).toHaveText('Loading…');
  await expect(countdown).toHaveAttribute('aria-busy', 'true');
  await expect(countdown.locator('[data-unit]')).toHaveCount(4);
  release();
  await settled(page, '#next-match-countdown');
  await expect(countdown.getByRole('status')).toHaveCount(0);
});

test("when the API answers 500: 'Error fetching matches' and the banner's failure with Retry, which recovers", async ({
  page,
}) => {
  await page.route(MATCHES, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await page.goto(site('/'));
  await islandsHydrated(page);
  await expect(page.locator('#next-match-countdown')).toContainText('Error fetching matches');
  const banner = page.locator('#current-match');
  await expect(banner.getByRole('alert')).toHaveText(/Failed to load data\. Please try again\./);
  // Retry asks at once (the API still failing, the failure stays); once the API is back, swr's retry with back-off
  // brings the matches without a click.
  const asked = page.waitForRequest(MATCHES);
  await banner.getByRole('button', { name: 'Retry' }).click();
  await asked;
  await page.unroute(MATCHES);
  const { current } = countdownPick(await rawMatches(), NOW);
  await expect(banner).toHaveAttribute('data-match-id', current!.id, { timeout: 20_000 });
  await expect(page.locator('#next-match-countdown [data-unit]')).toHaveCount(4);
  await expect(page.getByText('Error fetching matches')).toHaveCount(0);
});

test('a failed refresh keeps the last good matches on screen', async ({ page }) => {
  await page.clock.install({ time: NOW });
  await page.goto(site('/'));
  await islandsHydrated(page);
  await settled(page, '#next-match-countdown');
  const shown = await page.locator('#current-match').getAttribute('data-match-id');
  await page.route(MATCHES, (route) => route.fulfill({ status: 500, body: 'down' }));
  const failed = page.waitForResponse((r) => MATCHES.test(r.url()) && r.status() === 500);
  await page.clock.runFor(61_000);
  await failed;
  await settled(page, '#next-match-countdown');
  await expect(page.locator('#current-match')).toHaveAttribute('data-match-id', shown!);
  await expect(page.getByText('Error fetching matches')).toHaveCount(0);
  await expect(page.locator('#next-match-countdown [data-unit]')).toHaveCount(4);
});

test('the match list is not asked while the tab is hidden, and is asked again on return', async ({ page }) => {
  await watchFetches(page);
  await page.clock.install({ time: NOW });
  await page.goto(site('/'));
  await islandsHydrated(page);
  await settled(page, '#next-match-countdown');
  expect(await fetchCount(page, MATCHES)).toBe(1);
  const answered = page.waitForResponse(MATCHES);
  await page.clock.runFor(61_000);
  expect(await fetchCount(page, MATCHES)).toBe(2);
  await answered;
  await settled(page, '#next-match-countdown');
  await setHidden(page, true);
  await page.clock.runFor(5 * 61_000);
  expect(await fetchCount(page, MATCHES)).toBe(2);
  // swr asks on the return itself (its focus revalidation runs a tick after the event): once, for both home islands.
  await setHidden(page, false);
  await expect.poll(() => fetchCount(page, MATCHES)).toBe(3);
  await page.waitForTimeout(500);
  expect(await fetchCount(page, MATCHES)).toBe(3);
});
