// Nothing publishes a site that lost its content by accident: the content loader against the demo API behind a CMS
// that misbehaves on demand (scripts/lib/fault-proxy.ts). A list that comes back 200 with no documents, or short once,
// fails the sync before anything is deleted; a real mass deletion is read twice and then counts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from '../../../scripts/demo-api/server.ts';
import { startFaultProxy, type FaultProxy } from '../../../scripts/lib/fault-proxy.ts';

const ADMIN = 'loader-shrink-admin';
const work = mkdtempSync(join(tmpdir(), 'league-shrink-'));
let api: RunningServer;
let cms: FaultProxy;
let load: (ctx: LoaderContext) => Promise<void>;
let loadTeams: (ctx: LoaderContext) => Promise<void>;
const logs: string[] = [];

function context(collection = 'highlights'): LoaderContext {
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
    collection,
    store,
    meta: { get: (k: string) => meta.get(k), set: (k: string, v: string) => void meta.set(k, v) },
    logger,
    generateDigest: (d: unknown) => JSON.stringify(d),
  } as unknown as LoaderContext;
}

async function ids(): Promise<number[]> {
  const r = (await (await fetch(`${api.url}/api/highlights?depth=0&limit=1000`)).json()) as { docs: { id: number }[] };
  return r.docs.map((d) => d.id);
}

beforeAll(async () => {
  api = await startServer({ dataDir: join(work, 'api'), adminKey: ADMIN, log: () => {} });
  cms = await startFaultProxy(api.url);
  vi.stubEnv('PUBLIC_API_URL', cms.url);
  const { leagueLoader } = await import('../../../src/lib/api/loader.ts');
  const { highlightSchema, teamSchema } = await import('../../../src/lib/api/schemas.ts');
  loadTeams = leagueLoader({ path: '/teams', schema: teamSchema, core: true }).load as typeof load;
  load = leagueLoader({ path: '/highlights', schema: highlightSchema }).load as (ctx: LoaderContext) => Promise<void>;
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await cms?.close();
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a sync that would remove most or all of a collection', () => {
  const ctx = context();
  let all: number[] = [];

  it('a first build syncs the collection in full', async () => {
    await load(ctx);
    all = await ids();
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(ctx.store.keys()).toHaveLength(all.length);
  });

  it('a CMS answering 200 with empty lists fails the sync, and the store keeps every document', async () => {
    cms.mode = 'empty';
    try {
      await expect(load(ctx)).rejects.toThrow(
        /^League API: highlights: this sync would remove \d+ of \d+ documents, all of them; the build stops/,
      );
    } finally {
      cms.mode = 'pass';
    }
    expect(ctx.store.keys()).toHaveLength(all.length);
  });

  it('a list that comes back short once is read again; the second read lists them, so the sync fails', async () => {
    // Only the first full id list is cut to one document; the second read is the real one.
    const real = globalThis.fetch;
    let cut = false;
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const res = await real(input, init);
      const url = String(input instanceof Request ? input.url : input);
      if (!cut && /select%5BupdatedAt%5D=true|select\[updatedAt\]=true/.test(url) && !/limit=1(&|$)/.test(url)) {
        cut = true;
        const body = (await res.json()) as { docs: unknown[] };
        return Response.json({ ...body, docs: body.docs.slice(0, 1), totalDocs: 1, hasNextPage: false });
      }
      return res;
    });
    // A deletion makes the probe's count disagree, so the whole id list is read.
    const gone = all.at(-1)!;
    const del = await fetch(`${api.url}/api/highlights/${gone}`, {
      method: 'DELETE',
      headers: { Authorization: `users API-Key ${ADMIN}` },
    });
    expect(del.status).toBe(200);
    try {
      await expect(load(ctx)).rejects.toThrow(/a second full read still lists \d+ of them; the build stops/);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(cut).toBe(true);
    expect(ctx.store.keys()).toHaveLength(all.length);
  });

  it('a real deletion of most documents is confirmed by the second read and counts', async () => {
    const left = await ids();
    for (const id of left.slice(1))
      expect(
        (
          await fetch(`${api.url}/api/highlights/${id}`, {
            method: 'DELETE',
            headers: { Authorization: `users API-Key ${ADMIN}` },
          })
        ).status,
      ).toBe(200);
    await load(ctx);
    expect(ctx.store.keys()).toEqual([String(left[0])]);
    expect(logs).toContain(
      `highlights: this sync would remove ${all.length - 1} of ${all.length} documents; a second full read confirms it`,
    );
  });
});

describe('an empty league', () => {
  it('a first build without cache against a CMS answering every list empty fails on the teams', async () => {
    const ctx = context('teams');
    cms.mode = 'empty';
    try {
      await expect(loadTeams(ctx)).rejects.toThrow(
        'League API: teams: the CMS lists none; an empty league is never published, so the build stops (if the CMS really holds none, build once with LEAGUE_ALLOW_EMPTY=teams)',
      );
    } finally {
      cms.mode = 'pass';
    }
    expect(ctx.store.keys()).toHaveLength(0);
    await loadTeams(ctx);
    expect(ctx.store.keys().length).toBeGreaterThan(0);
  });

  it('a page cut short by the CMS fails the sync, naming the collection and the counts', async () => {
    const ctx = context('teams');
    cms.mode = 'truncate';
    try {
      await expect(loadTeams(ctx)).rejects.toThrow(
        /^League API: \/teams: page 1 holds \d+ documents where \d+ are due \(0 of \d+ documents read\); the build stops and the live site stays$/,
      );
    } finally {
      cms.mode = 'pass';
    }
  });
});
