// The incremental content loader against the demo API over real HTTP, with a content store played by maps: what each
// rebuild asks for after a full sync, an edit, a quiet spell and a deletion (the requests are counted on the wire).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/demo-api/server.ts';

const ADMIN = 'loader-test-admin';
const work = mkdtempSync(join(tmpdir(), 'league-loader-'));
let api: RunningServer;
let load: (ctx: LoaderContext) => Promise<void>;
const requests: string[] = [];
const logs: string[] = [];

/** The parts of Astro's loader context the league loader uses: a store, a meta store, a logger and a digest. */
function context(): LoaderContext {
  const entries = new Map<string, { id: string; data: Record<string, unknown>; digest?: string }>();
  const meta = new Map<string, string>();
  const store = {
    keys: () => [...entries.keys()],
    has: (id: string) => entries.has(id),
    get: (id: string) => entries.get(id),
    delete: (id: string) => void entries.delete(id),
    set: (e: { id: string; data: Record<string, unknown>; digest?: string }) => {
      if (entries.get(e.id)?.digest === e.digest) return false;
      entries.set(e.id, e);
      return true;
    },
  };
  const logger = { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m) };
  return {
    collection: 'players',
    store,
    meta: { get: (k: string) => meta.get(k), set: (k: string, v: string) => void meta.set(k, v) },
    logger,
    generateDigest: (d: unknown) => JSON.stringify(d),
  } as unknown as LoaderContext;
}

async function admin(method: 'PATCH' | 'DELETE', id: string, body?: unknown) {
  const res = await fetch(`${api.url}/api/players/${id}`, {
    method,
    headers: { Authorization: `users API-Key ${ADMIN}`, 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.ok).toBe(true);
}

/** One sync: the loader's log line and the API requests it made (paths and queries, decoded). */
async function sync(ctx: LoaderContext): Promise<{ line: string; asked: string[] }> {
  requests.length = 0;
  await load(ctx);
  return { line: logs.at(-1) ?? '', asked: [...requests] };
}

beforeAll(async () => {
  api = await startServer({ dataDir: join(work, 'api'), adminKey: ADMIN, log: () => {} });
  vi.stubEnv('PUBLIC_API_URL', api.url);
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    if (url.origin === api.url) requests.push(decodeURIComponent(url.pathname + url.search));
    return real(input, init);
  });
  // Imported only now: the site's config reads the API address when first loaded.
  const { leagueLoader } = await import('../../../src/lib/api/loader.ts');
  const { playerSchema } = await import('../../../src/lib/api/schemas.ts');
  load = leagueLoader({ path: '/players', schema: playerSchema }).load as (ctx: LoaderContext) => Promise<void>;
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('incremental sync of a collection', () => {
  const ctx = context();
  it('a first build syncs in full', async () => {
    const { line } = await sync(ctx);
    expect(line).toMatch(/^players: full sync, fetched [1-9]\d*, changed [1-9]\d*, removed 0$/);
  });

  it('a quiet collection costs one tiny request', async () => {
    const { line, asked } = await sync(ctx);
    expect(line).toBe('players: incremental sync, fetched 0, changed 0, removed 0');
    expect(asked).toEqual([expect.stringMatching(/sort=-updatedAt&limit=1&select\[updatedAt\]=true/)]);
  });

  it('an edit fetches the edited document and no id list', async () => {
    await admin('PATCH', '3', { name: 'Edited By Loader Test' });
    const { line, asked } = await sync(ctx);
    expect(line).toBe('players: incremental sync, fetched 1, changed 1, removed 0');
    expect(asked).toHaveLength(2);
    expect(asked[1]).toMatch(/where\[updatedAt\]\[greater_than\]=/);
    expect((ctx.store.get('3')?.data as { name: string }).name).toBe('Edited By Loader Test');
  });

  it('right after that edit, the ids written in the last minutes are listed, and only those', async () => {
    const { line, asked } = await sync(ctx);
    expect(line).toBe('players: incremental sync, fetched 0, changed 0, removed 0');
    expect(asked).toHaveLength(2);
    expect(asked[1]).toMatch(/select\[updatedAt\]=true&where\[updatedAt\]\[greater_than\]=/);
  });

  it('a deletion does not add up: the whole id list is read and the document dropped', async () => {
    await admin('DELETE', '5');
    const { line, asked } = await sync(ctx);
    expect(line).toBe('players: incremental sync, fetched 0, changed 0, removed 1');
    expect(
      asked.some((a) => /select\[updatedAt\]=true&sort=[^&]+&limit=1000/.test(a) && !a.includes('greater_than')),
    ).toBe(true);
    expect(ctx.store.has('5')).toBe(false);
  });
});
