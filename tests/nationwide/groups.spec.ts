// A national league a fan can find his way in (issue 23), on the nationwide seed: a group's pages list exactly its
// group, /table and /teams list every group once by province and district, home shows the group table of a school the
// visitor follows, the fixture list is paged, and no built page is over the page budget.
import type { Page } from '@playwright/test';
import { overBudget, PAGE_BUDGET, walkPages } from '../../scripts/bench/page-budget.ts';
import { wcagViolations } from '../e2e/support/axe-scan.ts';
import { API_URL, NOW, site } from '../e2e/support/env.ts';
import { expect, test } from '../e2e/support/test.ts';

type Doc = Record<string, unknown> & { id: number };

async function all(collection: string): Promise<Doc[]> {
  const res = await fetch(`${API_URL}/api/${collection}?depth=0&limit=5000`);
  expect(res.ok).toBe(true);
  return ((await res.json()) as { docs: Doc[] }).docs;
}

let groups: Doc[] = [];
let teams: Doc[] = [];
test.beforeAll(async () => {
  [groups, teams] = await Promise.all([all('groups'), all('teams')]);
  expect(groups.length).toBeGreaterThan(50);
});

const membersOf = (groupId: number) => teams.filter((t) => t.group === groupId).map((t) => String(t.id));
const rowIds = (page: Page) =>
  page
    .locator('[data-group-table] tbody tr[data-team-id], [data-home-group] tbody tr[data-team-id]')
    .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.teamId ?? ''));

test("a group's table lists exactly its group's schools, in English and in Nepali", async ({ page }) => {
  for (const group of [groups[0]!, groups[groups.length - 1]!, groups[Math.floor(groups.length / 2)]!]) {
    await page.goto(site(`/table/${group.id}`));
    await expect(page.locator('h1')).toHaveText(String(group.name));
    expect((await rowIds(page)).sort()).toEqual(membersOf(group.id).sort());
    await page.goto(site(`/ne/table/${group.id}`));
    await expect(page.locator('h1')).toHaveText(String(group.name_ne));
    expect((await rowIds(page)).sort()).toEqual(membersOf(group.id).sort());
  }
});

test("a group's fixtures, results and schools are its own", async ({ page }) => {
  const group = groups[7]!;
  const members = new Set(membersOf(group.id));
  const matches = await all('matches');
  const ours = matches.filter((m) => members.has(String(m.homeTeam)));
  const ids = (sel: string) =>
    page.locator(sel).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.matchId ?? ''));

  await page.goto(site(`/table/${group.id}`));
  await page.getByRole('link', { name: 'Fixtures of this group' }).click();
  await expect(page).toHaveURL(new RegExp(`/fixture/group/${group.id}$`));
  const open = ours.filter((m) => m.status !== 'completed').map((m) => String(m.id));
  expect((await ids('[data-fixture-list] li[data-fixture]')).sort()).toEqual(open.sort());

  await page.goto(site(`/results/group/${group.id}`));
  const done = ours.filter((m) => m.status === 'completed').map((m) => String(m.id));
  expect((await ids('li[data-fixture]')).sort()).toEqual(done.sort());

  await page.goto(site(`/teams/group/${group.id}`));
  const links = await page
    .locator('.card a.btn')
    .evaluateAll((as) => as.map((a) => (a.getAttribute('href') ?? '').split('/').pop() ?? ''));
  expect(links.sort()).toEqual([...members].sort());

  // Each school's page leads back to its group's table.
  await page.goto(site(`/teams/${[...members][0]}`));
  await expect(page.locator('[data-team-group]')).toHaveAttribute('href', `/table/${group.id}`);
  await expect(page.locator('[data-team-group]')).toHaveText(String(group.name));
});

