// The client classifies every failure as SPEC §7 says: fetch, timeout, parsing, or the HTTP status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAll, getJson, postJson } from '../../../src/lib/api/client.ts';
import { ApiError } from '../../../src/lib/api/errors.ts';
import { json, serve } from '../support/http.ts';

let api: Awaited<ReturnType<typeof serve>>;
const pagesServed: string[] = [];

beforeAll(async () => {
  api = await serve((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/ok') return json(res, 200, { docs: [1] });
    if (url.pathname === '/api/slow') return void setTimeout(() => json(res, 200, {}), 2000);
    if (url.pathname === '/api/broken')
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"docs": [');
    if (url.pathname === '/api/missing') return json(res, 404, { errors: [{ message: 'Not Found' }] });
    if (url.pathname === '/api/bad') return json(res, 400, { message: 'Email is invalid' });
    if (url.pathname === '/api/boom') return void res.writeHead(500).end('<html>oops</html>');
    if (url.pathname === '/api/paged') {
      pagesServed.push(url.search);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const total = 250;
      const docs = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) => ({
        id: (page - 1) * limit + i + 1,
      }));
      return json(res, 200, { docs, page, limit, totalDocs: total, hasNextPage: page * limit < total });
    }
    json(res, 404, { message: 'no route' });
  });
});
afterAll(() => api.close());

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('api client', () => {
  const base = () => `${api.url}/api`;

  it('returns the parsed body of a 2xx answer', async () => {
    expect(await getJson('/ok', undefined, { base: base() })).toEqual({ docs: [1] });
  });

  it('classifies an unreachable host as a fetch error naming the URL', async () => {
    const e = await failure(getJson('/ok', undefined, { base: 'http://127.0.0.1:9/api' }));
    expect(e.kind).toBe('fetch');
    expect(e.message).toContain('http://127.0.0.1:9/api/ok');
  });

  it('classifies a slow answer as a timeout error', async () => {
    const e = await failure(getJson('/slow', undefined, { base: base(), timeoutMs: 200 }));
    expect(e.kind).toBe('timeout');
  });

  it('classifies malformed JSON as a parsing error', async () => {
    expect((await failure(getJson('/broken', undefined, { base: base() }))).kind).toBe('parse');
  });

  it('carries the HTTP status and the server message of a non-2xx answer', async () => {
    const notFound = await failure(getJson('/missing', undefined, { base: base() }));
    expect([notFound.kind, notFound.status, notFound.serverMessage]).toEqual(['http', 404, 'Not Found']);
    const bad = await failure(postJson('/bad', { email: 'x' }, { base: base() }));
    expect([bad.kind, bad.status, bad.serverMessage]).toEqual(['http', 400, 'Email is invalid']);
    const boom = await failure(getJson('/boom', undefined, { base: base() }));
    expect([boom.kind, boom.status]).toEqual(['http', 500]);
  });

  it('pages through a whole list with an explicit limit, in a stable order (ties broken by id)', async () => {
    const docs = await getAll('/paged', {}, { base: base(), pageSize: 100 });
    expect(docs).toHaveLength(250);
    expect(pagesServed.map(decodeURIComponent)).toEqual(
      [1, 2, 3].map((n) => `?sort=-createdAt,-id&limit=100&page=${n}`),
    );
  });
});
