// /teams/{id}: header, back arrow, Squad and Matches tabs with counts, squad groups in the SPEC's order, the matches
// table with results from the team's side, keyboard tabs, and both panels without JavaScript.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { apiList, site, NOW } from './support/env.ts';
import { seriousViolations } from './support/axe-scan.ts';
import { byDate, rawMatches } from './support/league-data.ts';

const ORDER = ['goalkeeper', 'defender', 'midfielder', 'forward', 'Team Manager', 'Head Coach', 'Assistant Coach'];
const TITLES: Record<string, string> = {
  goalkeeper: 'Goalkeepers',
  defender: 'Defenders',
  midfielder: 'Midfielders',
  forward: 'Forwards',
};

async function aTeam() {
  const teams = await apiList('/teams?limit=0&depth=0');
  const team = teams[0]!;
  const squad = await apiList(`/players?limit=0&depth=0&where[team][equals]=${team.id}`);
  const matches = (await rawMatches())
    .filter((m) => m.home === String(team.id) || m.away === String(team.id))
    .sort(byDate);
  return { team, squad, matches };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test('shows the header, the back arrow and the squad grouped in the SPEC order with links', async ({ page }) => {
  const { team, squad } = await aTeam();
  await page.goto(site(`/teams/${team.id}`));
  await expect(page.getByRole('heading', { level: 1, name: String(team.team_name) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to teams' })).toHaveAttribute('href', '/teams');
  await expect(page.locator('main')).toContainText(String(team.stadium));
  await expect(page.locator('main')).toContainText(String(team.foundedYear));
  await expect(tab(page, 'Squad')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Squad').locator('.count')).toHaveText(new RegExp(`^${squad.length}\\b`));
  const present = ORDER.filter((p) => squad.some((s) => s.position === p));
  const groups = await page
    .locator('[data-squad-group]')
    .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-squad-group')));
  expect(groups).toEqual(present);
  for (const p of present) await expect(page.locator(`[data-squad-group="${p}"] h3`)).toHaveText(TITLES[p] ?? p);
  for (const s of squad) {
    const card = page.locator(`a[data-player-id="${s.id}"]`);
    await expect(card).toHaveAttribute('href', `/teams/${team.id}/players/${s.id}`);
    await expect(card).toContainText(String(s.name));
    if (s.jersey !== null) await expect(card.locator('.jersey')).toContainText(String(s.jersey));
    else await expect(card).toContainText(String(s.position));
  }
});

test("the Matches tab lists the team's matches by date with the result from its side", async ({ page }) => {
  const { team, matches } = await aTeam();
  await page.goto(site(`/teams/${team.id}`));
  await expect(tab(page, 'Matches').locator('.count')).toHaveText(new RegExp(`^${matches.length}\\b`));
  await tab(page, 'Matches').click();
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveAttribute('id', 'matches');
  const heads = await panel.locator('thead th').allInnerTexts();
  expect(heads).toEqual(['Date & Time', 'Match', 'Venue', 'Status', 'Result']);
  const rows = panel.locator('tbody tr');
  expect(await rows.evaluateAll((rs) => rs.map((r) => r.getAttribute('data-match-id')))).toEqual(
    matches.map((m) => m.id),
  );
  for (const m of matches.filter((x) => x.status === 'completed' || x.status === 'running').slice(0, 4)) {
    const mine = m.home === String(team.id) ? [m.scoreHome, m.scoreAway] : [m.scoreAway, m.scoreHome];
    await expect(panel.locator(`tr[data-match-id="${m.id}"] [data-result]`)).toHaveText(
      m.status === 'running' ? 'Live' : `${mine[0]} - ${mine[1]}`,
    );
  }
  const future = matches.find((m) => m.status === 'upcoming' && Date.parse(m.date ?? '') > NOW);
  if (future) await expect(panel.locator(`tr[data-match-id="${future.id}"] [data-result]`)).toHaveText('Not Started');
  const other = matches[0]!.home === String(team.id) ? matches[0]!.away : matches[0]!.home;
  await rows.first().locator(`a[href="/teams/${other}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${other}/?$`));
});

test("a completed match's result reads from each side", async ({ page }) => {
  const m = (await rawMatches()).find((x) => x.status === 'completed' && x.scoreHome !== x.scoreAway)!;
  await page.goto(site(`/teams/${m.home}#matches`));
  await expect(page.locator(`tr[data-match-id="${m.id}"] [data-result]`)).toHaveText(`${m.scoreHome} - ${m.scoreAway}`);
  await page.goto(site(`/teams/${m.away}#matches`));
  await expect(page.locator(`tr[data-match-id="${m.id}"] [data-result]`)).toHaveText(`${m.scoreAway} - ${m.scoreHome}`);
});

test("at view time: 'Not Started' before the kickoff, 'Pending' after it, and 'Today's Match' on the day (SPEC §4)", async ({
  page,
}) => {
  const { team, matches } = await aTeam();
  const future = matches.find((m) => m.status === 'upcoming' && Date.parse(m.date ?? '') > NOW + 86_400_000);
  expect(future, 'the team has an upcoming match on a later day').toBeTruthy();
  const kickoff = Date.parse(future!.date!);
  const row = () => page.locator(`tr[data-match-id="${future!.id}"]`);
  // The page was built before that day: it says Upcoming and Not Started in its HTML.
  await page.clock.setFixedTime(kickoff - 60_000);
  await page.goto(site(`/teams/${team.id}#matches`));
  await expect(row().locator('[data-result]')).toHaveText('Not Started');
  await expect(row().locator('[data-status-label]')).toHaveText("Today's Match");
  // Viewed after the kickoff, with the API still saying upcoming (no rebuild since).
  await page.clock.setFixedTime(kickoff + 60_000);
  await page.reload();
  await expect(row().locator('[data-result]')).toHaveText('Pending');
  await expect(row().locator('[data-status-label]')).toHaveText("Today's Match");
  await page.clock.setFixedTime(kickoff + 2 * 86_400_000);
  await page.reload();
  await expect(row().locator('[data-result]')).toHaveText('Pending');
  await expect(row().locator('[data-status-label]')).toHaveText('Upcoming');
});

test('the tabs follow the ARIA pattern with the arrow keys, Home and End', async ({ page }) => {
  const { team } = await aTeam();
  await page.goto(site(`/teams/${team.id}`));
  await expect(page.getByRole('tablist', { name: 'Team sections' })).toBeVisible();
  await expect(page.locator('#matches')).toBeHidden();
  await tab(page, 'Squad').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Matches')).toBeFocused();
  await expect(tab(page, 'Matches')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#matches')).toBeVisible();
  await expect(page.locator('#squad')).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Squad')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Matches')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(page, 'Squad')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab(page, 'Matches')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Squad')).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Tab');
  await expect(page.locator('#matches')).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('both panels show one after the other', async ({ page }) => {
    const { team } = await aTeam();
    await page.goto(site(`/teams/${team.id}`));
    await expect(page.getByRole('heading', { name: 'Squad', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Matches', exact: true })).toBeVisible();
    await expect(page.locator('#matches table')).toBeVisible();
  });
});

test('has no serious accessibility violations on either tab', async ({ page }) => {
  const { team } = await aTeam();
  await page.goto(site(`/teams/${team.id}`));
  expect(await seriousViolations(page)).toEqual([]);
  await tab(page, 'Matches').click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('every team of the API has its page', async ({ request }) => {
  const teams = await apiList('/teams?limit=0&depth=0');
  for (const t of teams) expect((await request.get(site(`/teams/${t.id}`))).status()).toBe(200);
});
