// Bench section "nationwide": the builds section's figures on the nationwide seed (about 500 schools, 10,000 players,
// 3,000 matches, 1,000 articles), and how each grows from the demo season. Takes many minutes; ends with the one-line
// summary.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../demo-api/server.ts';
import { freePort, NODE, start, stop, waitForUrl } from '../lib/proc.ts';
import { buildSite } from '../../server/rebuild/build.ts';
import { listFiles } from '../../server/rebuild/diff.ts';
import { measureBuilds, summaryLine, type BuildFigures } from './build-figures.ts';
import { budgetVerdict, buildTable, demoFigures, editVerdict, type Budgets } from './builds.ts';
import type { BenchContext, BenchSection } from './context.ts';

const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? 1 : Infinity) : a / b);
const x = (r: number) => (Number.isFinite(r) ? `×${r.toFixed(1)}` : '—');

/** A build of an empty league: the fixed part of every build (bundling, start-up, the pages without data). */
export type EmptyBuild = { ms: number; pages: number };

async function emptyLeagueBuild(workDir: string): Promise<EmptyBuild> {
  const api = await startServer({ dataDir: join(workDir, 'empty-data'), seed: false, log: () => {} });
  try {
    const outDir = join(workDir, 'empty-dist');
    const t0 = performance.now();
    const result = await buildSite({
      outDir,
      cacheDir: join(workDir, 'empty-cache'),
      env: { PUBLIC_API_URL: api.url, PUBLIC_SITE_URL: 'http://127.0.0.1:4321' },
      log: () => {},
    });
    if (!result.ok) throw new Error(`empty league build failed: ${result.error}`);
    return { ms: performance.now() - t0, pages: listFiles(outDir).filter((f) => f.endsWith('.html')).length };
  } finally {
    await api.close();
  }
}

/** Wall time above the empty league's, per page above its pages: the same cost a page at both sizes means linear. */
function timeShape(empty: EmptyBuild, demoMs: number, wideMs: number, demoPages: number, widePages: number): string {
  const perDemo = (demoMs - empty.ms) / (demoPages - empty.pages);
  const perWide = (wideMs - empty.ms) / (widePages - empty.pages);
  return `${perDemo.toFixed(1)} → ${perWide.toFixed(1)} ms a page above the fixed part: ${perUnit(perWide / perDemo)}`;
}

/** Linear when the cost per unit of content stays within a factor of 1.5 either way. */
function perUnit(ratioOfCosts: number): string {
  if (ratioOfCosts > 1.5) return `faster than linear (${ratioOfCosts.toFixed(1)}× the cost per unit)`;
  if (ratioOfCosts < 1 / 1.5) return `slower than linear (${ratioOfCosts.toFixed(2)}× the cost per unit)`;
  return 'linear';
}

function shape(growth: number, scale: number): string {
  return growth < 1.5 ? 'flat (does not grow with the league)' : perUnit(growth / scale);
}

function growthTable(empty: EmptyBuild, demo: BuildFigures, wide: BuildFigures): string[] {
  const pages = ratio(wide.pages, demo.pages);
  const docs = ratio(wide.documents, demo.documents);
  const rows: Array<[string, number, number, number, string]> = [
    ['full build, images cold: wall time', wide.full.ms, demo.full.ms, pages, 'pages'],
    ['full build, images encoded: wall time', wide.fullWarm.ms, demo.fullWarm.ms, pages, 'pages'],
    ['full build: content bytes', wide.full.traffic.contentBytes, demo.full.traffic.contentBytes, docs, 'documents'],
    ['no-change rebuild: wall time', wide.noChange.ms, demo.noChange.ms, pages, 'pages'],
    [
      'no-change rebuild: content bytes',
      wide.noChange.traffic.contentBytes,
      demo.noChange.traffic.contentBytes,
      docs,
      'documents',
    ],
    ['one-edit rebuild: wall time', wide.oneEdit.ms, demo.oneEdit.ms, pages, 'pages'],
    [
      'one-edit rebuild: content bytes',
      wide.oneEdit.traffic.contentBytes,
      demo.oneEdit.traffic.contentBytes,
      docs,
      'documents',
    ],
    [
      'one-edit rebuild: files changed',
      wide.oneEdit.diff?.changed.length ?? 0,
      demo.oneEdit.diff?.changed.length ?? 0,
      pages,
      'pages',
    ],
  ];
  return [
    `The league grows ${x(docs)} in documents and ${x(pages)} in pages. Growth of each figure, against the content it scales with;`,
    `wall times are read against an empty league's build (${(empty.ms / 1000).toFixed(1)} s, ${empty.pages} pages), the fixed part of every build:`,
    '',
    '| figure | demo | nationwide | growth | scales with | shape |',
    '|---|---|---|---|---|---|',
    ...rows.map(([what, w, d, scale, unit]) => {
      const g = ratio(w, d);
      const fmt = (v: number) =>
        what.includes('time') ? `${(v / 1000).toFixed(1)} s` : Math.round(v).toLocaleString('en-US');
      const how = what.includes('time') ? timeShape(empty, d, w, demo.pages, wide.pages) : shape(g, scale);
      return `| ${what} | ${fmt(d)} | ${fmt(w)} | ${x(g)} | ${unit} ${x(scale)} | ${how} |`;
    }),
  ];
}

/** The demo API on a fresh nationwide season (its own process, data in `dataDir`), once it answers. */
export async function startNationwideApi(dataDir: string): Promise<{ api: ReturnType<typeof start>; apiUrl: string }> {
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const api = start(
    NODE,
    ['scripts/demo-api/main.ts', '--port', String(port), '--data', dataDir, '--reseed', '--seed', 'nationwide'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    await waitForUrl(`${apiUrl}/api/health`, 300_000);
  } catch (e) {
    await stop(api);
    throw e;
  }
  return { api, apiUrl };
}

const NATIONWIDE_BUDGETS: Budgets = { noChangeS: 60, editToLiveS: 90, fetchPct: 5, fullWarmS: 180, fullColdS: 1200 };

export const nationwide: BenchSection = {
  name: 'nationwide',
  async run(ctx: BenchContext) {
    const started = performance.now();
    const demo = await demoFigures(ctx);
    const empty = await emptyLeagueBuild(ctx.workDir);
    ctx.log(`empty league build: ${(empty.ms / 1000).toFixed(1)} s, ${empty.pages} pages`);
    const { api, apiUrl } = await startNationwideApi(join(ctx.workDir, 'nationwide-data'));
    try {
      const wide = await measureBuilds({ apiUrl, workDir: ctx.workDir, label: 'nationwide', log: ctx.log });
      const minutes = ((performance.now() - started) / 60_000).toFixed(1);
      ctx.log(`nationwide section took ${minutes} min`);
      const line = summaryLine('nationwide', wide);
      const doc = [
        '## Builds (nationwide league)',
        '',
        `The demo API seeded with \`--seed nationwide\`; the same builds as above. This section took ${minutes} minutes.`,
        '',
        ...buildTable(wide),
        '',
        ...editVerdict(wide),
        '',
        `**Edit to live**: ${(wide.live.ms / 1000).toFixed(1)} s to ${wide.live.page} (debounce ${(wide.live.debounceMs / 1000).toFixed(1)} s; the receiver's build ${(wide.live.buildMs / 1000).toFixed(1)} s, comparison after going live included).`,
        '',
        budgetVerdict(wide, NATIONWIDE_BUDGETS),
        '',
        ...growthTable(empty, demo, wide),
        '',
        'The pages of this league (page budget, search, Lighthouse) are the next section, "National league pages".',
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
