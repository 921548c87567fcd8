// The bench's Payload processes: the example league CMS (cms/server.ts, the league's plugin) on Postgres, each with a
// clock the bench can move ahead (cms-clock.ts), an admin API key for the league's own calls, and the REST helpers the
// cms section uses.
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CMS_DIR, NODE_FOR_CMS } from '../lib/cms.ts';
import { freePort, start, stop, waitForUrl } from '../lib/proc.ts';

export const CMS_ADMIN = { email: 'admin@league.example', password: 'bench-cms-admin-password' };
export const CMS_API_KEY = 'bench-cms-api-key';
const CLOCK = pathToFileURL(resolve(import.meta.dirname, 'cms-clock.ts')).href;

export type PayloadCms = {
  url: string;
  /** Moves this process's clock to `ms` ahead of the host's, once it has applied it. */
  setAhead: (ms: number) => Promise<void>;
  /** The last of its output, for a failure's message. */
  output: () => string;
  stop: () => Promise<void>;
};

export async function startPayload(o: {
  databaseUri: string;
  dataDir: string;
  env: Record<string, string>;
}): Promise<PayloadCms> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, CMS_ADMIN_PASSWORD: CMS_ADMIN.password, ...o.env };
  // Payload pushes its tables to Postgres on connect only outside production.
  delete env.NODE_ENV;
  const child: ChildProcess = start(
    NODE_FOR_CMS,
    ['--import', CLOCK, 'server.ts', '--port', String(port), '--data', o.dataDir, '--db', o.databaseUri],
    { cwd: CMS_DIR, stdio: ['ignore', 'pipe', 'pipe', 'ipc'], env },
  );
  let tail = '';
  const keep = (d: Buffer) => (tail = (tail + d.toString()).slice(-6000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<never>((_, fail) =>
    child.once('exit', (code) => fail(new Error(`Payload exited (${code}) while starting: ${tail}`))),
  );
  exited.catch(() => {});
  await Promise.race([waitForUrl(`${url}/api/teams?limit=1`, 300_000), exited]);
  return {
    url,
    setAhead: (ms) =>
      new Promise((ok, fail) => {
        // A process that has died has no channel left (send would throw): say why instead.
        if (!child.connected) return fail(new Error(`Payload exited during the run: ${tail}`));
        const done = (m: unknown) => {
          if ((m as { aheadMs?: number }).aheadMs !== ms) return;
          child.off('message', done);
          ok();
        };
        child.on('message', done);
        child.send({ aheadMs: ms }, (e) => e && fail(e));
      }),
    output: () => tail,
    stop: () => stop(child),
  };
}

/** Logs the admin in and gives him the API key the bench (and the alert sender) uses. */
export async function enableApiKey(url: string): Promise<void> {
  const login = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(CMS_ADMIN),
  });
  const body = (await login.json()) as { token?: string; user?: { id: string | number } };
  if (!login.ok || !body.token) throw new Error(`cms: admin login answered ${login.status}`);
  const res = await fetch(`${url}/api/users/${body.user!.id}`, {
    method: 'PATCH',
    headers: { Authorization: `JWT ${body.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ enableAPIKey: true, apiKey: CMS_API_KEY }),
  });
  if (!res.ok) throw new Error(`cms: setting the API key answered ${res.status}`);
}

type Json = Record<string, unknown>;

/** A call to the CMS's REST API as the league (its admin's API key). */
export async function league(url: string, path: string, method = 'GET', body?: unknown): Promise<Json> {
  const res = await fetch(`${url}/api${path}`, {
    method,
    headers: { Authorization: `users API-Key ${CMS_API_KEY}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as Json;
  if (!res.ok) throw new Error(`cms: ${method} ${path} answered ${res.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}
