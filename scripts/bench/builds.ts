// Bench section "builds": on the demo season, full builds with the image cache cold and warm, a rebuild with no
// change, a rebuild after one player is edited (time, bytes fetched, files changed; budget: the edit fetches at most 5%
// of the full sync), and edit to live through the self-hosted receiver. Ends with the one-line summary.
import type { BenchContext, BenchSection } from './context.ts';
import { measureBuilds, summaryLine, type BuildFigures, type BuildRun } from './build-figures.ts';

/** The demo figures, kept for the nationwide section's growth table. */
let demo: BuildFigures | null = null;

export async function demoFigures(ctx: BenchContext): Promise<BuildFigures> {
  demo ??= await measureBuilds({ apiUrl: ctx.apiUrl, workDir: ctx.workDir, label: 'demo', log: ctx.log });
  return demo;
}

export const EDIT_BUDGET = 0.05;
const n = (x: number) => Math.round(x).toLocaleString('en-US');
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(2)}%`;

function filesCell(r: BuildRun, total: number): string {
  if (!r.diff) return `${n(total)} (all new)`;
  return `${r.diff.changed.length} changed, ${r.diff.added.length} added, ${r.diff.removed.length} removed`;
}

/** The table both build sections print. */
export function buildTable(f: BuildFigures): string[] {
  const row = (what: string, r: BuildRun) =>
    `| ${what} | ${s(r.ms)} | ${r.traffic.requests} | ${n(r.traffic.contentBytes)} | ${n(r.traffic.mediaBytes)} | ${filesCell(r, f.files)} |`;
  return [
    `Content: ${n(f.documents)} documents; output: ${n(f.pages)} pages, ${n(f.files)} files.`,
    '',
    '| build | wall time | API requests | content bytes | media bytes | files in dist |',
    '|---|---|---|---|---|---|',
    row('full build, all caches empty', f.full),
    row('full build, images already encoded', f.fullWarm),
    row('rebuild, no change', f.noChange),
    row(`rebuild after editing player ${f.edited.id}`, f.oneEdit),
  ];
}

export function editVerdict(f: BuildFigures): string[] {
  const share = f.oneEdit.traffic.contentBytes / f.full.traffic.contentBytes;
  const touched = f.oneEdit.diff
    ? f.oneEdit.diff.changed.length + f.oneEdit.diff.added.length + f.oneEdit.diff.removed.length
    : 0;
  return [
    `- The one-edit rebuild fetched ${pct(f.oneEdit.traffic.contentBytes, f.full.traffic.contentBytes)} of the full sync's bytes ` +
      `(budget ${EDIT_BUDGET * 100}%): **${share <= EDIT_BUDGET ? 'met' : 'over'}**.`,
    `- Files changed by the edit: ${touched}; pages that show the player: ${f.showing.length}; changed files that do not show him: ` +
      `${f.unexpected.length ? f.unexpected.join(', ') : 'none'}; pages showing him left unchanged: ${f.missing.length ? f.missing.join(', ') : 'none'}.`,
    `- Changed: ${f.oneEdit.diff?.changed.slice(0, 20).join(', ') || 'nothing'}${touched > 20 ? ', …' : ''}.`,
    `- Sync of the one-edit build: ${f.oneEdit.changes.filter((l) => !/fetched 0, changed 0, removed 0/.test(l)).join('; ') || 'nothing fetched'}.`,
  ];
}

/** Budgets of issue 18, per league: no-change rebuild, edit to live, one-edit fetch share; full builds warm and cold. */
export type Budgets = {
  noChangeS: number;
  editToLiveS: number;
  fetchPct: number;
  fullWarmS?: number;
  fullColdS?: number;
};

export function budgetVerdict(f: BuildFigures, b: Budgets): string {
  const checks: Array<[string, number, number]> = [
    ['no-change rebuild', f.noChange.ms / 1000, b.noChangeS],
    ['edit to live', f.live.ms / 1000, b.editToLiveS],
    ['one-edit fetch %', (100 * f.oneEdit.traffic.contentBytes) / f.full.traffic.contentBytes, b.fetchPct],
    ...(b.fullWarmS ? [['warm full build', f.fullWarm.ms / 1000, b.fullWarmS] as [string, number, number]] : []),
    ...(b.fullColdS ? [['cold full build', f.full.ms / 1000, b.fullColdS] as [string, number, number]] : []),
  ];
  return `Budgets: ${checks.map(([what, v, max]) => `${what} ${v.toFixed(what.includes('%') ? 2 : 1)} (≤ ${max}) ${v <= max ? 'met' : '**over**'}`).join('; ')}.`;
}

export const DEMO_BUDGETS: Budgets = { noChangeS: 5, editToLiveS: 10, fetchPct: EDIT_BUDGET * 100 };

export const builds: BenchSection = {
  name: 'builds',
  async run(ctx: BenchContext) {
    const f = await demoFigures(ctx);
    const share = f.oneEdit.traffic.contentBytes / f.full.traffic.contentBytes;
    ctx.log(
      `one-edit rebuild fetched ${pct(f.oneEdit.traffic.contentBytes, f.full.traffic.contentBytes)} of the full sync (budget 5%): ${share <= EDIT_BUDGET ? 'met' : 'OVER'}`,
    );
    const line = summaryLine('demo', f);
    const doc = [
      '## Builds (demo season)',
      '',
      'Each build is `astro build` in a fresh folder. The first starts with every cache empty; the second with an empty',
      'content store and page cache but the images already encoded; the others keep the caches (incremental sync, pages',
      "reused by Astro's incremental build). Bytes are response bodies counted by a proxy in front of the demo API; files",
      'are compared byte for byte with the previous build.',
      '',
      ...buildTable(f),
      '',
      ...editVerdict(f),
      '',
      `**Edit to live** (self-hosted receiver, \`npm run rebuild-server\`, on the caches above): ${s(f.live.ms)} from the signed webhook to ` +
        `${f.live.page} being served with the edit (debounce ${s(f.live.debounceMs)}; the receiver's build ${s(f.live.buildMs)}, which includes ` +
        'comparing the new build with the old one after going live).',
      '',
      budgetVerdict(f, DEMO_BUDGETS),
      '',
      '```',
      line,
      '```',
    ].join('\n');
    return { doc, line };
  },
};
