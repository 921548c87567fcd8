// One site build into a fresh folder, with the content store kept between builds (incremental sync). The build runs in
// its own process group with a time limit, and dies with the receiver (watchdog.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChildEnv } from './build-env.ts';
import type { BuildResult } from './rebuilder.ts';

/** The repository's root: the site's sources and its node_modules, where builds run. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The Node that runs the receiver runs its builds. */
const NODE = process.execPath;
const ASTRO_BIN = resolve(ROOT, 'node_modules/astro/bin/astro.mjs');

/** A build that has not finished after this long is stopped (and retried): one stuck request must not stop every
 *  later edit from going live. The nationwide league's full build takes under two minutes (docs/benchmarks.md). */
export const BUILD_TIMEOUT_MS = 30 * 60_000;

const WATCHDOG = fileURLToPath(new URL('./watchdog.ts', import.meta.url));

/** Builds running now (at most one per receiver), so that a receiver that stops ends them too. */
const running = new Set<ChildProcess>();

/** Ends a build child and everything it started (its process group). */
export function killBuild(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** Ends every build this process started (the receiver's close). */
export function killBuilds(): void {
  for (const c of running) killBuild(c);
}

/** Lines of the content loader's log that say what a build fetched, changed and removed. */
export function changeLines(output: string): string[] {
  return (
    output
      .split('\n')
      // eslint-disable-next-line no-control-regex -- terminal colour codes (ESC) are what this pattern strips
      .map((l) => l.replace(/\x1b\[[0-9;]*m/g, ''))
      .map((l) => /(\w[\w-]*: (?:full|incremental) sync, fetched \d+, changed \d+, removed \d+)/.exec(l)?.[1])
      .filter((l): l is string => !!l)
  );
}

export function buildSite(opts: {
  outDir: string;
  cacheDir: string;
  /** Variables given to the build on top of the allowed part of the receiver's environment (build-env.ts). */
  env: Record<string, string>;
  log: (l: string) => void;
  /** Default BUILD_TIMEOUT_MS. */
  timeoutMs?: number;
}): Promise<BuildResult> {
  return new Promise((resolve) => {
    const child = spawn(NODE, ['--import', WATCHDOG, ASTRO_BIN, 'build', '--outDir', opts.outDir], {
      cwd: ROOT,
      // NODE_ENV is pinned: a receiver started from a test runner (NODE_ENV=test) must still make production builds.
      // Of the receiver's own environment only the allowlist passes (build-env.ts): no secret reaches the build.
      env: {
        ...buildChildEnv(process.env),
        NODE_ENV: 'production',
        ASTRO_TELEMETRY_DISABLED: '1',
        ASTRO_CACHE_DIR: opts.cacheDir,
        ...opts.env,
        REBUILD_PARENT_PID: String(process.pid),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a time-out or a stopping receiver ends the build and anything it started, at once.
      detached: true,
    });
    running.add(child);
    const limit = opts.timeoutMs ?? BUILD_TIMEOUT_MS;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killBuild(child);
    }, limit);
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 2_000_000) output = output.slice(-1_000_000);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (e) => {
      clearTimeout(timer);
      running.delete(child);
      resolve({ ok: false, error: e.message, changes: [] });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      const changes = changeLines(output);
      if (timedOut) {
        opts.log(output.slice(-4000));
        return resolve({
          ok: false,
          error: `build stopped after its time limit of ${Math.round(limit / 1000)} s`,
          changes,
        });
      }
      if (signal) return resolve({ ok: false, error: `build killed by ${signal}`, changes });
      const confirmedRemoval =
        output.includes('a second full read confirms it') ||
        !!(opts.env.LEAGUE_ALLOW_EMPTY ?? process.env.LEAGUE_ALLOW_EMPTY);
      if (code === 0) return resolve({ ok: true, changes, confirmedRemoval });
      // eslint-disable-next-line no-control-regex -- terminal colour codes (ESC) are what this pattern strips
      const clean = output.split('\n').map((l) => l.replace(/\x1b\[[0-9;]*m/g, '').trim());
      const reason =
        clean.find((l) => l.startsWith('League API:')) ?? clean.filter(Boolean).slice(-3).join(' | ') ?? `exit ${code}`;
      opts.log(output.slice(-4000));
      resolve({ ok: false, error: reason, changes });
    });
  });
}
