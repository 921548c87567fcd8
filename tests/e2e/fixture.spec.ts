// /fixture and /fixture/{id}: every match not completed under 'Week {n}', the season and total, the filters;
// the match centre's badge, officials, captains, line-ups and events against the API.
import { expect, test } from './support/test.ts';
import { apiList, site, NOW } from './support/env.ts';
import { seriousViolations } from './support/axe-scan.ts';
import { byDate, ids, namesById, rawMatches, refId } from './support/league-data.ts';

const nepalYear = () => new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Kathmandu' }).format(NOW);

test('lists every match not completed, earliest first, under its week, with the season and the total', async ({
  page,
}) => {
  const open = (await rawMatches()).filter((m) => m.status !== 'completed').sort(byDate);
  expect(open.length).toBeGreaterThan(0);
  await page.goto(site('/fixture'));
  await expect(page.getByRole('heading', { level: 1, name: 'Fixtures' })).toBeVisible();
  await expect(page.getByText(`Season ${nepalYear()}`, { exact: true })).toBeVisible();
  await expect(page.locator('[data-total-matches]')).toHaveText(String(open.length));
  const weeks = [...new Set(open.map((m) => m.week))];
  // The hidden "My schools" panel (issue 23) has its own heading; a visitor who follows no school sees only the weeks.
  await expect(page.locator('[data-my-schools]')).toBeHidden();
  expect(await page.locator('main h2:visible').allInnerTexts()).toEqual(weeks.map((w) => `Week ${w}`));
  const items = page.locator('li[data-fixture]');
  const shown = await items.evaluateAll((ls) =>
    ls.map((l) => ({
      id: l.getAttribute('data-match-id'),
      date: l.getAttribute('data-date'),
      status: l.getAttribute('data-status'),
      week: l.getAttribute('data-week'),
    })),
  );
  expect(shown.map((s) => s.id).sort()).toEqual(open.map((m) => m.id).sort());
  const times = shown.map((s) => Date.parse(s.date ?? ''));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  for (const s of shown) {
    const m = open.find((x) => x.id === s.id)!;
    expect(s).toEqual({
      id: m.id,
      date: new Date(Date.parse(m.date!)).toISOString(),
      status: m.status,
      week: String(m.week),
    });
  }
  const first = page.locator('a.match-card').first();
  await expect(first).toHaveAttribute('href', `/fixture/${shown[0]!.id}`);
});

test('renders the three filters as toggle buttons with All Matches pressed', async ({ page }) => {
  await page.goto(site('/fixture'));
  const group = page.getByRole('group', { name: 'Filter matches' });
  const buttons = group.getByRole('button');
  await expect(buttons).toHaveText(['All Matches', "Today's Matches", 'Upcoming']);
  await expect(group.getByRole('button', { name: 'All Matches' })).toHaveAttribute('aria-pressed', 'true');
  await expect(group.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'false');
});

