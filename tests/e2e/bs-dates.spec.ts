// Bikram Sambat dates beside the Gregorian ones (issue 10): match card, match centre, article, home countdown, player,
// highlights after a re-sort, booking day buttons. Each expected text comes from our converter for the Nepal day of
// the API's date, and is first checked against the bikram-sambat library (a devDependency).
import { toBik_euro } from 'bikram-sambat';
import { expect, test } from './support/test.ts';
import { BS_MONTHS, formatBs } from '../../src/lib/format/bs.ts';
import { nepalDay } from '../../src/lib/format/base.ts';
import { countdownPick } from '../../src/lib/league/countdown.ts';
import { apiList, site } from './support/env.ts';
import { byDate, rawMatches, refId } from './support/league-data.ts';
import { activeActivation, dayButton } from './tickets/flow.ts';

/** The BS text for a date, after checking it against the library; a date outside the table has none. */
function bs(date: string | null, withYear = true): string {
  const day = nepalDay(date);
  expect(day, `a Nepal day for ${date}`).not.toBeNull();
  const [y, m, d] = toBik_euro(day!).split('-').map(Number) as [number, number, number];
  const ours = formatBs(date, withYear);
  expect(ours, `BS date of ${day}`).toBe(`${d} ${BS_MONTHS[m - 1]}${withYear ? ` ${y}` : ''}`);
  return ours;
}

test('a match card and the match centre show the BS date of the match’s Nepal day', async ({ page }) => {
  const match = (await rawMatches()).filter((m) => m.status !== 'completed' && m.date).sort(byDate)[0]!;
  await page.goto(site('/fixture'));
  const card = page.locator(`.match-card[data-match-id="${match.id}"]`).first();
  await expect(card.locator('[data-bs]')).toHaveText(bs(match.date));
  await page.goto(site(`/fixture/${match.id}`));
  const date = page.locator('dl div', { has: page.getByText('Date', { exact: true }) }).locator('dd');
  await expect(date.locator('[data-bs]')).toHaveText(bs(match.date));
  await expect(date.locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
});

test('an article shows its BS date beside its date, and the news list too', async ({ page }) => {
  const [article] = await apiList('/blogs?limit=1&sort=-date&depth=0');
  const date = String(article!.date);
  await page.goto(site(`/blogs/${article!.id}`));
  await expect(page.locator('main header [data-bs]')).toHaveText(bs(date));
  await page.goto(site('/blogs'));
  const listed = page.locator('main article', { has: page.locator(`a[href="/blogs/${article!.id}"]`) }).first();
  await expect(listed.locator('[data-bs]')).toHaveText(bs(date));
});

test('the home countdown shows the BS date of the next match', async ({ page }) => {
  const matches = (await rawMatches()).map((m) => ({ ...m, home: m.home ?? 'TBD', away: m.away ?? 'TBD' }));
  const { target } = countdownPick(matches, Date.now());
  expect(target, 'the demo season has a next match').toBeTruthy();
  await page.goto(site('/'));
  const countdown = page.locator('#next-match-countdown');
  await expect(countdown).toHaveAttribute('data-match-id', target!.id);
  await expect(countdown.locator('[data-bs]')).toHaveText(bs(target!.date));
});

test('a player page shows the date of birth in BS as its own fact', async ({ page }) => {
  const players = await apiList('/players?limit=0&depth=0');
  const p = players.find(
    (x) => x.jersey !== null && typeof x.dateofbirth === 'string' && formatBs(x.dateofbirth as string) !== '',
  )!;
  await page.goto(site(`/teams/${refId(p.team)}/players/${p.id}`));
  const fact = (label: string) => page.locator('dl div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(fact('Date of Birth (BS)')).toHaveText(bs(String(p.dateofbirth)));
  await expect(fact('Date of Birth')).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
});

test('highlight cards keep their BS dates when the page script re-sorts them', async ({ page }) => {
  await page.goto(site('/highlights'));
  await page.getByRole('button', { name: 'Most Viewed' }).click();
  await expect(page.getByRole('button', { name: 'Most Viewed' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.locator('[data-grid] [data-card]');
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const published = await card.locator('time').getAttribute('datetime');
    await expect(card.locator('[data-bs]')).toHaveText(bs(published));
  }
});

test('the booking day buttons show the BS day and month', async ({ page }) => {
  const days = (await activeActivation()).days.filter((d) => nepalDay(d.date));
  expect(days.length).toBeGreaterThan(0);
  await page.goto(site('/book-seat'));
  for (const day of days) await expect(dayButton(page, day).locator('[data-bs]')).toHaveText(bs(day.date, false));
});
