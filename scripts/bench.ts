// npm run bench: starts the demo API on a fresh season, builds and serves the site, runs each section, prints the
// figures and writes them to docs/benchmarks.md with the date and machine. `--only a,b` runs some sections (and keeps
// the others' figures in the document); the site is built only when one of them needs it.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { astroBuild, freePort, NODE, ROOT, start, stop, waitForUrl } from './lib/proc.ts';
import { startStaticServer } from './serve.ts';
import type { BenchContext, BenchSection } from './bench/context.ts';
import { sizes } from './bench/sizes.ts';
import { lighthouseSection } from './bench/lighthouse.ts';
import { builds } from './bench/builds.ts';
import { nationwide } from './bench/nationwide.ts';
import { nationwidePages } from './bench/nationwide-pages.ts';
import { matchday } from './bench/matchday.ts';
import { alerts } from './bench/alerts.ts';
import { faults } from './bench/faults.ts';
import { tickets } from './bench/tickets.ts';
import { cms } from './bench/cms.ts';
import { benchDoc } from './bench/doc.ts';

/** Sections in the order they run and appear in docs/benchmarks.md. */
const SECTIONS: BenchSection[] = [
  sizes,
  lighthouseSection,
  builds,
  nationwide,
  nationwidePages,
  matchday,
  alerts,
  faults,
  tickets,
  cms,
];

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',')) : null;
const chosen = SECTIONS.filter((s) => !only || only.has(s.name));

const workDir = mkdtempSync(join(tmpdir(), 'league-bench-'));
const dataDir = join(workDir, 'data');
const distDir = join(workDir, 'dist');
const cacheDir = join(workDir, 'cache');
const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;
const log = (line: string) => console.log(`[bench] ${line}`);
// Other work on the machine inflates every timing (Lighthouse's TBT most): the report says how busy it was.
const loadAtStart = loadavg()[0] ?? 0;

const api = start(NODE, ['scripts/demo-api/main.ts', '--port', String(apiPort), '--data', dataDir, '--reseed'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
let code = 0;
try {
  await waitForUrl(`${apiUrl}/api/health`);
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const needsSite = chosen.some((s) => s.needsSite !== false);
  const t0 = performance.now();
  if (needsSite)
    await astroBuild({ PUBLIC_API_URL: apiUrl, PUBLIC_SITE_URL: siteUrl, ASTRO_CACHE_DIR: cacheDir }, distDir);
  const fullBuildMs = needsSite ? performance.now() - t0 : 0;
  if (needsSite) log(`full build of the demo season: ${(fullBuildMs / 1000).toFixed(1)} s`);
  const site = needsSite ? await startStaticServer({ root: distDir, port: sitePort }) : null;
  const ctx: BenchContext = { apiUrl, siteUrl, distDir, cacheDir, dataDir, workDir, fullBuildMs, log };
  const parts: string[] = [];
  const lines: string[] = [];
  try {
    for (const section of chosen) {
      log(`— ${section.name}`);
      const result = await section.run(ctx);
      parts.push(typeof result === 'string' ? result : result.doc);
      if (typeof result !== 'string') lines.push(result.line);
    }
  } finally {
    await site?.close();
  }
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const machine = `${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ${process.platform}`;
  const docFile = resolve(ROOT, 'docs/benchmarks.md');
  const previous = existsSync(docFile) ? readFileSync(docFile, 'utf8') : null;
  const run = {
    date: new Date().toISOString().slice(0, 10),
    machine,
    loadStart: loadAtStart,
    loadEnd: loadavg()[0] ?? 0,
    cores: cpus().length,
  };
  writeFileSync(docFile, benchDoc(previous, parts, run));
  log('written to docs/benchmarks.md');
  // The summary lines come last, so the run ends with them (issue 18).
  for (const line of lines) console.log(line);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  code = 1;
} finally {
  await stop(api);
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(code);
