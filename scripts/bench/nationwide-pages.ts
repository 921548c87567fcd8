// Bench section "nationwide-pages" (issue 23): the national league's pages as a fan on a phone meets them. One full
// build on the nationwide seed (about 500 schools in 66 groups), then: every built page against the page budget
// (HTML + CSS ≤ 40 KB gzipped, ≤ 1,500 elements), search in Chromium (the first query on a cold page ≤ 150 KB, later
// ones ≤ 30 KB, results < 300 ms after the last key at 4× CPU), and Lighthouse (mobile, service worker off, medians
// of 5) on home, /table, a group's table, /fixture, /results, /teams and the search page. Ends with the
// `nationwide-pages:` line.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { astroBuild, freePort, stop } from '../lib/proc.ts';
import { startStaticServer } from '../serve.ts';
import type { BenchContext, BenchSection } from './context.ts';
import { missedBudgets } from './lighthouse.ts';
import { startNationwideApi } from './nationwide.ts';
import { breakdownText, longestText, measureRoute, type RouteFigures } from './lighthouse-run.ts';
import { overBudget, PAGE_BUDGET, pagesLine, walkPages } from './page-budget.ts';
import { BENCH_QUERIES, searchFigures, type SearchFigures } from './search.ts';
import { BLANK_KIND, BLANK_PATH, startSwOffProxy } from './sw-off.ts';
import { chromium } from 'playwright-core';
import { LATIN_BUDGET, measureShares, shareText, type ShareFigure } from './latin-share.ts';

const RUNS = 5;
export const SEARCH_BUDGET = { firstKb: 150, nextKb: 30, latencyMs: 300 };

/** The first group's table page that was built (`/table/{id}`), numerically first. */
function firstGroupPath(dist: string): string | null {
  const dir = join(dist, 'table');
  if (!existsSync(dir)) return null;
  const ids = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'index.html')))
    .map((d) => d.name)
    .sort((a, b) => Number(a) - Number(b) || a.localeCompare(b));
  return ids[0] ? `/table/${ids[0]}` : null;
}

export function searchVerdict(f: SearchFigures): string[] {
  const missed: string[] = [];
  if (f.firstKb > SEARCH_BUDGET.firstKb) missed.push(`first query ${f.firstKb.toFixed(1)} KB`);
  if (f.nextKb > SEARCH_BUDGET.nextKb) missed.push(`later query ${f.nextKb.toFixed(1)} KB`);
  if (!(f.latencyMs < SEARCH_BUDGET.latencyMs)) missed.push(`latency ${Math.round(f.latencyMs)} ms`);
  return missed;
}

const s = (ms: number) => (ms / 1000).toFixed(2);
const kb = (n: number) => (n / 1024).toFixed(1);

