// /teams/{teamId}/players/{playerId}: photo, team, name, jersey, position, age, stat tiles, personal info, back link;
// an unknown player gets 'Player not found' with 'Back to Teams' on the not-found page.
import { expect, test } from './support/test.ts';
import { apiList, site } from './support/env.ts';
import { seriousViolations } from './support/axe-scan.ts';
import { refId } from './support/league-data.ts';

const nepal = (iso: string | number) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kathmandu',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  return { y: get('year'), m: get('month'), d: get('day') };
};
const pad = (n: number) => String(n).padStart(2, '0');

async function aPlayer() {
  const [players, teams] = await Promise.all([apiList('/players?limit=0&depth=0'), apiList('/teams?limit=0&depth=0')]);
  const p = players.find((x) => x.jersey !== null && x.dateofbirth && x.height && x.weight && Number(x.goals) > 0)!;
  const team = teams.find((t) => String(t.id) === refId(p.team))!;
  return { p, team };
}

test('shows the player with team, jersey, position, age, stat tiles and personal info', async ({ page }) => {
  const { p, team } = await aPlayer();
  await page.goto(site(`/teams/${team.id}/players/${p.id}`));
  await expect(page.getByRole('heading', { level: 1, name: String(p.name) })).toBeVisible();
  await expect(page.getByRole('link', { name: String(team.team_name) })).toHaveAttribute('href', `/teams/${team.id}`);
  const fact = (label: string) => page.locator('dl div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(fact('Jersey')).toHaveText(`#${p.jersey}`);
  await expect(fact('Position')).toHaveText(new RegExp(String(p.position), 'i'));
  const born = nepal(String(p.dateofbirth));
  const today = nepal(Date.now());
  const age = today.y - born.y - (today.m < born.m || (today.m === born.m && today.d < born.d) ? 1 : 0);
  await expect(fact('Age')).toHaveText(`${age} years`);
  await expect(fact('Age')).toHaveAttribute('data-dob', new Date(String(p.dateofbirth)).toISOString());
  const tiles: Array<[string, string]> = [
    ['Appearances', 'appearance'],
    ['Goals', 'goals'],
    ['Cleansheets', 'cleansheet'],
    ['Yellow Cards', 'yellowcards'],
    ['Red Cards', 'redcards'],
  ];
  for (const [label, key] of tiles)
    await expect(page.locator('.tiles li', { hasText: label }).locator('.value')).toHaveText(String(p[key] ?? 0));
  await expect(fact('Date of Birth')).toHaveText(`${pad(born.d)}-${pad(born.m)}-${born.y}`);
  await expect(fact('Nationality')).toHaveText(String(p.nationality));
  const h = p.height as { feet: number; inches: number };
  await expect(fact('Height')).toHaveText(`${h.feet}' ${h.inches}"`);
  await expect(fact('Weight')).toHaveText(`${(p.weight as { value: number }).value} KG`);
  const photo = page.locator('img.photo');
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Back to Team' }).click();
  await expect(page).toHaveURL(new RegExp(`/teams/${team.id}/?$`));
});

test('shows N/A for a missing birth date, and staff have pages too', async ({ page }) => {
  const [players] = await Promise.all([apiList('/players?limit=0&depth=0')]);
  const noDob = players.find((x) => !x.dateofbirth && refId(x.team));
  if (noDob) {
    await page.goto(site(`/teams/${refId(noDob.team)}/players/${noDob.id}`));
    const fact = (label: string) =>
      page.locator('dl div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await expect(fact('Age')).toHaveText('N/A');
    await expect(fact('Date of Birth')).toHaveText('N/A');
  }
  const staff = players.find((x) => x.position === 'Head Coach' && refId(x.team))!;
  await page.goto(site(`/teams/${refId(staff.team)}/players/${staff.id}`));
  await expect(page.getByRole('heading', { level: 1, name: String(staff.name) })).toBeVisible();
});

test("an unknown player shows 'Player not found' with 'Back to Teams'", async ({ page }) => {
  const teams = await apiList('/teams?limit=0&depth=0');
  const res = await page.goto(site(`/teams/${teams[0]!.id}/players/999999`));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Player not found' })).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to Teams' });
  await expect(back).toHaveAttribute('href', '/teams');
  await back.click();
  await expect(page).toHaveURL(/\/teams\/?$/);
});

test('has no serious accessibility violations', async ({ page }) => {
  const { p, team } = await aPlayer();
  await page.goto(site(`/teams/${team.id}/players/${p.id}`));
  expect(await seriousViolations(page)).toEqual([]);
});
