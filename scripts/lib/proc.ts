// Process helpers for the project's scripts: free ports, child processes that die with their parent, waiting for a URL.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The Node that runs this script (Node 22 from node_modules when started through npm). */
export const NODE = process.execPath;
export const ASTRO_BIN = resolve(ROOT, 'node_modules/astro/bin/astro.mjs');

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, host, () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

const children = new Set<ChildProcess>();
function killAll() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
process.once('exit', killAll);

export function start(cmd: string, args: string[], opts: SpawnOptions = {}): ChildProcess {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Runs a command to completion; rejects with its exit code. */
export function run(cmd: string, args: string[], opts: SpawnOptions = {}): Promise<void> {
  return new Promise((ok, fail) => {
    const child = start(cmd, args, opts);
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0 ? ok() : fail(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Installs Debian packages the bench needs, as .ci/run does (the caller checks it runs as root). */
export async function aptInstall(...packages: string[]): Promise<void> {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  await run('apt-get', ['install', '-y', ...packages], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function waitForUrl(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) return ok();
    child.once('exit', () => ok());
    child.kill('SIGTERM');
  });
}

export function astroBuild(env: Record<string, string>, outDir: string): Promise<void> {
  return run(NODE, [ASTRO_BIN, 'build', '--outDir', outDir], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  });
}
