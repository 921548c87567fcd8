// Search (issue 23): /search and /ne/search find a school, a player, a venue and an article by part of its name, in
// English and in Nepali, from the index Pagefind wrote into the build; results are links to the pages; no request
// goes to the league API (the API host is cut off for every test here), and nothing of Pagefind loads before the
// visitor focuses the field. Axe on the page, empty and with results.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { API_URL, apiList, site } from './support/env.ts';
import { wcagViolations } from './support/axe-scan.ts';

type Doc = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const idOf = (v: unknown) => String(typeof v === 'object' && v !== null ? (v as Doc).id : v);

/** The league API is unreachable for the page: search must work from the static site alone. */
async function cutOffApi(context: BrowserContext): Promise<string[]> {
  const tried: string[] = [];
  await context.route(`${new URL(API_URL).origin}/**`, (route) => {
    tried.push(route.request().url());
    return route.abort('connectionrefused');
  });
  return tried;
}

const results = (page: Page) => page.getByRole('list', { name: /Search results|खोजका नतिजा/ });

async function search(page: Page, text: string) {
  const input = page.getByRole('searchbox');
  await input.fill(text);
  await expect(page.locator('[data-search-results]')).toHaveAttribute('data-results-for', text, { timeout: 15_000 });
}

/** A word of `name` no other name in `all` has, so that a search for part of it has one right answer. */
function ownWord(name: string, all: string[]): string {
  // Letters with their marks: a Devanagari word's vowel signs and virama are marks (\p{M}), not letters.
  const words = (n: string) =>
    n
      .toLowerCase()
      .split(/[^\p{L}\p{M}\p{N}]+/u)
      .filter((w) => w.length >= 5);
  const others = new Set(all.filter((n) => n !== name).flatMap(words));
  const own = words(name).find((w) => !others.has(w));
  if (!own) throw new Error(`no word of "${name}" is its own`);
  return own;
}

// Each test types several searches, the first of which loads Pagefind's wasm: more than the default 30 s on a busy
// two-core machine.
test.describe.configure({ timeout: 120_000 });

let tried: string[] = [];
test.beforeEach(async ({ context }) => {
  tried = await cutOffApi(context);
});
test.afterEach(() => {
  expect(tried, 'requests to the league API').toEqual([]);
});

test('the header links to search in both languages; the page loads no Pagefind until the field is used', async ({
  page,
}) => {
  const pagefind: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/pagefind/')) pagefind.push(r.url());
  });
  await page.goto(site('/about'));
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
  await expect(page.getByRole('status')).toHaveText('Type a name to see results.');
  await page.waitForLoadState('networkidle');
  expect(pagefind).toEqual([]);
  // Keyboard: Tab from the top reaches the labelled field.
  await page.getByLabel('School, player, venue or article').focus();
  await expect.poll(() => pagefind.some((u) => u.endsWith('/pagefind/pagefind.js'))).toBe(true);

  await page.goto(site('/ne/about'));
  await page.getByRole('banner').getByRole('link', { name: 'खोज' }).click();
  await expect(page).toHaveURL(/\/ne\/search\/?$/);
  await expect(page.getByRole('status')).toHaveText('नतिजा हेर्न नाम लेख्नुहोस्।');
});

