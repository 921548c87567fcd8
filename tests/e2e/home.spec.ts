// Home (SPEC §1, §2, §9): hero, headlines, current and next match, standings, upcoming, highlights, sponsors, top scorers.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiList, site, NOW } from './support/env.ts';
import { seriousViolations } from './support/axe-scan.ts';
import { bannerHeading } from '../../src/lib/league/match-status.ts';
import { countdownPick } from '../../src/lib/league/countdown.ts';
import { homeUpcoming } from '../../src/lib/league/home-upcoming.ts';
import { DATE_FORMATS, formatNepal } from '../../src/lib/format/base.ts';

type Doc = Record<string, unknown>;
const ref = (v: unknown) => (v && typeof v === 'object' ? (v as Doc) : null);
const teamName = (v: unknown) => String(ref(v)?.team_name ?? 'TBD');

async function apiMatches() {
  const docs = await apiList('/matches?limit=0&depth=1');
  return docs.map((m) => ({
    id: String(m.id),
    date: (m.match_date as string | null) ?? null,
    status: String(m.status),
    week: (m.week as number | null) ?? null,
    home: teamName(m.homeTeam),
    away: teamName(m.awayTeam),
  }));
}

const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

test('hero: the slogan, Buy Tickets, and Watch Live on small screens only', async ({ page }, info) => {
  await page.goto(site('/'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('8 Schools. 1 League. Every Dream Counts.');
  const hero = page.locator('.hero');
  await expect(hero.getByRole('link', { name: 'Buy Tickets' })).toHaveAttribute('href', '/book-seat');
  const live = hero.locator('a', { hasText: 'Watch Live' });
  await expect(live).toHaveAttribute('href', '/live-match');
  if (info.project.name === 'phone') await expect(live).toBeVisible();
  else await expect(live).toBeHidden();
});

test('Top Headlines types the three messages in turn; every message is in the HTML', async ({ page }) => {
  // What the banner shows when the page has loaded: typing waits for that (and an idle moment), so the first frames
  // are not spent drawing characters while the islands hydrate.
  await page.addInitScript(() =>
    addEventListener('load', () => {
      const w = window as unknown as { atLoad: [string | undefined, string | null] };
      const el = document.querySelector<HTMLElement>('[data-typing]');
      w.atLoad = [el?.dataset.typing, el?.textContent ?? null];
    }),
  );
  await page.goto(site('/'));
  const banner = page.getByRole('region', { name: 'Top Headlines' });
  await expect(banner.getByText('Top Headlines :')).toBeVisible();
  const messages = ['Welcome to the', 'Every Match. Every Goal.', 'Every Dream — Live and Unmissable.'];
  for (const m of messages) await expect(banner.locator('.visually-hidden')).toContainText(m);
  const typed = banner.locator('[data-typing]');
  await expect(typed).toHaveAttribute('data-typing', 'on');
  const [stateAtLoad, textAtLoad] = await page.evaluate(
    () => (window as unknown as { atLoad: [string | undefined, string | null] }).atLoad,
  );
  expect(stateAtLoad).toBe('');
  for (const m of messages) expect(textAtLoad).toContain(m);
  // 80 ms a character: after a moment only the start of the welcome is there, later the whole of it.
  await expect.poll(async () => (await typed.textContent())?.length ?? 0, { timeout: 2000 }).toBeGreaterThan(3);
  await expect(typed).toHaveText(/^Welcome to the .+!$/, { timeout: 6000 });
  await expect(typed).toHaveText('Every Match. Every Goal.', { timeout: 8000 });
});

test('Top Headlines shows all messages without animation for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(site('/'));
  const typed = page.locator('[data-typing]');
  // Typing would start at the latest 3 s after the load event (an idle moment, or requestIdleCallback's timeout), and
  // goto returns at the load event: past that, a banner not typing is the reduced-motion rule, not a late start.
  await page.waitForTimeout(3500);
  await expect(typed).not.toHaveAttribute('data-typing', 'on');
  await expect(typed).toContainText('Every Match. Every Goal.');
  await expect(typed).toContainText('Every Dream — Live and Unmissable.');
});

test('current match banner and Next Match Countdown follow the countdown rule on the API data', async ({ page }) => {
  const now = NOW;
  const { current, target } = countdownPick(await apiMatches(), now);
  await page.goto(site('/'));
  const banner = page.locator('#current-match');
  await expect(banner).toHaveAttribute('data-current-match', '');
  if (current) {
    await expect(banner.getByRole('heading', { level: 2 })).toHaveText(bannerHeading(current, now));
    await expect(banner).toContainText(current.home);
    await expect(banner).toContainText(current.away);
    await expect(banner).toContainText(formatNepal(current.date, DATE_FORMATS.liveBanner));
    await expect(banner).toHaveAttribute('data-match-id', current.id);
  } else {
    await expect(banner).toContainText('No Current Match');
    await expect(banner).toContainText('No current match available');
  }
  const countdown = page.locator('#next-match-countdown');
  if (target) {
    await expect(countdown).toContainText(target.home);
    await expect(countdown).toContainText(target.away);
    await expect(countdown).toContainText(formatNepal(target.date, DATE_FORMATS.countdown));
    await expect(countdown).toContainText(formatNepal(target.date, DATE_FORMATS.kickoff));
    await expect(countdown).toHaveAttribute('data-target-date', new Date(target.date ?? 0).toISOString());
    const values = countdown.locator('[data-unit]');
    await expect(values).toHaveCount(4);
    for (const v of await values.allTextContents()) expect(v).toMatch(/^\d{2,}$/);
    await expect(countdown.locator('[data-unit] + span')).toHaveText(['Days', 'Hours', 'Minutes', 'Seconds']);
  } else {
    await expect(countdown).toContainText('No upcoming matches');
    await expect(countdown).toContainText('Check back later for schedule updates');
  }
  // The boxes keep their height when an island later replaces their inside.
  for (const box of [banner, countdown]) expect((await box.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(300);
});

test("League Standings: the API's table by points then goal difference, rows to the team pages", async ({ page }) => {
  const rows = await apiList('/tables?limit=0&depth=1');
  const expected = rows
    .map((r) => ({
      id: String(ref(r.team)?.id),
      name: teamName(r.team),
      points: Number(r.points),
      gd: Number(r.goalDifference),
      gf: Number(r.goalsFor),
    }))
    .sort((a, b) => b.points - a.points || b.gd - a.gd || b.gf - a.gf || a.name.localeCompare(b.name));
  await page.goto(site('/'));
  const s = section(page, 'League Standings');
  await expect(s.getByText('Current season points table', { exact: true })).toBeVisible();
  const headers = (await s.locator('thead th').allTextContents()).map((t) => t.trim());
  expect(headers.filter((h) => h !== '#')).toEqual(['Team', 'P', 'W', 'D', 'L', 'GF', 'GA', 'GD', 'PTS', 'Form']);
  const links = s.locator('tbody tr th a');
  await expect(links).toHaveText(expected.map((e) => e.name));
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
    expected.map((e) => `/teams/${e.id}`),
  );
  // A click anywhere on the row (here its Form cell) lands on the team link stretched over the row.
  await s.locator('tbody tr').first().locator('td').last().click({ force: true });
  await expect(page).toHaveURL(site(`/teams/${expected[0]!.id}`));
});

test('Upcoming Matches: at most three upcoming from today, each to its match centre', async ({ page }) => {
  const expected = homeUpcoming(await apiMatches(), NOW);
  await page.goto(site('/'));
  const s = section(page, 'Upcoming Matches');
  await expect(s.getByText("Current week's fixtures")).toBeVisible();
  await expect(s.getByRole('link', { name: 'View All Fixtures' })).toHaveAttribute('href', '/fixture');
  const cards = s.locator('[data-upcoming-item]:visible a.match-card');
  await expect(cards).toHaveCount(expected.length);
  if (expected.length === 0) await expect(s.getByText('No upcoming matches scheduled.')).toBeVisible();
  for (const [i, m] of expected.entries()) {
    await expect(cards.nth(i)).toHaveAttribute('href', `/fixture/${m.id}`);
    await expect(cards.nth(i)).toContainText(formatNepal(m.date, DATE_FORMATS.fixture));
    await expect(cards.nth(i)).toContainText(m.home);
  }
});

test('Upcoming Matches are re-chosen in the browser when the page is viewed days later', async ({ page }) => {
  const matches = await apiMatches();
  const built = homeUpcoming(matches, NOW);
  expect(built.length, 'the demo season always has upcoming matches').toBeGreaterThan(0);
  const later = new Date(built[0]!.date!).getTime() + 24 * 3600_000;
  await page.clock.setFixedTime(later);
  await page.goto(site('/'));
  const expected = homeUpcoming(matches, later).map((m) => `/fixture/${m.id}`);
  const shown = page.locator('[data-upcoming-item]:visible a.match-card');
  await expect
    .poll(() => shown.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    .toEqual(expected.filter((h) => h));
});

test('Match Highlights: three most recent; the viewer opens a no-cookie player and closes by button, backdrop and Escape', async ({
  page,
}) => {
  const docs = await apiList('/highlights?limit=0&depth=1');
  const recent = [...docs].sort((a, b) => String(b.publishedDate).localeCompare(String(a.publishedDate))).slice(0, 3);
  await page.goto(site('/'));
  const s = section(page, 'Match Highlights');
  await expect(s.getByRole('heading', { level: 3 })).toHaveText(recent.map((h) => String(h.title)));
  await expect(s.getByRole('link', { name: 'View All Highlights' })).toHaveAttribute('href', '/highlights');
  await expect(page.locator('iframe')).toHaveCount(0);
  const dialog = page.locator('#highlight-viewer');
  const opener = s.getByRole('button', { name: /Watch Highlight/ }).first();
  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${recent[0]!.videoId}`),
  );
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(3, 3); // the backdrop
  await expect(dialog).toBeHidden();
  await opener.click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('Sponsors: newest first, every logo links out in a new tab; Become a Sponsor', async ({ page }) => {
  const sponsors = await apiList('/sponsors?limit=0&depth=1'); // the API's default order: newest first
  await page.goto(site('/'));
  const s = section(page, 'Sponsors');
  await expect(s.locator('li img')).toHaveCount(sponsors.length);
  expect(await s.locator('li img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(
    sponsors.map((sp) => String(sp.name)),
  );
  for (const sp of sponsors) {
    const link = s.getByRole('link', {
      name: new RegExp(`^${String(sp.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await expect(link).toHaveAttribute('href', String(sp.website));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(s.getByRole('link', { name: 'Become a Sponsor' })).toHaveAttribute('href', '/sponsers');
});

test('Top Scorers: players with goals, most first, top five, with player and team links', async ({ page }) => {
  const players = await apiList('/players?limit=0&depth=0');
  const expected = players
    .filter((p) => Number(p.goals) > 0)
    .sort(
      (a, b) =>
        Number(b.goals) - Number(a.goals) ||
        Number(a.appearance) - Number(b.appearance) ||
        String(a.name).localeCompare(String(b.name)),
    )
    .slice(0, 5);
  await page.goto(site('/'));
  const s = section(page, 'Top Scorers');
  const headers = (await s.locator('thead th').allTextContents()).map((t) => t.trim());
  expect(headers).toEqual(['Rank', 'Player', 'Team', 'Position', 'Goals', 'Appearance']);
  const rows = s.locator('tbody tr');
  await expect(rows).toHaveCount(expected.length);
  for (const [i, p] of expected.entries()) {
    const row = rows.nth(i);
    await expect(row.locator('td').first()).toHaveText(String(i + 1));
    await expect(row.getByRole('link', { name: String(p.name) })).toHaveAttribute(
      'href',
      `/teams/${p.team}/players/${p.id}`,
    );
    await expect(row.locator('td').nth(1).getByRole('link')).toHaveAttribute('href', `/teams/${p.team}`);
    await expect(row.locator('td').nth(3)).toHaveText(String(p.goals));
  }
});

test('axe finds no serious or critical violations on the home page', async ({ page }) => {
  await page.goto(site('/'));
  expect(await seriousViolations(page)).toEqual([]);
});
