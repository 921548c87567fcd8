// Nepali pages that name schools, players and grounds in Nepali (issue 42), on the nationwide seed (whose CMS has
// Nepali names): the visible main text of the Nepali pages a fan reads most is at most 5 % Latin letters, provinces and
// districts are named in Nepali, and /ne/search finds a school and a player by the Nepali name and by the English one.
import type { Page } from '@playwright/test';
import { LATIN_BUDGET, measureShares, shareText } from '../../scripts/bench/latin-share.ts';
import { API_URL, BASE_URL, site } from '../e2e/support/env.ts';
import { expect, test } from '../e2e/support/test.ts';

type Doc = Record<string, unknown> & { id: number };
const str = (v: unknown) => (typeof v === 'string' ? v : '');

async function all(collection: string): Promise<Doc[]> {
  const res = await fetch(`${API_URL}/api/${collection}?depth=0&limit=20000`);
  expect(res.ok).toBe(true);
  return ((await res.json()) as { docs: Doc[] }).docs;
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await expect(page.locator('[data-search-results]')).toHaveAttribute('data-results-for', text, { timeout: 30_000 });
}
const results = (page: Page) => page.getByRole('list', { name: /Search results|खोजका नतिजा/ });

/** The result link named `name`, asking for more results until it is there (a full name's words are common). */
async function shown(page: Page, name: string) {
  const link = results(page).getByRole('link', { name, exact: true });
  const more = page.locator('[data-search-more]');
  for (let i = 0; i < 50 && (await link.count()) === 0 && (await more.isVisible()); i++) {
    const before = await results(page).getByRole('listitem').count();
    await more.click();
    await expect(results(page).getByRole('listitem')).not.toHaveCount(before);
  }
  return link;
}

test('the Nepali pages are at most 5 % Latin letters', async ({ page }) => {
  test.setTimeout(120_000);
  const figures = await measureShares(page as never, BASE_URL);
  console.log(figures.map(shareText).join('\n'));
  for (const f of figures) expect(f.share, `${f.path}: ${shareText(f)}`).toBeLessThanOrEqual(LATIN_BUDGET);
});

test('provinces and districts are named in Nepali, not marked English', async ({ page }) => {
  await page.goto(site('/ne/table'));
  const koshi = page.locator('main h2', { hasText: 'कोशी प्रदेश' });
  await expect(koshi).toHaveCount(1);
  expect(await koshi.locator('[lang="en"]').count()).toBe(0);
  await expect(page.locator('main h2', { hasText: 'Koshi' })).toHaveCount(0);
  await expect(page.locator('main h3', { hasText: 'झापा' })).toHaveCount(1);
  await expect(page.locator('main h3[lang="en"]')).toHaveCount(0);
});

test('/ne/search finds a school and a player by the Nepali name and by the English one; /search a school by the English', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const [teams, players] = await Promise.all([all('teams'), all('players')]);
  const team = teams.find((t) => teams.filter((x) => x.team_name_ne === t.team_name_ne).length === 1)!;
  expect(str(team.team_name_ne)).toMatch(/[\u0900-\u097f]/);
  await page.goto(site('/ne/search'));
  for (const typed of [str(team.team_name_ne), str(team.team_name)]) {
    await search(page, typed);
    const link = await shown(page, str(team.team_name_ne));
    await expect(link, typed).toHaveAttribute('href', `/ne/teams/${team.id}/`);
    await expect(link).not.toHaveAttribute('lang', 'en');
  }
  // A player by his Nepali name and by his English one, both in full: his English name is in the Nepali page's search
  // record after a space (Pagefind reads inline elements as one run of text, so his first name once joined the Nepali
  // surname before it into one word).
  const byName = (p: Doc) => players.filter((x) => x.name === p.name || x.name_ne === p.name_ne).length === 1;
  // The player whose name's words are the league's rarest: search has no phrase queries, so a full name of two common
  // words matches hundreds of squads.
  const uses = new Map<string, number>();
  for (const p of players) for (const w of str(p.name).split(/\s+/)) uses.set(w, (uses.get(w) ?? 0) + 1);
  const commonest = (p: Doc) =>
    Math.max(
      ...str(p.name)
        .split(/\s+/)
        .map((w) => uses.get(w) ?? 0),
    );
  const player = players
    .filter((p) => p.jersey !== null && p.name_ne && byName(p))
    .sort((a, b) => commonest(a) - commonest(b))[0]!;
  for (const typed of [str(player.name_ne), str(player.name)]) {
    await search(page, typed);
    const link = await shown(page, str(player.name_ne));
    await expect(link.first(), typed).toHaveAttribute('href', `/ne/teams/${String(player.team)}/players/${player.id}/`);
  }
  await page.goto(site('/search'));
  await search(page, str(team.team_name));
  await expect(results(page).getByRole('link', { name: str(team.team_name), exact: true })).toHaveAttribute(
    'href',
    `/teams/${team.id}/`,
  );
});
