// The road to the final (issue 43), on the nationwide seed at its default moment (the groups' ninth week): /knockout
// lists the 16-team bracket's 15 ties in both languages, a slot is filled as soon as its group is decided, and each
// group's table prints the tie-break rule it applies.
import { wcagViolations } from '../e2e/support/axe-scan.ts';
import { API_URL, site } from '../e2e/support/env.ts';
import { expect, test } from '../e2e/support/test.ts';

type Doc = Record<string, unknown> & { id: number };
type SlotDoc = { group: number | null; place: number | null; match: number | null; outcome: string | null };

async function all(collection: string): Promise<Doc[]> {
  const res = await fetch(`${API_URL}/api/${collection}?depth=0&limit=0`);
  expect(res.ok).toBe(true);
  return ((await res.json()) as { docs: Doc[] }).docs;
}

let matches: Doc[] = [];
let teams: Doc[] = [];
let tables: Doc[] = [];
let groups: Doc[] = [];
test.beforeAll(async () => {
  [matches, teams, tables, groups] = await Promise.all([all('matches'), all('teams'), all('tables'), all('groups')]);
});

const ties = () => matches.filter((m) => m.round);
const num = (d: Doc, k: string) => Number(d[k] ?? 0);

/** The group's rows in the site's order: points, goal difference, goals scored (the printed rule). */
function groupRows(groupId: number): Doc[] {
  const members = new Set(teams.filter((t) => t.group === groupId).map((t) => t.id));
  return tables
    .filter((r) => members.has(r.team as number))
    .sort(
      (a, b) =>
        num(b, 'points') - num(a, 'points') ||
        num(b, 'goalDifference') - num(a, 'goalDifference') ||
        num(b, 'goalsFor') - num(a, 'goalsFor'),
    );
}

/** Places decided: no school below can reach the points of the one above it, 3 points for each match it has left. */
function decided(groupId: number): number {
  const rows = groupRows(groupId);
  const left = (team: number) =>
    matches.filter((m) => !m.round && m.status !== 'completed' && (m.homeTeam === team || m.awayTeam === team)).length;
  let k = 0;
  while (
    k < rows.length &&
    rows.slice(k + 1).every((r) => num(r, 'points') + 3 * left(r.team as number) < num(rows[k]!, 'points'))
  )
    k++;
  return k;
}

test('/knockout lists all 15 ties of the 16-team bracket, naming the semi-finals and the final, in both languages', async ({
  page,
}) => {
  expect(ties()).toHaveLength(15);
  for (const [path, semis, final] of [
    ['/knockout', 'Semi-finals', 'Final'],
    ['/ne/knockout', 'सेमिफाइनल', 'फाइनल'],
  ] as const) {
    await page.goto(site(path));
    await expect(page.locator('[data-tie]')).toHaveCount(15);
    await expect(page.locator('[data-round] h2')).toHaveText([
      path === '/knockout' ? 'Round of 16' : 'अन्तिम १६',
      path === '/knockout' ? 'Quarter-finals' : 'क्वार्टरफाइनल',
      semis,
      final,
    ]);
    await expect(page.locator('[data-round="semi_final"] [data-tie]')).toHaveCount(2);
    await expect(page.locator('[data-round="final"] [data-tie]')).toHaveCount(1);
    // Every tie links its match page and names both sides: a school or the slot it comes from.
    const prefix = path === '/knockout' ? '' : '/ne';
    const hrefs = await page.locator('[data-tie] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(
      ties()
        .map((m) => `${prefix}/fixture/${m.id}`)
        .sort(),
    );
    for (const side of await page.locator('[data-tie] [data-side]').all()) await expect(side).not.toBeEmpty();
  }
  await page.goto(site('/knockout'));
  await expect(page.locator('[data-round="final"] [data-slot]')).toHaveText(['Winner SF 1', 'Winner SF 2']);
  await expect(page.locator('[data-round="quarter_final"] [data-slot]').first()).toHaveText('Winner R16 1');
});

