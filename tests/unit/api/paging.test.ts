// A short answer from the CMS never passes (issue 40): every list is read in a stable order and checked against the CMS's
// own counts. The rules on hand-made pages, then getAll against the demo API over HTTP behind a fault proxy
// (scripts/lib/fault-proxy.ts) that cuts pages while keeping totalDocs and hasNextPage as the CMS said.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAll } from '../../../src/lib/api/client.ts';
import { listProblem, pageProblem, ShortListError, stableSort, type ListPage } from '../../../src/lib/api/paging.ts';
import { startServer, type RunningServer } from '../../../scripts/demo-api/server.ts';
import { startFaultProxy, type FaultProxy } from '../../../scripts/lib/fault-proxy.ts';

const ADMIN = 'paging-admin';
const work = mkdtempSync(join(tmpdir(), 'league-paging-'));
let api: RunningServer;
let cms: FaultProxy;
const base = () => `${cms.url}/api`;

beforeAll(async () => {
  api = await startServer({ dataDir: join(work, 'api'), adminKey: ADMIN, log: () => {} });
  cms = await startFaultProxy(api.url);
}, 60_000);
afterEach(() => {
  cms.mode = 'pass';
  vi.unstubAllGlobals();
});
afterAll(async () => {
  await cms?.close();
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

const page = (n: number, docs: number, totalDocs: number, hasNextPage: boolean): ListPage => ({
  docs: Array.from({ length: docs }, (_, i) => ({ id: n * 100 + i })),
  totalDocs,
  hasNextPage,
  page: n,
  limit: 10,
});

describe('the paging rules', () => {
  it.each([
    ['a full page with more to come', page(1, 10, 25, true), 1, null],
    ['the last page with the rest', page(3, 5, 25, false), 3, null],
    ['a page cut in half', page(2, 5, 25, true), 2, 'page 2 holds 5 documents where 10 are due'],
    ['hasNextPage false too early', page(1, 10, 25, false), 1, 'page 1 says hasNextPage false with 25 documents'],
    ['another page than asked', page(2, 10, 25, true), 3, 'page 3 was asked, page 2 came back'],
  ] as const)('%s', (_, p, n, problem) => {
    expect(pageProblem(p, n, 10, 25)).toBe(problem);
  });

  it('an empty collection is one empty page', () => {
    expect(pageProblem(page(1, 0, 0, false), 1, 10, 0)).toBeNull();
  });

  it('a count that changes between pages is a problem', () => {
    expect(pageProblem(page(2, 10, 26, true), 2, 10, 25)).toBe('totalDocs went from 25 to 26 between pages');
  });

  it('the pages together hold totalDocs distinct documents', () => {
    expect(listProblem(['1', '2', '3'], 3)).toBeNull();
    expect(listProblem(['1', '2', '2'], 3)).toBe('the CMS listed 2 distinct documents of its 3 (totalDocs)');
  });

  it("pages in the CMS's order, ties broken by id", () => {
    expect(stableSort(undefined)).toBe('-createdAt,-id');
    expect(stableSort('-updatedAt')).toBe('-updatedAt,-id');
    expect(stableSort('id')).toBe('id');
  });
});

describe('getAll against the demo API', () => {
  const players = async () => {
    const r = (await (await fetch(`${api.url}/api/players?limit=1&depth=0`)).json()) as { totalDocs: number };
    return r.totalDocs;
  };

  it('reads every document, page by page, in a stable order', async () => {
    const total = await players();
    expect(total).toBeGreaterThan(20);
    const docs = (await getAll('/players', { depth: 0 }, { base: base(), pageSize: 7 })) as { id: number }[];
    expect(new Set(docs.map((d) => d.id)).size).toBe(total);
  });

  it('a page cut in half with honest-looking counts fails, naming the collection and the counts', async () => {
    cms.mode = 'truncate';
    const total = await players();
    await expect(getAll('/players', { depth: 0 }, { base: base(), pageSize: 7 })).rejects.toThrow(
      new ShortListError('/players', `page 1 holds 3 documents where 7 are due (0 of ${total} documents read)`),
    );
  });

  it('hasNextPage false after the first page fails', async () => {
    const real = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const res = await real(input, init);
      if (!String(input).includes('/players?')) return res;
      return Response.json({ ...((await res.json()) as object), hasNextPage: false, nextPage: null });
    });
    await expect(getAll('/players', { depth: 0 }, { base: base(), pageSize: 7 })).rejects.toThrow(
      /^\/players: page 1 says hasNextPage false with \d+ documents \(0 of \d+ documents read\); the build stops/,
    );
  });

  it('a document created while the list is read makes it read again, and the second read counts', async () => {
    const real = globalThis.fetch;
    let created = false;
    vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
      const res = await real(input, init);
      if (!created && String(input).includes('/players?') && String(input).includes('page=1')) {
        created = true;
        const team = ((await (await real(`${api.url}/api/teams?limit=1&depth=0`)).json()) as { docs: { id: number }[] })
          .docs[0]!.id;
        const made = await real(`${api.url}/api/players`, {
          method: 'POST',
          headers: { Authorization: `users API-Key ${ADMIN}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ player_name: 'Paging Latecomer', team }),
        });
        expect(made.status).toBe(201);
      }
      return res;
    });
    const docs = await getAll('/players', { depth: 0 }, { base: base(), pageSize: 7 });
    expect(created).toBe(true);
    expect(docs).toHaveLength(await players());
  });
});
