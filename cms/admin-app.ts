// Payload's editing screens (/admin) for cms/server.ts --admin: a Next.js app (cms/admin) built once with `next build`
// and rebuilt only when its inputs change (the app's files, cms/'s lock), then served in this process by Next's request
// handler with the server's own config. The config and the plugin are not inputs: the app is handed the running config
// (admin/running-config.ts) and renders its collections and fields at request time. Each step is printed.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { SanitizedConfig } from 'payload';
import { handOver } from './admin/running-config.ts';

const CMS = import.meta.dirname;
export const ADMIN_DIR = resolve(CMS, 'admin');
const STAMP = join(ADMIN_DIR, '.next', 'league-inputs.sha256');

export type AdminHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Every file the built app depends on: a change to any of them means the build is stale. */
function inputs(): string[] {
  // The app's own files, and the lock (the versions of Next and Payload's admin).
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return e.name === '.next' || e.name === 'node_modules' ? [] : walk(path);
      return [path];
    });
  return [join(CMS, 'package-lock.json'), ...walk(ADMIN_DIR)].sort();
}

/** The inputs' fingerprint: their paths and contents. */
export function inputsHash(): string {
  const hash = createHash('sha256');
  for (const path of inputs())
    if (statSync(path).isFile()) hash.update(path.slice(CMS.length)).update(readFileSync(path));
  return hash.digest('hex');
}

/** Runs `next build` in cms/admin unless the last build was made from the same inputs. */
export async function ensureAdminBuild(log: (line: string) => void = console.log): Promise<void> {
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === inputsHash()) return;
  log(
    'editing screens: building the admin app (next build in cms/admin; first start or after a change: about a minute)',
  );
  const started = performance.now();
  const bin = createRequire(join(ADMIN_DIR, 'package.json')).resolve('next/dist/bin/next');
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(process.execPath, [bin, 'build'], {
      cwd: ADMIN_DIR,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
    child.on('error', fail);
    child.on('exit', done);
  });
  if (code !== 0) throw new Error(`next build in ${ADMIN_DIR} failed (exit ${code})`);
  // Hashed after the build, which may have completed the app's tsconfig.json.
  writeFileSync(STAMP, inputsHash());
  log(`editing screens: built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Next's handler for the built app, in this process, with the server's config (after Payload has started). */
export async function startAdmin(config: Promise<SanitizedConfig>, port: number): Promise<AdminHandler> {
  await ensureAdminBuild();
  handOver(config);
  // Next's server and its React run in production mode only when told so. Set after Payload's start: the SQLite
  // adapter pushes the schema to a new database only outside production.
  Object.assign(process.env, { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' });
  const { default: next } = await import('next');
  const app = next({ dir: ADMIN_DIR, dev: false, hostname: '127.0.0.1', port });
  await app.prepare();
  const handle = app.getRequestHandler();
  return (req, res) => handle(req, res);
}