test('/table and /teams list every group once, under its province and district', async ({ page }) => {
  for (const path of ['/table', '/teams']) {
    await page.goto(site(path));
    const hrefs = await page
      .locator('nav.directory a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    const prefix = path === '/table' ? '/table/' : '/teams/group/';
    expect(hrefs.sort()).toEqual(groups.map((g) => `${prefix}${g.id}`).sort());
    const kailali = groups.find((g) => g.district === 'Kailali')!;
    const district = page.locator('nav.directory .district', { has: page.locator('h3', { hasText: 'Kailali' }) });
    await expect(district.getByRole('link', { name: String(kailali.name) })).toBeVisible();
    await expect(page.locator('nav.directory h2', { hasText: 'Sudurpashchim Province' })).toBeVisible();
  }
});

test("home counts today's matches across the country, as the API has them for the Nepal day", async ({ page }) => {
  const nepalDay = (t: number) => new Date(t + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
  await page.goto(site('/'));
  const today = nepalDay(NOW);
  const n = (await all('matches')).filter((m) => nepalDay(Date.parse(String(m.match_date))) === today).length;
  await expect(page.locator('[data-today-text]')).toHaveText(
    n === 0
      ? 'No matches today'
      : n === 1
        ? '1 match today across the country'
        : `${n} matches today across the country`,
  );
  await expect(page.getByRole('link', { name: "See Today's Matches" })).toHaveAttribute(
    'href',
    '/fixture?filter=today',
  );
});

test("home shows the first group's table, then the group of a school the visitor follows", async ({ page }) => {
  await page.goto(site('/'));
  expect((await rowIds(page)).sort()).toEqual(membersOf(groups[0]!.id).sort());

  const group = groups[groups.length - 2]!;
  const school = teams.find((t) => t.group === group.id)!;
  await page.evaluate((id) => localStorage.setItem('nsfl:followed', JSON.stringify([id])), school.id);
  await page.goto(site('/'));
  await expect(page.locator('[data-home-group]')).toHaveAttribute('data-home-group', String(group.id));
  await expect(page.locator('[data-group-link]')).toHaveText(String(group.name));
  await expect(page.locator('[data-group-link]')).toHaveAttribute('href', `/table/${group.id}`);
  expect((await rowIds(page)).sort()).toEqual(membersOf(group.id).sort());

  await page.goto(site('/ne/'));
  await expect(page.locator('[data-group-link]')).toHaveText(String(group.name_ne));
  await expect(page.locator('[data-group-link]')).toHaveAttribute('href', `/ne/table/${group.id}`);
});

test('the fixture list is paged, 40 matches a page, with the filters kept', async ({ page }) => {
  await page.goto(site('/fixture'));
  await expect(page.locator('[data-fixture-filters] button')).toHaveCount(3);
  expect(await page.locator('li[data-fixture]').count()).toBe(40);
  await page.locator('nav.pagination').getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/fixture\/page\/2$/);
  expect(await page.locator('li[data-fixture]').count()).toBeLessThanOrEqual(40);
  await page.getByRole('button', { name: 'Upcoming' }).click();
  for (const section of await page.locator('[data-group-section]:not([hidden])').all())
    await expect(section.locator('li[data-fixture]:not([hidden])').first()).toBeVisible();
});

test('a match list lays out the groups below the first screen only as the fan scrolls to them', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of ['/results', '/fixture']) {
    await page.goto(site(path));
    const groups = page.locator('[data-group-section]');
    expect(await groups.count()).toBeGreaterThan(10);
    // checkVisibility with contentVisibilityAuto is false for what the browser skips: a group's matches.
    const rendered = () =>
      groups.evaluateAll((els) =>
        els.map((e) => e.querySelector('li[data-fixture]')?.checkVisibility({ contentVisibilityAuto: true })),
      );
    const before = await rendered();
    expect(before[0]).toBe(true);
    expect(before.at(-1)).toBe(false);
    expect(await wcagViolations(page), `${path}, groups below the first screen skipped`).toEqual([]);
    const last = groups.last();
    // Its matches are in the page from the start, for find-in-page and screen readers.
    expect(await last.locator('li[data-fixture]').count()).toBeGreaterThan(0);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await rendered()).at(-1)).toBe(true);
    await expect(last.locator('li[data-fixture]').first()).toBeVisible();
  }
});

test('no built page is over the page budget', () => {
  const pages = walkPages(process.env.E2E_OUT_DIR as string);
  expect(pages.length).toBeGreaterThan(20_000);
  expect(overBudget(pages)).toEqual([]);
  expect(Math.max(...pages.map((p) => p.elements))).toBeLessThanOrEqual(PAGE_BUDGET.elements);
});