test('the match centre shows a completed match: badge, score, officials, captains, line-ups and events', async ({
  page,
}) => {
  const [matches, players, teams, events] = await Promise.all([
    apiList('/matches?limit=0&depth=0'),
    namesById('/players', 'name'),
    namesById('/teams', 'team_name'),
    apiList('/match-events?limit=0&depth=0'),
  ]);
  const withEvents = new Set(events.map((e) => refId(e.match)));
  const m = matches.find((x) => x.status === 'completed' && withEvents.has(String(x.id)))!;
  expect(m).toBeTruthy();
  await page.goto(site(`/fixture/${m.id}`));
  const board = page.locator('header[data-match-id]');
  await expect(board.locator('[data-display-badge]')).toHaveText('COMPLETED');
  await expect(board).toContainText(teams.get(refId(m.homeTeam)!)!);
  await expect(board).toContainText(teams.get(refId(m.awayTeam)!)!);
  await expect(board.locator('[data-score-home]')).toHaveText(String(m.scoreHome));
  await expect(board.locator('[data-score-away]')).toHaveText(String(m.scoreAway));
  await expect(board).toContainText(String(m.venue));

  const officials = page.getByRole('region', { name: 'Match Officials' });
  const pairs: Array<[string, unknown]> = [
    ['Referee', m.referee],
    ['Assistant Referee 1', m.assistantReferee1],
    ['Assistant Referee 2', m.assistantReferee2],
    ['Fourth Official', m.fourthOfficial],
  ];
  for (const [label, name] of pairs)
    await expect(officials.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd')).toHaveText(
      String(name ?? 'N/A'),
    );

  for (const side of ['home', 'away'] as const) {
    const sheet = page.locator(`[data-lineup="${side}"]`);
    await expect(sheet.locator('[data-captain]')).toContainText(players.get(refId(m[`${side}Captain`])!)!);
    const starters = ids(m[`${side}Players`]).map((id) => players.get(id));
    const subs = ids(m[`${side}PlayersSubstitutes`]).map((id) => players.get(id));
    const list = (key: string) => sheet.locator(`[data-list="${key}"]`);
    if (starters.length) await expect(list('starting').locator('li .name')).toHaveText(starters as string[]);
    else await expect(list('starting')).toContainText('No players assigned');
    if (subs.length) await expect(list('substitutes').locator('li .name')).toHaveText(subs as string[]);
    else await expect(list('substitutes')).toContainText('No players assigned');
  }

  const mine = events
    .filter((e) => refId(e.match) === String(m.id))
    .sort(
      (a, b) =>
        Number(a.minute) - Number(b.minute) || Date.parse(String(a.createdAt)) - Date.parse(String(b.createdAt)),
    );
  const list = page.locator('#match-events li');
  await expect(list).toHaveCount(mine.length);
  const words: Record<string, string> = {
    goal: 'Goal',
    own_goal: 'Own Goal',
    yellow_card: 'Yellow Card',
    red_card: 'Red Card',
    substitution: 'Substitution',
  };
  for (let i = 0; i < mine.length; i++) {
    const e = mine[i]!;
    const li = list.nth(i);
    await expect(li.locator('[data-minute]')).toHaveText(`${e.minute}'`);
    await expect(li.locator('[data-label]')).toHaveText(words[String(e.eventType)] ?? String(e.eventType));
    for (const key of ['player', 'playerIn', 'playerOut'] as const) {
      const who = refId(e[key]);
      if (who) await expect(li).toContainText(players.get(who)!);
    }
  }
});

test('the match centre of a running match says LIVE NOW; one without events says No events recorded', async ({
  page,
}) => {
  const [matches, events] = await Promise.all([rawMatches(), apiList('/match-events?limit=0&depth=0')]);
  const running = matches.find((m) => m.status === 'running');
  expect(running, 'the demo season always has a running match').toBeTruthy();
  await page.goto(site(`/fixture/${running!.id}`));
  await expect(page.locator('[data-display-badge]')).toHaveText('LIVE NOW');
  const withEvents = new Set(events.map((e) => refId(e.match)));
  const quiet = matches.find((m) => m.status === 'upcoming' && !withEvents.has(m.id))!;
  await page.goto(site(`/fixture/${quiet.id}`));
  await expect(page.locator('#match-events')).toContainText('No events recorded');
  await expect(page.locator('[data-display-badge]')).toHaveText(/^(UPCOMING|TODAY)$/);
});

// One page a test: an axe scan can take many seconds on a busy machine.
test('has no serious accessibility violations on /fixture', async ({ page }) => {
  await page.goto(site('/fixture'));
  expect(await seriousViolations(page)).toEqual([]);
});

for (const status of ['running', 'upcoming', 'completed'] as const) {
  test(`has no serious accessibility violations on the match centre of a ${status} match`, async ({ page }) => {
    const m = (await rawMatches()).find((x) => x.status === status)!;
    await page.goto(site(`/fixture/${m.id}`));
    expect(await seriousViolations(page)).toEqual([]);
  });
}
