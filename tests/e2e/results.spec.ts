// /results: completed matches under 'Week {n}', weeks descending, newest first, each card to its match centre.
import { expect, test } from './support/test.ts';
import { site } from './support/env.ts';
import { seriousViolations } from './support/axe-scan.ts';
import { namesById, rawMatches } from './support/league-data.ts';

test('groups the completed matches by week, weeks descending, newest first', async ({ page }) => {
  const done = (await rawMatches()).filter((m) => m.status === 'completed');
  expect(done.length).toBeGreaterThan(0);
  const weeks = [...new Set(done.map((m) => m.week))].sort((a, b) => (b ?? -1) - (a ?? -1));
  await page.goto(site('/results'));
  await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
  const headings = await page.locator('main h2').allInnerTexts();
  expect(headings).toEqual(weeks.map((w) => `Week ${w}`));
  for (const w of weeks) {
    const section = page.getByRole('region', { name: `Week ${w}` });
    const hrefs = await section.locator('a.match-card').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const inWeek = done.filter((m) => m.week === w);
    expect(hrefs.sort()).toEqual(inWeek.map((m) => `/fixture/${m.id}`).sort());
    const dates = await section
      .locator('li[data-fixture]')
      .evaluateAll((ls) => ls.map((l) => Date.parse(l.getAttribute('data-date') ?? '')));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  }
});

test('each card shows both teams and the final score', async ({ page }) => {
  const done = (await rawMatches()).filter((m) => m.status === 'completed');
  const teams = await namesById('/teams', 'team_name');
  await page.goto(site('/results'));
  for (const m of done.slice(0, 6)) {
    const card = page.locator(`a.match-card[href="/fixture/${m.id}"]`);
    await expect(card).toContainText(teams.get(m.home!)!);
    await expect(card).toContainText(teams.get(m.away!)!);
    await expect(card.locator('[data-score]')).toHaveText(
      new RegExp(`${m.scoreHome ?? 0}\\s*-\\s*(to\\s*)?${m.scoreAway ?? 0}`),
    );
    await expect(card.locator('[data-status-label]')).toHaveText('Completed');
  }
  const first = page.locator('a.match-card').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}/?$`));
});

test('has no serious accessibility violations', async ({ page }) => {
  await page.goto(site('/results'));
  expect(await seriousViolations(page)).toEqual([]);
});
