// The Netlify set-up's function (netlify/functions/live-api.ts) against the demo API over real HTTP: what it forwards,
// and the cache headers Netlify's CDN acts on. (The CDN itself is Netlify's; these are the instructions it gets.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveApi } from '../../../netlify/functions/live-api.ts';
import { LIVE_CACHE } from '../../../src/lib/api/live-cache.ts';
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
    for (const [path, collection] of [
      ['/api/matches/1?depth=0', 'matches'],
      ['/api/match-events?where%5Bmatch%5D%5Bequals%5D=1&limit=500&depth=1', 'match-events'],
      ['/api/activate-ticket?where%5BisActive%5D%5Bequals%5D=true&limit=10&depth=3', 'activate-ticket'],
      ['/api/watchlive?limit=100&depth=0', 'watchlive'],
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

  it('passes requests with credentials or a cookie on, and never lets the CDN keep their answers', async () => {
    for (const headers of [ADMIN, { Cookie: 'payload-token=abc' }]) {
      const res = await ask('/api/matches/1?depth=0', { headers });
      expect(res.status).toBe(200);
      expect(cdn(res)).toBe('no-store');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('never keeps what is not a live read, and keeps an error answer 2 s at most', async () => {
    expect(cdn(await ask('/api/teams?limit=1'))).toBe('no-store');
    const missing = await ask('/api/matches/9999?depth=0');
    expect(missing.status).toBe(404);
    expect(cdn(missing)).toBe('public, max-age=2');
  });

  it("answers 502 in Payload's error shape, kept 2 s at most, when the CMS cannot be reached", async () => {
    const down = liveApi(`http://127.0.0.1:${await freePort()}`);
    const res = await down(new Request(`${SITE}/live/api/matches/1`));
    expect(res.status).toBe(502);
    expect(cdn(res)).toBe('public, max-age=2');
    expect(await res.json()).toEqual({ errors: [{ message: 'The league API could not be reached.' }] });
  });
});
