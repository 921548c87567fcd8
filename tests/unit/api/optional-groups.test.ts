// The optional groups collection over real HTTP: a CMS without it (404) is a league without groups, a CMS with it
// fills the collection, and any other failure still stops the build.
import type { LoaderContext } from 'astro/loaders';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, serve } from '../support/http.ts';

let server: { url: string; close: () => Promise<void> };
let answer: { status: number; body: unknown } = { status: 404, body: { errors: [{ message: 'Not Found' }] } };
let loadGroups: (ctx: LoaderContext) => Promise<void>;
let loadRequired: (ctx: LoaderContext) => Promise<void>;

function context(entries = new Map<string, unknown>()): LoaderContext & { entries: Map<string, unknown> } {
  const meta = new Map<string, string>();
  return {
    entries,
    collection: 'groups',
    store: {
      keys: () => [...entries.keys()],
      has: (id: string) => entries.has(id),
      delete: (id: string) => void entries.delete(id),
      clear: () => entries.clear(),
      set: (e: { id: string; data: unknown }) => (entries.set(e.id, e.data), true),
    },
    meta: {
      get: (k: string) => meta.get(k),
      set: (k: string, v: string) => void meta.set(k, v),
      delete: (k: string) => void meta.delete(k),
    },
    logger: { info: () => {}, warn: () => {} },
    generateDigest: (d: unknown) => JSON.stringify(d),
  } as unknown as LoaderContext & { entries: Map<string, unknown> };
}

beforeAll(async () => {
  server = await serve((_req, res) => json(res, answer.status, answer.body));
  vi.stubEnv('PUBLIC_API_URL', server.url);
  // Imported only now: the site's config reads the API address when first loaded.
  const { leagueLoader } = await import('../../../src/lib/api/loader.ts');
  const { groupSchema } = await import('../../../src/lib/api/schemas.ts');
  loadGroups = leagueLoader({ path: '/groups', schema: groupSchema, optional: true }).load as typeof loadGroups;
  loadRequired = leagueLoader({ path: '/groups', schema: groupSchema }).load as typeof loadRequired;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await server?.close();
});

describe('the optional groups collection', () => {
  it('is empty when the CMS has no such collection (404), and clears what an earlier build stored', async () => {
    answer = { status: 404, body: { errors: [{ message: 'Not Found' }] } };
    const ctx = context(new Map([['1', { id: '1' }]]));
    await loadGroups(ctx);
    expect(ctx.entries.size).toBe(0);
  });

  it('still stops the build on a 404 when the collection is not optional', async () => {
    answer = { status: 404, body: { errors: [{ message: 'Not Found' }] } };
    await expect(loadRequired(context())).rejects.toThrow(/HTTP 404/);
  });

  it('still stops the build when the CMS fails otherwise (500)', async () => {
    answer = { status: 500, body: { errors: [{ message: 'boom' }] } };
    await expect(loadGroups(context())).rejects.toThrow(/HTTP 500/);
  });

  it('stores the groups the CMS has', async () => {
    answer = {
      status: 200,
      body: {
        docs: [{ id: 1, name: 'Kailali Group A', province: 'Sudurpashchim', district: 'Kailali', order: 1 }],
        totalDocs: 1,
        totalPages: 1,
        page: 1,
        hasNextPage: false,
      },
    };
    const ctx = context();
    await loadGroups(ctx);
    expect([...ctx.entries.values()]).toEqual([
      { id: '1', name: 'Kailali Group A', nameNe: null, province: 'Sudurpashchim', district: 'Kailali', order: 1 },
    ]);
  });
});
