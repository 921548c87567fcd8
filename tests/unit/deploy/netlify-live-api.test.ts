// The Netlify set-up's function (netlify/functions/live-api.ts) against the demo API over real HTTP: what it forwards,
// and the cache headers Netlify's CDN acts on. (The CDN itself is Netlify's; these are the instructions it gets.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveApi } from '../../../netlify/functions/live-api.ts';
import { LIVE_CACHE } from '../../../src/lib/api/live-cache.ts';
import { islandReadUrls } from '../../../src/lib/island-reads.ts';
import { freePort } from '../../../scripts/lib/proc.ts';
import { ADMIN, insertFixtures, start, type TestServer } from '../demo-api/support.ts';

let api: TestServer;
let handle: (req: Request) => Promise<Response>;

beforeAll(async () => {
  api = await start();
  insertFixtures(api.store, api.dataDir);
  handle = liveApi(`${api.url}/`);
});
afterAll(() => api?.cleanup());

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
      const viaSpy = liveApi(`http://127.0.0.1:${port}`);
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
    const down = liveApi(`http://127.0.0.1:${await freePort()}`);
    const res = await down(new Request(`${SITE}/live${islandReadUrls('1')[1]}`));
    expect(res.status).toBe(502);
    expect(cdn(res)).toBe('public, max-age=2');
    expect(await res.json()).toEqual({ errors: [{ message: 'The league API could not be reached.' }] });
  });
});