export const nationwidePages: BenchSection = {
  name: 'nationwide-pages',
  needsSite: false,
  async run(ctx: BenchContext) {
    const started = performance.now();
    const { api, apiUrl } = await startNationwideApi(join(ctx.workDir, 'nationwide-pages-data'));
    try {
      const dist = join(ctx.workDir, 'nationwide-pages-dist');
      const t0 = performance.now();
      await astroBuild({ PUBLIC_API_URL: apiUrl, ASTRO_CACHE_DIR: join(ctx.workDir, 'nationwide-pages-cache') }, dist);
      ctx.log(`nationwide build: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

      const pages = walkPages(dist);
      const over = overBudget(pages);
      ctx.log(`${pages.length} pages walked; over the page budget: ${over.length}`);

      const server = await startStaticServer({ root: dist, port: await freePort() });
      const site = await startSwOffProxy(server.url);
      let search: SearchFigures;
      let shares: ShareFigure[] = [];
      const measured: Array<{ kind: string; path: string; isStatic: boolean; r: RouteFigures }> = [];
      try {
        search = await searchFigures(server.url, BENCH_QUERIES.nationwide!);
        // Latin letters in the Nepali pages' visible main text (issue 42).
        const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
        try {
          shares = await measureShares(await browser.newPage(), server.url);
        } finally {
          await browser.close();
        }
        for (const f of shares) ctx.log(`latin: ${shareText(f)}`);
        for (const q of search.queries)
          ctx.log(`search "${q.query}": ${q.kb.toFixed(1)} KB, ${Math.round(q.latencyMs)} ms, ${q.results} rows`);
        const group = firstGroupPath(dist);
        const routes = [
          // The browser's floor first (sw-off.ts): what no page can go below on this machine and this Chromium.
          { kind: BLANK_KIND, path: BLANK_PATH, isStatic: true },
          { kind: 'home', path: '/', isStatic: false },
          { kind: 'table (groups)', path: '/table', isStatic: true },
          ...(group ? [{ kind: 'group table', path: group, isStatic: true }] : []),
          // The knockout bracket (issue 43): static, at most 3 KB of JavaScript; built when the league has knockout ties.
          ...(existsSync(join(dist, 'knockout', 'index.html'))
            ? [{ kind: 'knockout', path: '/knockout', isStatic: true }]
            : []),
          { kind: 'fixture', path: '/fixture', isStatic: true },
          { kind: 'results', path: '/results', isStatic: true },
          { kind: 'teams', path: '/teams', isStatic: true },
          { kind: 'search', path: '/search', isStatic: true },
        ];
        for (const route of routes) {
          const r = await measureRoute(route.path, {
            runs: RUNS,
            siteUrl: site.url,
            apiUrl,
            log: ctx.log,
            workDir: ctx.workDir,
          });
          measured.push({ ...route, r });
          ctx.log(
            `${route.kind.padEnd(16)} score ${r.score}  FCP ${s(r.fcp)}  LCP ${s(r.lcp)}  TBT ${Math.round(r.tbt)}  CLS ${r.cls.toFixed(3)}  before images ${kb(r.beforeImages)} KB  benchmarkIndex ${Math.round(r.benchmarkIndex)}`,
          );
          ctx.log(`${''.padEnd(16)} main thread ms: ${breakdownText(r.breakdown)}`);
          ctx.log(`${''.padEnd(16)} longest tasks ms: ${longestText(r.longest)}`);
        }
      } finally {
        await site.close();
        await server.close();
      }

      const line = pagesLine(pages, search);
      const searchMissed = searchVerdict(search);
      const rows = measured.map(({ kind, path, isStatic, r }) => {
        const missed = missedBudgets(r, isStatic);
        const verdict =
          kind === BLANK_KIND
            ? `the browser's floor${missed.length ? `: over ${missed.join(', ')}, which no page can do better than` : ''}`
            : missed.length
              ? `**over: ${missed.join(', ')}**`
              : 'met';
        return `| ${kind} | ${path} | ${RUNS} | ${r.score} | ${s(r.fcp)} | ${s(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${kb(r.beforeImages)} | ${r.api} | ${Math.round(r.benchmarkIndex)} | ${verdict} |`;
      });
      const minutes = ((performance.now() - started) / 60_000).toFixed(1);
      const doc = [
        '## National league pages (nationwide seed)',
        '',
        `The demo API seeded with \`--seed nationwide\` (about 500 schools in 66 groups), one full build, served locally. This section took ${minutes} minutes.`,
        '',
        `**Every page** at most ${PAGE_BUDGET.htmlCssKb} KB of HTML and CSS gzipped and ${PAGE_BUDGET.elements} elements: ${over.length === 0 ? `met (${pages.length} pages)` : `**${over.length} over**: ${over.slice(0, 10).join('; ')}`}.`,
        '',
        `**Search** (Pagefind, /search in Chromium at 4× CPU, a phone-sized window; queries ${search.queries.map((q) => `"${q.query}"`).join(', ')}): the first query on a cold page ${search.firstKb.toFixed(1)} KB (budget ${SEARCH_BUDGET.firstKb}), later queries at most ${search.nextKb.toFixed(1)} KB (budget ${SEARCH_BUDGET.nextKb}), results at most ${Math.round(search.latencyMs)} ms after the last key (budget under ${SEARCH_BUDGET.latencyMs}): ${searchMissed.length ? `**over: ${searchMissed.join(', ')}**` : 'met'}.`,
        '',
        `**Latin letters in the Nepali pages** (issue 42; the visible text of \`<main>\` in Chromium, Latin letters among all letters, Devanagari digits and punctuation not counted; budget at most ${LATIN_BUDGET * 100} % when the CMS has Nepali names): ${shares.every((f) => f.share <= LATIN_BUDGET) ? 'met' : '**over**'}.`,
        '',
        '| page | path | Latin letters | letters | share |',
        '|---|---|---|---|---|',
        ...shares.map((f) => `| ${f.kind} | ${f.path} | ${f.latin} | ${f.letters} | ${(f.share * 100).toFixed(1)} % |`),
        '',
        `**Lighthouse**, mobile defaults, service worker off, medians of ${RUNS}: budgets Performance at least 95, TBT at most 150 ms, LCP at most 2.0 s (and the site's CLS and static-page rules). The first row is a ${BLANK_KIND}, two lines of text with no CSS and no script answered by the bench itself: the floor of this machine and this Chromium.`,
        '',
        '| route | path | runs | score | FCP s | LCP s | TBT ms | CLS | KB before images | API requests | benchmarkIndex | budget |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|',
        ...rows,
        '',
        '```',
        line,
        '```',
      ].join('\n');
      return { doc, line };
    } finally {
      await stop(api);
    }
  },
};
