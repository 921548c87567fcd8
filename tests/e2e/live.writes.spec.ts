// Content changed in the CMS reaches open pages without a rebuild (SPEC §2, §4): a match goes live on the home banner
// and in its match centre, a new event appears within one refresh, live videos come and go. These tests write to the
// shared demo API, so they run in their own project after all the others, and put every document back as it was.
import { expect, test } from './support/test.ts';
import { countdownPick } from '../../src/lib/league/countdown.ts';
import { adminCreate, adminDelete, adminUpdate } from './support/admin.ts';
import { apiGet, apiList, site, NOW } from './support/env.ts';
import { rawMatches, refId } from './support/league-data.ts';
import { islandsHydrated, settled } from './support/islands.ts';

type Doc = Record<string, unknown>;

test('a match turns live on the home banner and in its match centre after a content change, without a rebuild', async ({
  page,
  context,
}) => {
  const matches = await rawMatches();
  const { current, target } = countdownPick(matches, NOW);
  expect(current?.status, 'the demo season has a running match').toBe('running');
  expect(target?.status).toBe('upcoming');
  const saved = await Promise.all([current!, target!].map((m) => apiGet(`/matches/${m.id}?depth=0`) as Promise<Doc>));
  await context.clock.install({ time: NOW });
  await page.goto(site('/'));
  const centre = await context.newPage();
  await centre.goto(site(`/fixture/${target!.id}`));
  for (const p of [page, centre]) await islandsHydrated(p);
  await settled(page, '#next-match-countdown');
  await settled(centre, 'header[data-match-id]');
  const banner = page.locator('#current-match');
  await expect(banner).toHaveAttribute('data-match-id', current!.id);
  await expect(page.locator('#next-match-countdown')).toHaveAttribute('data-match-id', target!.id);
  await expect(centre.locator('[data-display-badge]')).toHaveText('TODAY');
  try {
    // The first match ends, the next one kicks off and scores.
    await adminUpdate('matches', current!.id, { status: 'completed' });
    await adminUpdate('matches', target!.id, { status: 'running', scoreHome: 2, scoreAway: 1 });
    const after = countdownPick(await rawMatches(), NOW);
    await context.clock.runFor(61_000);
    await expect(banner).toHaveAttribute('data-match-id', target!.id);
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText('LIVE NOW');
    await expect(banner.locator('[data-score]')).toHaveText('2 - 1');
    await expect(page.locator('#next-match-countdown')).toHaveAttribute('data-match-id', after.target?.id ?? '');
    await expect(centre.locator('[data-display-badge]')).toHaveText('LIVE NOW');
    await expect(centre.locator('[data-score-home]')).toHaveText('2');
    await expect(centre.locator('[data-score-away]')).toHaveText('1');
  } finally {
    for (const doc of saved)
      await adminUpdate('matches', doc.id as number, {
        status: doc.status,
        scoreHome: doc.scoreHome,
        scoreAway: doc.scoreAway,
      });
  }
});

test('a goal recorded in the CMS appears in the match centre within one refresh', async ({ page }) => {
  const running = (await rawMatches()).find((m) => m.status === 'running')!;
  const match = (await apiGet(`/matches/${running.id}?depth=0`)) as Doc;
  const scorerId = (match.homePlayers as number[])[9]!;
  const scorer = (await apiGet(`/players/${scorerId}?depth=0`)) as Doc;
  await page.clock.install({ time: NOW });
  await page.goto(site(`/fixture/${running.id}`));
  await islandsHydrated(page);
  await settled(page, '#match-events');
  const rows = page.locator('#match-events li');
  const before = await rows.count();
  const event = await adminCreate('match-events', {
    match: Number(running.id),
    teamSelection: refId(match.homeTeam) === null ? null : Number(refId(match.homeTeam)),
    eventType: 'goal',
    minute: 89,
    player: scorerId,
  });
  try {
    await page.clock.runFor(61_000);
    await expect(rows).toHaveCount(before + 1);
    const added = page.locator(`#match-events li[data-event-id="${event.id}"]`);
    await expect(added.locator('[data-minute]')).toHaveText("89'");
    await expect(added.locator('[data-label]')).toHaveText('Goal');
    await expect(added).toContainText(String(scorer.name));
    await expect(added).toHaveAttribute('data-side', 'home');
  } finally {
    await adminDelete('match-events', event.id);
  }
});

test("live videos: switched off, the page says 'No Live Matches Available'; a new one with a bad link says 'Invalid URL or Channel'", async ({
  page,
}) => {
  const active = (await apiList('/watchlive?limit=0&depth=0')).filter((v) => v.isActive === true);
  expect(active.length).toBeGreaterThan(0);
  await page.clock.install({ time: NOW });
  await page.goto(site('/live-match'));
  await islandsHydrated(page);
  await settled(page, '#live-match-root [aria-busy]');
  await expect(page.locator('#live-match-root li')).toHaveCount(active.length);
  let added: Doc | null = null;
  try {
    for (const v of active) await adminUpdate('watchlive', v.id as number, { isActive: false });
    await page.clock.runFor(61_000);
    await expect(page.getByText('No Live Matches Available', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    added = await adminCreate('watchlive', {
      isActive: true,
      platform: 'youtube',
      videoUrl: 'https://www.youtube.com/watch?v=tooShort',
      twitchChannel: null,
      title: 'Semi-final stream',
    });
    await page.clock.runFor(61_000);
    const card = page.locator('#live-match-root li');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Semi-final stream');
    await expect(card.getByText('Invalid URL or Channel')).toBeVisible();
  } finally {
    if (added) await adminDelete('watchlive', added.id as number);
    for (const v of active) await adminUpdate('watchlive', v.id as number, { isActive: true });
  }
});
