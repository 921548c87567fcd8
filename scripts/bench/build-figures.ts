// The build figures of issues 7 and 18 against one league API: a full build from empty caches (images cold), a full
// build from an empty content store and page cache with the images already encoded (warm), a rebuild with no change,
// a rebuild after one player is edited, and edit to live through the receiver. Wall time, bytes fetched (through a
// counting proxy), files changed.
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../../server/rebuild/build.ts';
import { diffSites, listFiles, type SiteDiff } from '../../server/rebuild/diff.ts';
import { startCountingProxy, type Traffic } from './counting-proxy.ts';
import { measureEditToLive, type EditToLive } from './edit-to-live.ts';
import { pickPlayer, renamePlayer } from './player-edit.ts';

export type BuildRun = { ms: number; traffic: Traffic; changes: string[]; diff: SiteDiff | null };
export type BuildFigures = {
  documents: number;
  pages: number;
  files: number;
  /** Empty caches: content store, page cache and image cache. */
  full: BuildRun;
  /** Empty content store and page cache, the image cache of `full`: every page rendered, no image encoded. */
  fullWarm: BuildRun;
  noChange: BuildRun;
  oneEdit: BuildRun;
  live: EditToLive;
  edited: { id: string; name: string; team: string };
  /** Pages that show the edited player after the edit; changed files that do not show him; pages showing him unchanged. */
  showing: string[];
  unexpected: string[];
  missing: string[];
};

type Doc = Record<string, unknown>;
const COLLECTIONS = [
  'teams',
  'players',
  'matches',
  'tables',
  'blogs',
  'highlights',
  'sponsors',
  'posts',
  'match-events',
  'watchlive',
];

async function getJson(url: string): Promise<Doc> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as Doc;
}

export async function countDocuments(apiUrl: string): Promise<number> {
  const totals = await Promise.all(
    COLLECTIONS.map(async (c) => Number((await getJson(`${apiUrl}/api/${c}?limit=1&depth=0`)).totalDocs ?? 0)),
  );
  return totals.reduce((a, b) => a + b, 0);
}

const htmlShowing = (dir: string, text: string) =>
  listFiles(dir).filter((f) => f.endsWith('.html') && readFileSync(join(dir, f), 'utf8').includes(text));

export async function measureBuilds(opts: {
  apiUrl: string;
  workDir: string;
  label: string;
  log: (l: string) => void;
}): Promise<BuildFigures> {
  const proxy = await startCountingProxy(opts.apiUrl);
  const env = { PUBLIC_API_URL: proxy.url, PUBLIC_SITE_URL: 'http://127.0.0.1:4321' };
  const cold = join(opts.workDir, `${opts.label}-cache-cold`);
  const cacheDir = join(opts.workDir, `${opts.label}-cache`);
  const out = (i: number) => join(opts.workDir, `${opts.label}-dist-${i}`);
  const run = async (i: number, cache: string, what: string): Promise<BuildRun> => {
    proxy.reset();
    const t0 = performance.now();
    const result = await buildSite({ outDir: out(i), cacheDir: cache, env, log: () => {} });
    const ms = performance.now() - t0;
    if (!result.ok) throw new Error(`${opts.label} ${what} failed: ${result.error}`);
    const diff = i > 1 ? await diffSites(out(i - 1), out(i)) : null;
    const traffic = proxy.traffic();
    opts.log(
      `${opts.label} ${what}: ${(ms / 1000).toFixed(1)} s, ${traffic.requests} requests, ${traffic.contentBytes} content bytes` +
        (diff
          ? `, files ${diff.changed.length} changed / ${diff.added.length} added / ${diff.removed.length} removed`
          : ''),
    );
    return { ms, traffic, changes: result.changes, diff };
  };
  try {
    const documents = await countDocuments(opts.apiUrl);
    const full = await run(1, cold, 'full build, all caches empty');
    // The same full build with the images already encoded: only the image cache moves over. Same content, so the
    // table's "files in dist" must say nothing changed.
    mkdirSync(cacheDir, { recursive: true });
    if (existsSync(join(cold, 'league-images')))
      renameSync(join(cold, 'league-images'), join(cacheDir, 'league-images'));
    const fullWarm = await run(2, cacheDir, 'full build, images encoded');
    const noChange = await run(3, cacheDir, 'rebuild with no change');
    const player = await pickPlayer(opts.apiUrl);
    const name = `${player.name} Benchedit`;
    await renamePlayer(opts.apiUrl, player.id, name);
    const oneEdit = await run(4, cacheDir, `rebuild after editing player ${player.id}`);
    // The new name is unique, so the pages that contain it are exactly the pages that show him.
    const showing = htmlShowing(out(4), name);
    const d = oneEdit.diff as SiteDiff;
    const touched = [...d.changed, ...d.added, ...d.removed];
    const unexpected = touched.filter((f) => !showing.includes(f));
    const missing = showing.filter((f) => !touched.includes(f));
    const files = listFiles(out(1));
    // The receiver on the same caches and API address: what a live site has after these builds.
    const live = await measureEditToLive({
      apiUrl: opts.apiUrl,
      buildEnv: env,
      cacheDir,
      workDir: join(opts.workDir, `${opts.label}-receiver`),
      avoid: [player.id],
      log: opts.log,
    });
    return {
      documents,
      pages: files.filter((f) => f.endsWith('.html')).length,
      files: files.length,
      full,
      fullWarm,
      noChange,
      oneEdit,
      live,
      edited: { ...player, name },
      showing,
      unexpected,
      missing,
    };
  } finally {
    await proxy.close();
  }
}

/** The one line each build section ends with (docs/benchmarks.md keeps it too). */
export function summaryLine(label: string, f: BuildFigures): string {
  const sec = (ms: number) => (ms / 1000).toFixed(1);
  const pct = ((100 * f.oneEdit.traffic.contentBytes) / f.full.traffic.contentBytes).toFixed(2);
  return (
    `${label}: pages=${f.pages} full_cold_s=${sec(f.full.ms)} full_warm_s=${sec(f.fullWarm.ms)} nochange_s=${sec(f.noChange.ms)} ` +
    `one_edit_s=${sec(f.oneEdit.ms)} edit_to_live_s=${sec(f.live.ms)} fetch_pct=${pct}`
  );
}