test('finds a school, a player, a venue and an article by part of a name, as links to their pages', async ({
  page,
}) => {
  const [teams, players, matches, articles] = await Promise.all([
    apiList('/teams?limit=0&depth=0'),
    apiList('/players?limit=0&depth=0'),
    apiList('/matches?limit=0&depth=0'),
    apiList('/blogs?limit=0&depth=0'),
  ]);
  await page.goto(site('/search'));

  // A school by the first letters of a word only its name has.
  const names = teams.map((t) => str(t.team_name));
  const team = teams.find((t) => names.filter((n) => n === str(t.team_name)).length === 1)!;
  const word = ownWord(str(team.team_name), names);
  await search(page, word.slice(0, 5));
  const school = results(page).getByRole('link', { name: str(team.team_name), exact: true });
  await expect(school).toHaveAttribute('href', `/teams/${idOf(team.id)}/`);
  await expect(page.getByRole('status')).toHaveText(/^\d+ results? for “/);

  // A player by a word of his name no other player has: the row links to his own page and says he is a player.
  const playerNames = players.map((p) => str(p.name));
  const player = players.find((p) => {
    try {
      return Boolean(p.team) && Boolean(ownWord(str(p.name), playerNames));
    } catch {
      return false;
    }
  })!;
  await search(page, ownWord(str(player.name), playerNames));
  const row = results(page)
    .getByRole('listitem')
    .filter({
      has: page.locator(`a[href="/teams/${idOf(player.team)}/players/${idOf(player.id)}/"]`),
    });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link')).toHaveText(str(player.name));
  await expect(row).toContainText('Player');

  // A venue by a word of its name that no school, school ground or other venue has: the matches played there.
  const places = [...names, ...teams.map((t) => str(t.stadium)), ...matches.map((m) => str(m.venue))];
  const own = (venue: string) => {
    try {
      return ownWord(venue, places);
    } catch {
      return null;
    }
  };
  const venue = str(matches.find((m) => str(m.venue) && own(str(m.venue)))!.venue);
  const venueWord = own(venue)!;
  await search(page, venueWord);
  const atVenue = matches.filter((m) => str(m.venue) === venue).map((m) => `/fixture/${idOf(m.id)}/`);
  const firstMatch = results(page).locator('li:has(.kind:text-is("Match"))').first();
  await expect(firstMatch).toContainText(venue);
  expect(atVenue).toContain(await firstMatch.getByRole('link').getAttribute('href'));

  // An article by a word of its title that no other title, school or venue has.
  const titles = articles.map((a) => str(a.title));
  const titleWord = (a: Doc) => {
    try {
      const otherPreviews = articles.filter((o) => o !== a).map((o) => str(o.preview));
      return ownWord(str(a.title), [...titles, ...otherPreviews, ...places]);
    } catch {
      return null;
    }
  };
  const article = articles.find((a) => titleWord(a))!;
  await search(page, titleWord(article)!);
  await expect(results(page).getByRole('link', { name: str(article.title), exact: true })).toHaveAttribute(
    'href',
    `/blogs/${idOf(article.id)}/`,
  );

  // The link leads to the page, which the browser loads from the static site.
  await results(page)
    .getByRole('link', { name: str(article.title), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(str(article.title));

  // Nothing found: the page says so.
  await page.goto(site('/search?q=zzqxj'));
  await expect(page.getByRole('status')).toHaveText('No results for “zzqxj”.');
  await expect(results(page).getByRole('listitem')).toHaveCount(0);
});

test('in Nepali: an article by words of its Nepali title, a school by its name, results on Nepali pages', async ({
  page,
}) => {
  const [teams, articles] = await Promise.all([apiList('/teams?limit=0&depth=0'), apiList('/blogs?limit=0&depth=0')]);
  await page.goto(site('/ne/search'));
  const titles = articles.filter((a) => str(a.title_ne)).map((a) => str(a.title_ne));
  const article = articles.find((a) => str(a.title_ne))!;
  const devanagari = ownWord(str(article.title_ne), titles);
  expect(devanagari).toMatch(/[\u0900-\u097f]/);
  await search(page, devanagari);
  await expect(results(page).getByRole('link', { name: str(article.title_ne), exact: true })).toHaveAttribute(
    'href',
    `/ne/blogs/${idOf(article.id)}/`,
  );
  await expect(page.getByRole('status')).toHaveText(/नतिजा$/);

  // Schools and players have Nepali names in the demo CMS (issue 42): a fan types either script and finds the same
  // school (its Nepali name shown, unmarked), and the same player.
  const names = teams.map((t) => str(t.team_name));
  const namesNe = teams.map((t) => str(t.team_name_ne));
  const team = teams.find((t) => names.filter((n) => n === str(t.team_name)).length === 1)!;
  expect(str(team.team_name_ne)).toMatch(/[\u0900-\u097f]/);
  for (const typed of [ownWord(str(team.team_name_ne), namesNe), ownWord(str(team.team_name), names)]) {
    await search(page, typed);
    const school = results(page).getByRole('link', { name: str(team.team_name_ne), exact: true });
    await expect(school, typed).toHaveAttribute('href', `/ne/teams/${idOf(team.id)}/`);
    await expect(school).not.toHaveAttribute('lang', 'en');
    const schoolRow = results(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: str(team.team_name_ne), exact: true }) });
    await expect(schoolRow).toContainText('विद्यालय');
  }
  const players = await apiList('/players?limit=0&depth=0');
  const playerNames = players.map((p) => str(p.name));
  const playerNamesNe = players.map((p) => str(p.name_ne));
  const player = players.find(
    (p) =>
      p.jersey !== null &&
      playerNames.filter((n) => n === str(p.name)).length === 1 &&
      playerNamesNe.filter((n) => n === str(p.name_ne)).length === 1,
  )!;
  // The whole name: a player's given name and family name are each shared with others.
  for (const typed of [str(player.name_ne), str(player.name)]) {
    await search(page, typed);
    const link = results(page).getByRole('link', { name: str(player.name_ne), exact: true });
    await expect(link.first(), typed).toHaveAttribute('href', new RegExp(`/ne/teams/\\d+/players/${idOf(player.id)}/`));
  }
});

test('axe: no WCAG 2.2 AA violation, empty and with results, in both languages', async ({ page }) => {
  for (const path of ['/search', '/ne/search']) {
    await page.goto(site(path));
    expect(await wcagViolations(page), `${path} empty`).toEqual([]);
    await search(page, 'school');
    await expect(results(page).getByRole('listitem').first()).toBeVisible();
    expect(await wcagViolations(page), `${path} with results`).toEqual([]);
  }
});
