// One site build into a fresh folder, with the content store kept between builds (incremental sync).
import { spawn } from 'node:child_process';
import { ASTRO_BIN, NODE, ROOT } from '../lib/proc.ts';
import type { BuildResult } from './rebuilder.ts';

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
  env: Record<string, string>;
  log: (l: string) => void;
}): Promise<BuildResult> {
  return new Promise((resolve) => {
    const child = spawn(NODE, [ASTRO_BIN, 'build', '--outDir', opts.outDir], {
      cwd: ROOT,
      // NODE_ENV is pinned: a receiver started from a test runner (NODE_ENV=test) must still make production builds.
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ASTRO_TELEMETRY_DISABLED: '1',
        ASTRO_CACHE_DIR: opts.cacheDir,
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 2_000_000) output = output.slice(-1_000_000);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (e) => resolve({ ok: false, error: e.message, changes: [] }));
    child.on('exit', (code) => {
      const changes = changeLines(output);
      if (code === 0) return resolve({ ok: true, changes });
      // eslint-disable-next-line no-control-regex -- terminal colour codes (ESC) are what this pattern strips
      const clean = output.split('\n').map((l) => l.replace(/\x1b\[[0-9;]*m/g, '').trim());
      const reason =
        clean.find((l) => l.startsWith('League API:')) ?? clean.filter(Boolean).slice(-3).join(' | ') ?? `exit ${code}`;
      opts.log(output.slice(-4000));
      resolve({ ok: false, error: reason, changes });
    });
  });
}