test('a slot is filled as soon as its group is decided, and stays a slot while it is not', async ({ page }) => {
  await page.goto(site('/knockout'));
  let filled = 0;
  let open = 0;
  for (const m of ties().filter((t) => t.round === 'round_of_16')) {
    for (const [key, sideIndex] of [
      ['homeSlot', 0],
      ['awaySlot', 1],
    ] as const) {
      const slot = m[key] as SlotDoc;
      const group = groups.find((g) => g.id === slot.group)!;
      const side = page.locator(`[data-tie][data-match-id="${m.id}"] [data-side]`).nth(sideIndex);
      const label = `${slot.place === 1 ? 'Winner' : 'Runner-up'} ${String(group.name)}`;
      if (decided(group.id) >= (slot.place as number)) {
        const team = groupRows(group.id)[(slot.place as number) - 1]!.team as number;
        const name = String(teams.find((t) => t.id === team)!.team_name);
        await expect(side).toHaveAttribute('data-team-id', String(team));
        await expect(side).toContainText(name);
        await expect(side).toContainText(`(${label})`);
        filled++;
      } else {
        await expect(side.locator('[data-slot]')).toHaveText(label);
        open++;
      }
    }
  }
  // The seed's second qualifying group has its winner decided by the ninth week; most groups are still open.
  expect(filled).toBeGreaterThan(0);
  expect(open).toBeGreaterThan(0);

  // The tie's match page shows the school the build filled in.
  const tie = page
    .locator('[data-tie]')
    .filter({ has: page.locator('[data-side][data-team-id]') })
    .first();
  const team = await tie.locator('[data-side][data-team-id]').first().getAttribute('data-team-id');
  await tie.locator('a').click();
  await expect(page.locator('[data-round]')).toContainText('Round of 16');
  await expect(page.locator(`a[href="/teams/${team}"]`).first()).toBeVisible();
});

test('the tie-break rule is printed under a group table and decides two teams level on points and goal difference', async ({
  page,
}) => {
  const level = groups
    .map((g) => ({ g, rows: groupRows(g.id) }))
    .flatMap(({ g, rows }) =>
      rows.slice(1).flatMap((r, i) => {
        const above = rows[i]!;
        const same =
          num(r, 'points') === num(above, 'points') && num(r, 'goalDifference') === num(above, 'goalDifference');
        return same && num(r, 'goalsFor') !== num(above, 'goalsFor') ? [{ g, first: above, second: r }] : [];
      }),
    )[0];
  expect(level, 'a group with two teams level on points and goal difference').toBeDefined();
  const { g, first, second } = level!;
  await page.goto(site(`/table/${g.id}`));
  await expect(page.locator('[data-tie-break]')).toContainText(
    'Teams are ordered by points, then goal difference, then goals scored.',
  );
  const order = await page
    .locator('[data-group-table] tbody tr[data-team-id]')
    .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.teamId));
  const a = order.indexOf(String(first.team)),
    b = order.indexOf(String(second.team));
  expect(a).toBeGreaterThanOrEqual(0);
  expect(b).toBe(a + 1);
  // The group's top scorers: its own schools' players, most goals first, at most five.
  const members = new Set(teams.filter((t) => t.group === g.id).map((t) => String(t.id)));
  const scorers = page.locator('[data-group-scorers] tbody tr');
  expect(await scorers.count()).toBeGreaterThan(0);
  expect(await scorers.count()).toBeLessThanOrEqual(5);
  const goals = await scorers.locator('td.num').allTextContents();
  expect(goals.map(Number)).toEqual([...goals.map(Number)].sort((x, y) => y - x));
  for (const href of await scorers.locator('td a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
    expect(members.has(href.split('/').pop() ?? '')).toBe(true);
  await page.goto(site(`/ne/table/${g.id}`));
  await expect(page.locator('[data-tie-break] h2')).toHaveText('तालिकाको क्रम कसरी मिलाइन्छ');
  await expect(page.locator('[data-group-scorers] h2')).toHaveText('यस समूहका सर्वाधिक गोलकर्ता');
});

test("/table links the bracket; the bracket marks a followed school's tie; axe finds nothing", async ({ page }) => {
  await page.goto(site('/table'));
  await page.locator('[data-knockout-link]').click();
  await expect(page).toHaveURL(/\/knockout\/?$/);
  const filled = page
    .locator('[data-tie]')
    .filter({ has: page.locator('[data-side][data-team-id]') })
    .first();
  const id = await filled.locator('[data-side][data-team-id]').first().getAttribute('data-team-id');
  await page.evaluate((team) => localStorage.setItem('nsfl:followed', JSON.stringify([Number(team)])), id);
  await page.reload();
  await expect(page.locator('[data-tie][data-followed]')).toHaveCount(1);
  await expect(page.locator('[data-tie][data-followed] [data-followed-mark]')).toHaveText('Your school');
  expect(await wcagViolations(page), '/knockout').toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(site('/ne/knockout'));
  expect(await wcagViolations(page), '/ne/knockout').toEqual([]);
  // Readable on a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
