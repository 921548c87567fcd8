// The share of Latin letters in a Nepali page's visible main text (issue 42): what a Nepali reader sees in English.
// Read in a real browser (innerText of <main>: text that is rendered, without hidden elements, scripts or styles),
// used by the nationwide test (tests/nationwide/nepali-names.spec.ts) and the bench ("nationwide-pages").
import type { Page } from 'playwright-core';

/** At most this share of Latin letters on the Nepali pages below, when the CMS has Nepali names. */
export const LATIN_BUDGET = 0.05;

/** The Nepali pages measured: home, the groups' index, a group's table, fixtures, results, teams, a team, a match. */
export type SharePage = { kind: string; path: string };

/** Letters only: Latin a–z, and Devanagari letters and signs (digits, danda and punctuation are not letters). */
export function latinShare(text: string): { latin: number; letters: number; share: number } {
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  const devanagari = (text.match(/[\u0900-\u0963\u0971-\u097F]/g) ?? []).length;
  const letters = latin + devanagari;
  return { latin, letters, share: letters === 0 ? 0 : latin / letters };
}

/** The visible text of the page's <main>. */
export const mainText = (page: Page): Promise<string> =>
  page
    .locator('main')
    .first()
    .evaluate((m) => (m as HTMLElement).innerText);

/** The pages to measure on a built nationwide site: the paths of a group, a team and a match found on the pages. */
export async function sharePages(page: Page, base: string): Promise<SharePage[]> {
  const first = async (path: string, selector: string): Promise<string> => {
    await page.goto(base + path);
    const href = await page.locator(selector).first().getAttribute('href');
    if (!href) throw new Error(`no ${selector} on ${path}`);
    return new URL(href, base).pathname;
  };
  const group = await first('/ne/table', 'main a[href^="/ne/table/"]');
  const team = await first(group, 'main a[href^="/ne/teams/"]');
  const match = await first('/ne/results', 'main a[href^="/ne/fixture/"]');
  // The knockout bracket (issue 43), when the league has one.
  const knockout = (await page.goto(`${base}/ne/knockout`))?.ok() ? [{ kind: 'knockout', path: '/ne/knockout' }] : [];
  return [
    { kind: 'home', path: '/ne/' },
    { kind: 'table (groups)', path: '/ne/table' },
    { kind: 'group table', path: group },
    { kind: 'fixture', path: '/ne/fixture' },
    { kind: 'results', path: '/ne/results' },
    { kind: 'teams', path: '/ne/teams' },
    { kind: 'team', path: team },
    { kind: 'match', path: match },
    ...knockout,
  ];
}

export type ShareFigure = SharePage & { latin: number; letters: number; share: number };

/** Each page's share, the page loaded and its islands given a moment to render. */
export async function measureShares(page: Page, base: string): Promise<ShareFigure[]> {
  const out: ShareFigure[] = [];
  for (const p of await sharePages(page, base)) {
    // The islands render their names after the first paint and their live reads: wait for the network to settle, or
    // a loaded machine measures the page without them (the bench once read /ne/ at 924 letters, the test at 1,344).
    await page.goto(base + p.path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    out.push({ ...p, ...latinShare(await mainText(page)) });
  }
  return out;
}

export const shareText = (f: ShareFigure) =>
  `${f.kind.padEnd(16)} ${f.path.padEnd(22)} ${(f.share * 100).toFixed(1)} % Latin (${f.latin} of ${f.letters} letters)`;
