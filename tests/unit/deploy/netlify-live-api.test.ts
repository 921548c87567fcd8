// The Netlify set-up's function (netlify/functions/live-api.ts) against the demo API over real HTTP: what it forwards,
// and the cache headers Netlify's CDN acts on. (The CDN itself is Netlify's; these are the instructions it gets.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import liveApiDefault, {
  config,
  knownIdsFrom,
  liveApi,
  type KnownIdSets,
} from '../../../netlify/functions/live-api.ts';
import { cmsKnownIds } from '../../../scripts/lib/nginx.ts';
import { LIVE_CACHE } from '../../../src/lib/api/live-cache.ts';
import { islandReadUrls } from '../../../src/lib/island-reads.ts';
import { freePort } from '../../../scripts/lib/proc.ts';
import { ADMIN, insertFixtures, start, type TestServer } from '../demo-api/support.ts';

let api: TestServer;
let handle: (req: Request) => Promise<Response>;
let known: KnownIdSets;
const scratch = mkdtempSync(join(tmpdir(), 'live-api-ids-'));

beforeAll(async () => {
  api = await start();
  insertFixtures(api.store, api.dataDir);
  // The ids as the build writes them (dist/live-ids.json), read the way the deployed function reads them.
  const file = join(scratch, 'live-ids.json');
  writeFileSync(file, JSON.stringify(await cmsKnownIds(api.url)));
  known = knownIdsFrom(file)!;
  handle = liveApi(`${api.url}/`, () => known);
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  return api?.cleanup();
});

const SITE = 'https://league.example.org';
const ask = (path: string, init?: RequestInit) => handle(new Request(`${SITE}/live${path}`, init));
const reached = () => api.stats().requests;
const cdn = (res: Response) => res.headers.get('netlify-cdn-cache-control');
const rule = (collection: string) => LIVE_CACHE.find((r) => r.collection === collection)!;

describe('netlify/functions/live-api.ts', () => {
  it("forwards a live read and tells the CDN to keep it, shared by all edge nodes, for the endpoint's freshness", async () => {
    const urls = islandReadUrls('1');
    for (const [path, collection] of [
      [urls[0]!, 'matches'],
      [urls[1]!, 'matches'],
      [urls[2]!, 'match-events'],
      [urls[3]!, 'activate-ticket'],
      [urls[4]!, 'watchlive'],
      [urls[5]!, 'matches'],
    ] as const) {
      const res = await ask(path);
      expect(res.status, path).toBe(200);
      const r = rule(collection);
      expect(cdn(res), path).toBe(`public, durable, max-age=${r.maxAgeS}, stale-while-revalidate=${r.swrS}`);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
      expect(await res.json(), path).toEqual(await (await fetch(`${api.url}${path}`)).json());
    }
  });

  it('never caches a POST, and does not pass it on: writes go to the CMS itself', async () => {
    const before = reached();
    const res = await ask('/api/matches', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(405);
    expect(cdn(res)).toBe('no-store');
    expect(reached()).toBe(before);
  });

  it('never passes credentials or a cookie on: answers are the public ones, as for any fan', async () => {
    const path = islandReadUrls('1')[1]!;
    const seen: Array<string | null> = [];
    const { createServer } = await import('node:http');
    const spy = createServer((req, res) => {
      seen.push(req.headers.cookie ?? null, req.headers.authorization ?? null);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":1}');
    });
    await new Promise<void>((ok) => spy.listen(0, '127.0.0.1', ok));
    const port = (spy.address() as { port: number }).port;
    try {
      const viaSpy = liveApi(`http://127.0.0.1:${port}`, () => known);
      for (const headers of [ADMIN, { Cookie: 'payload-token=abc' }]) {
        const res = await viaSpy(new Request(`${SITE}/live${path}`, { headers }));
        expect(res.status).toBe(200);
      }
    } finally {
      spy.close();
    }
    expect(seen).toEqual([null, null, null, null]);
  });

  it('answers 404 to anything but the islands’ reads, extra parameters included, without asking the CMS', async () => {
    const before = reached();
    const [open, one] = islandReadUrls('1');
    for (const path of [
      '/api/teams?limit=1',
      `${open}&x=1`,
      `${one}&x=2`,
      '/api/matches/1?depth=0',
      '/api/matches',
      '/api/users/me',
      '/api/payments/verify',
      `/api/match-events?where%5Bmatch%5D%5Bequals%5D=1%20OR%201&limit=500&depth=1`,
    ]) {
      const res = await ask(path);
      expect(res.status, path).toBe(404);
      expect(cdn(res), path).toBe('no-store');
    }
    expect(reached()).toBe(before);
  });

  it("answers 502 in Payload's error shape, kept 2 s at most, when the CMS cannot be reached", async () => {
    const down = liveApi(`http://127.0.0.1:${await freePort()}`, () => known);
    const res = await down(new Request(`${SITE}/live${islandReadUrls('1')[1]}`));
    expect(res.status).toBe(502);
    expect(cdn(res)).toBe('public, max-age=2');
    expect(await res.json()).toEqual({ errors: [{ message: 'The league API could not be reached.' }] });
  });

  it('refuses reads naming a match or school the build does not know, without asking the CMS', async () => {
    const before = reached();
    const unknown = ['999999', '123456789012', 'aaaaaaaaaaaaaaaaaaaaaaaa'].filter((id) => !known.matches.has(id));
    for (const id of unknown) {
      const [, match, events, , , followed] = islandReadUrls(id, id);
      for (const path of [match!, events!, followed!]) {
        const res = await ask(path);
        expect(res.status, path).toBe(404);
        expect(cdn(res)).toBe('no-store');
      }
    }
    expect(reached() - before).toBe(0);
  });

  it('without the deploy’s ids, refuses every read naming an id and still answers the others', async () => {
    const blind = liveApi(`${api.url}/`, () => knownIdsFrom(join(scratch, 'missing.json')));
    const urls = islandReadUrls('1');
    expect((await blind(new Request(`${SITE}/live${urls[1]}`))).status).toBe(404);
    expect((await blind(new Request(`${SITE}/live${urls[4]}`))).status).toBe(200);
    expect(knownIdsFrom(join(scratch, 'missing.json'))).toBeNull();
  });

  it('a CMS document id of another shape in the file makes it unreadable, not configuration', () => {
    const file = join(scratch, 'bad.json');
    writeFileSync(file, JSON.stringify({ matches: ['1', '../x'], teams: [] }));
    expect(knownIdsFrom(file)).toBeNull();
  });

  it('is rate-limited per client by Netlify (its in-source config) and the deploy bundles the ids', async () => {
    expect(config.rateLimit).toEqual({
      windowLimit: expect.any(Number),
      windowSize: 60,
      aggregateBy: ['ip', 'domain'],
    });
    expect(config.rateLimit.windowLimit).toBeGreaterThanOrEqual(60);
    const toml = (await import('node:fs')).readFileSync(join(import.meta.dirname, '../../../netlify.toml'), 'utf8');
    expect(toml).toMatch(/\[functions\."live-api"\]\s+included_files = \["dist\/live-ids\.json"\]/);
    expect(typeof liveApiDefault).toBe('function');
  });
});
