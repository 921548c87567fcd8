// /fixture filters (SPEC §2, §4) with the browser's clock set around midnight in Kathmandu: All, Today and Upcoming
// (from the end of today, lowest week only), 'No {filter} matches found.', the filter in the address, and no JavaScript.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { filterFixtures, type FixtureFilter } from '../../src/lib/league/fixtures.ts';
import { site, NOW } from './support/env.ts';
import { seriousViolations } from './support/axe-scan.ts';
import { byDate, rawMatches } from './support/league-data.ts';

const LABELS: Record<FixtureFilter, string> = { all: 'All Matches', today: "Today's Matches", upcoming: 'Upcoming' };
const npt = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00+05:45`);
const nepalDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date(iso));

async function shown(page: Page): Promise<string[]> {
  return page
    .locator('li[data-fixture]:visible')
    .evaluateAll((ls) => ls.map((l) => l.getAttribute('data-match-id') ?? ''));
}

async function choose(page: Page, filter: FixtureFilter) {
  await page.getByRole('button', { name: LABELS[filter], exact: true }).click();
  for (const f of Object.keys(LABELS) as FixtureFilter[]) {
    await expect(page.getByRole('button', { name: LABELS[f], exact: true })).toHaveAttribute(
      'aria-pressed',
      String(f === filter),
    );
  }
}

async function expectFilter(page: Page, filter: FixtureFilter, now: number) {
  const open = (await rawMatches()).filter((m) => m.status !== 'completed');
  const expected = filterFixtures(open, filter, now).map((m) => m.id);
  await choose(page, filter);
  expect(await shown(page), `${filter} at ${new Date(now).toISOString()}`).toEqual(expected);
  const empty = page.getByText(`No ${filter} matches found.`, { exact: true });
  if (expected.length === 0) await expect(empty).toBeVisible();
  else await expect(empty).toBeHidden();
  // A week heading shows only with matches under it.
  const weeks = [...new Set(filterFixtures(open, filter, now).map((m) => `Week ${m.week}`))];
  expect(await page.locator('section[data-week-group]:visible h2').allInnerTexts()).toEqual(weeks);
  return expected;
}

/** The first day after today (Nepal) that has a match not completed. */
async function nextMatchDay(): Promise<string> {
  const today = nepalDate(new Date(NOW).toISOString());
  const later = (await rawMatches())
    .filter((m) => m.status !== 'completed' && m.date && nepalDate(m.date) > today)
    .sort(byDate);
  expect(later.length, 'the demo season has later match days').toBeGreaterThan(0);
  return nepalDate(later[0]!.date!);
}

test('five minutes before midnight: nothing today, and Upcoming is the next match day week', async ({ page }) => {
  const day = await nextMatchDay();
  const eve = npt(day, '00:00') - 5 * 60_000;
  await page.clock.setFixedTime(eve);
  await page.goto(site('/fixture'));
  expect(await expectFilter(page, 'today', eve)).toEqual([]);
  await expect(page.getByText('No today matches found.', { exact: true })).toBeVisible();
  const upcoming = await expectFilter(page, 'upcoming', eve);
  expect(upcoming.length).toBeGreaterThan(0);
  await expectFilter(page, 'all', eve);
});

test("five minutes after midnight: that day's matches move from Upcoming to Today", async ({ page }) => {
  const day = await nextMatchDay();
  const eve = npt(day, '00:00') - 5 * 60_000;
  const night = npt(day, '00:05');
  await page.clock.setFixedTime(night);
  await page.goto(site('/fixture'));
  const today = await expectFilter(page, 'today', night);
  expect(today.length).toBeGreaterThan(0);
  const open = (await rawMatches()).filter((m) => m.status !== 'completed');
  const before = filterFixtures(open, 'upcoming', eve).map((m) => m.id);
  for (const id of today) expect(before).toContain(id);
  const upcoming = await expectFilter(page, 'upcoming', night);
  for (const id of today) expect(upcoming).not.toContain(id);
});

test('at the real time: Today, Upcoming and All, and the filter kept in the address', async ({ page }) => {
  await page.goto(site('/fixture'));
  const now = NOW;
  await expectFilter(page, 'today', now);
  await expect(page).toHaveURL(/\?filter=today$/);
  await expectFilter(page, 'upcoming', now);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Upcoming', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const open = (await rawMatches()).filter((m) => m.status !== 'completed');
  expect(await shown(page)).toEqual(filterFixtures(open, 'upcoming', NOW).map((m) => m.id));
  await expectFilter(page, 'all', NOW);
  await expect(page).toHaveURL(/\/fixture\/?$/);
});

test("has no serious accessibility violations with a filter applied and with 'No today matches found.'", async ({
  page,
}) => {
  const day = await nextMatchDay();
  await page.clock.setFixedTime(npt(day, '00:00') - 5 * 60_000);
  await page.goto(site('/fixture?filter=today'));
  await expect(page.getByText('No today matches found.', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page is the All view and the filters cannot be pressed', async ({ page }) => {
    const open = (await rawMatches()).filter((m) => m.status !== 'completed').sort(byDate);
    await page.goto(site('/fixture?filter=today'));
    expect((await shown(page)).sort()).toEqual(open.map((m) => m.id).sort());
    const all = page.getByRole('button', { name: 'All Matches', exact: true });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toBeDisabled();
  });
});
