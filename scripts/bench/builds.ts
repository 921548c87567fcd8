// Bench section "builds": on the demo season, a full build from an empty store, a rebuild with no change, a rebuild
// after one player is edited (time, bytes fetched, files changed; budget: the edit fetches at most 5% of the full sync),
// and edit to live through the self-hosted receiver.
import type { BenchContext, BenchSection } from './context.ts';
import { measureBuilds, type BuildFigures, type BuildRun } from './build-figures.ts';
import { measureEditToLive } from './edit-to-live.ts';

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

/** The three-row table both build sections print. */
export function buildTable(f: BuildFigures): string[] {
  const row = (what: string, r: BuildRun) =>
    `| ${what} | ${s(r.ms)} | ${r.traffic.requests} | ${n(r.traffic.contentBytes)} | ${n(r.traffic.mediaBytes)} | ${filesCell(r, f.files)} |`;
  return [
    `Content: ${n(f.documents)} documents; output: ${n(f.pages)} pages, ${n(f.files)} files.`,
    '',
    '| build | wall time | API requests | content bytes | media bytes | files in dist |',
    '|---|---|---|---|---|---|',
    row('full build, empty store', f.full),
    row('rebuild, no change', f.noChange),
    row(`rebuild after editing player ${f.edited.id}`, f.oneEdit),
  ];
}

export function editVerdict(f: BuildFigures): string[] {
  const share = f.oneEdit.traffic.contentBytes / f.full.traffic.contentBytes;
  const touched = f.oneEdit.diff ? f.oneEdit.diff.changed.length + f.oneEdit.diff.added.length + f.oneEdit.diff.removed.length : 0;
  return [
    `- The one-edit rebuild fetched ${pct(f.oneEdit.traffic.contentBytes, f.full.traffic.contentBytes)} of the full sync's bytes ` +
      `(budget ${EDIT_BUDGET * 100}%): **${share <= EDIT_BUDGET ? 'met' : 'over'}**.`,
    `- Files changed by the edit: ${touched}; pages that show the player: ${f.showing.length}; changed files that do not show him: ` +
      `${f.unexpected.length ? f.unexpected.join(', ') : 'none'}; pages showing him left unchanged: ${f.missing.length ? f.missing.join(', ') : 'none'}.`,
    `- Changed: ${f.oneEdit.diff?.changed.slice(0, 20).join(', ') || 'nothing'}${touched > 20 ? ', …' : ''}.`,
    `- Sync of the one-edit build: ${f.oneEdit.changes.filter((l) => !/fetched 0, changed 0, removed 0/.test(l)).join('; ') || 'nothing fetched'}.`,
  ];
}

export const builds: BenchSection = {
  name: 'builds',
  async run(ctx: BenchContext) {
    const f = await demoFigures(ctx);
    const live = await measureEditToLive({ apiUrl: ctx.apiUrl, workDir: ctx.workDir, avoid: [f.edited.id], log: ctx.log });
    const share = f.oneEdit.traffic.contentBytes / f.full.traffic.contentBytes;
    ctx.log(`one-edit rebuild fetched ${pct(f.oneEdit.traffic.contentBytes, f.full.traffic.contentBytes)} of the full sync (budget 5%): ${share <= EDIT_BUDGET ? 'met' : 'OVER'}`);
    return [
      '## Builds (demo season)',
      '',
      'Each build is `astro build` in a fresh folder with the content store kept between builds (incremental sync); bytes are',
      'response bodies counted by a proxy in front of the demo API; files are compared byte for byte with the previous build.',
      '',
      ...buildTable(f),
      '',
      ...editVerdict(f),
      '',
      `**Edit to live** (self-hosted receiver, \`npm run rebuild-server\`): ${s(live.ms)} from the signed webhook to ${live.page} ` +
        `being served with the edit (debounce ${s(live.debounceMs)}, incremental build ${s(live.buildMs)}).`,
    ].join('\n');
  },
};
