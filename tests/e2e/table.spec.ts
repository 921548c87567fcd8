// /table: Season 2025, the Form Guide, the SPEC's columns, rows in the API's standings order, each row to its team.
import { expect, test } from './support/test.ts';
import { apiList, site } from './support/env.ts';
import { seriousViolations } from './support/axe-scan.ts';
import { refId } from './support/league-data.ts';

type Row = {
  team: string;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  gf: number;
  ga: number;
  gd: number;
  points: number;
  form: string;
};

async function apiRows(): Promise<Row[]> {
  const [docs, teams] = await Promise.all([apiList('/tables?limit=0&depth=0'), apiList('/teams?limit=0&depth=0')]);
  const name = new Map(teams.map((t) => [String(t.id), String(t.team_name)]));
  return docs.map((d) => {
    const team = refId(d.team) ?? '';
    const gf = Number(d.goalsFor),
      ga = Number(d.goalsAgainst);
    return {
      team,
      name: name.get(team) ?? '',
      played: Number(d.played),
      won: Number(d.won),
      drawn: Number(d.drawn),
      lost: Number(d.lost),
      gf,
      ga,
      gd: d.goalDifference === null || d.goalDifference === undefined ? gf - ga : Number(d.goalDifference),
      points: Number(d.points),
      form: String(d.form ?? '')
        .toUpperCase()
        .replace(/[^A-Z]/g, ''),
    };
  });
}

test('shows Season 2025, the Form Guide and the full columns', async ({ page }) => {
  await page.goto(site('/table'));
  await expect(page.getByText('Season 2025', { exact: true })).toBeVisible();
  const guide = page.getByRole('region', { name: 'Form Guide' });
  await expect(guide.getByRole('heading', { name: 'Form Guide' })).toBeVisible();
  for (const word of ['Win', 'Draw', 'Loss']) await expect(guide.getByText(word, { exact: true })).toBeVisible();
  const heads = await page.locator('table.standings thead th').allInnerTexts();
  expect(heads.map((h) => h.trim())).toEqual([
    '#',
    'Team',
    'Played',
    'Won',
    'Drawn',
    'Lost',
    'GF',
    'GA',
    'GD',
    'Points',
    'Form',
  ]);
});

test('orders the rows by points, then goal difference, with the API values and links to each team', async ({
  page,
}) => {
  const rows = await apiRows();
  const expected = [...rows].sort((a, b) => b.points - a.points || b.gd - a.gd);
  await page.goto(site('/table'));
  const trs = page.locator('table.standings tbody tr');
  await expect(trs).toHaveCount(rows.length);
  for (let i = 0; i < expected.length; i++) {
    const tr = trs.nth(i);
    const teamId = await tr.getAttribute('data-team-id');
    const row = rows.find((r) => r.team === teamId)!;
    // Ties on both points and goal difference may come in either order: the row must match the expected key.
    expect([row.points, row.gd]).toEqual([expected[i]!.points, expected[i]!.gd]);
    const cells = (await tr.locator('th, td').allInnerTexts()).map((c) => c.trim());
    const gd = row.gd > 0 ? `+${row.gd}` : String(row.gd);
    expect(cells.slice(0, 10)).toEqual([
      String(i + 1),
      row.name,
      ...[row.played, row.won, row.drawn, row.lost, row.gf, row.ga].map(String),
      gd,
      String(row.points),
    ]);
    await expect(tr.getByRole('link', { name: row.name })).toHaveAttribute('href', `/teams/${row.team}`);
    const letters = tr.locator('td.form abbr');
    expect((await letters.allInnerTexts()).join('')).toBe(row.form.slice(-10));
  }
});

test('colours form letters W green, D yellow, others red, each with a title', async ({ page }) => {
  await page.goto(site('/table'));
  const letters = page.locator('table.standings td.form abbr');
  const n = await letters.count();
  expect(n).toBeGreaterThan(0);
  const seen = new Set<string>();
  for (let i = 0; i < n; i++) {
    const l = letters.nth(i);
    const [text, cls, title] = await Promise.all([l.innerText(), l.getAttribute('class'), l.getAttribute('title')]);
    const kind = text === 'W' ? 'win' : text === 'D' ? 'draw' : 'loss';
    expect(cls).toContain(kind);
    expect(title).toBe(text === 'W' ? 'Win' : text === 'D' ? 'Draw' : text === 'L' ? 'Loss' : text);
    seen.add(kind);
  }
  expect(seen.size).toBeGreaterThan(1);
});

test('a click anywhere on a row goes to that team', async ({ page }) => {
  await page.goto(site('/table'));
  const tr = page.locator('table.standings tbody tr').nth(2);
  const teamId = await tr.getAttribute('data-team-id');
  // The team link stretches over its row: a real pointer click on another cell lands on it.
  const cell = tr.locator('td').nth(3);
  await cell.scrollIntoViewIfNeeded();
  const box = (await cell.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`/teams/${teamId}/?$`));
});

test('has no serious accessibility violations', async ({ page }) => {
  await page.goto(site('/table'));
  expect(await seriousViolations(page)).toEqual([]);
});
