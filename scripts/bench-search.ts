// node scripts/bench-search.ts [--dist <built site>] [--seed nationwide|demo]: the search budgets of issue 23 in
// Chromium (scripts/bench/search.ts): the first query on a cold /search page ≤ 150 KB, later queries ≤ 30 KB, results
// under 300 ms after the last keystroke at 4× CPU slowdown. Without --dist it seeds a demo API (nationwide by
// default: 500 schools), builds the site against it in a scratch folder and serves it; with --dist it serves that
// build. Prints `search: first_kb=S next_kb=T latency_ms=L` last. Figures taken while the machine is busy are high.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { astroBuild, freePort, NODE, start, stop, waitForUrl } from './lib/proc.ts';
import { startStaticServer } from './serve.ts';
import { BENCH_QUERIES, searchFigures, searchLine } from './bench/search.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const seed = arg('--seed') ?? 'nationwide';
const givenDist = arg('--dist');

const workDir = mkdtempSync(join(tmpdir(), 'league-bench-search-'));
const log = (line: string) => console.log(`[bench-search] ${line}`);
let api: ReturnType<typeof start> | null = null;
let code = 0;
try {
  let dist = givenDist ? resolve(givenDist) : join(workDir, 'dist');
  if (!givenDist) {
    const apiPort = await freePort();
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    api = start(
      NODE,
      [
        'scripts/demo-api/main.ts',
        '--port',
        String(apiPort),
        '--data',
        join(workDir, 'data'),
        '--reseed',
        '--seed',
        seed,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    await waitForUrl(`${apiUrl}/api/health`, 300_000);
    log(`building the ${seed} site…`);
    const t0 = performance.now();
    await astroBuild({ PUBLIC_API_URL: apiUrl, ASTRO_CACHE_DIR: join(workDir, 'cache') }, dist);
    log(`built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    dist = resolve(dist);
  }
  const site = await startStaticServer({ root: dist, port: await freePort() });
  try {
    const figures = await searchFigures(site.url, BENCH_QUERIES[seed] ?? BENCH_QUERIES.nationwide!);
    for (const q of figures.queries)
      log(
        `"${q.query}": ${q.kb.toFixed(1)} KB (+ ${q.headersKb.toFixed(1)} KB of HTTP/1.1 headers), ${Math.round(q.latencyMs)} ms after the last key, ${q.results} rows`,
      );
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
    log(
      `budgets: first ${figures.firstKb.toFixed(1)} KB (≤ 150) ${verdict(figures.firstKb <= 150)}; later ${figures.nextKb.toFixed(1)} KB (≤ 30) ${verdict(figures.nextKb <= 30)}; latency ${Math.round(figures.latencyMs)} ms (< 300) ${verdict(figures.latencyMs < 300)}`,
    );
    console.log(searchLine(figures));
  } finally {
    await site.close();
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  code = 1;
} finally {
  if (api) await stop(api);
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(code);
