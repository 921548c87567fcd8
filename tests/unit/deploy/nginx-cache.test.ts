// The self-hosted live read cache: Debian's nginx runs the repository's deploy/nginx.conf in front of the demo API, and
// over real HTTP a repeated GET is answered from the cache, POSTs and requests with credentials never are, errors are
// kept 2 s at most, and a score edited in the CMS reaches the fans once the endpoint's freshness has run out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsKnownIds, startNginx, type RunningNginx } from '../../../scripts/lib/nginx.ts';
import { ADMIN, insertFixtures, start, type TestServer } from '../demo-api/support.ts';
import { LIVE_CACHE } from '../../../src/lib/api/live-cache.ts';
import { islandReadUrls, nginxReadPatterns } from '../../../src/lib/island-reads.ts';
import { readFileSync } from 'node:fs';
import { NGINX_CONF } from '../../../scripts/lib/nginx.ts';

const [OPEN, MATCH1, EVENTS1, , VIDEOS] = islandReadUrls('1');

let api: TestServer;
let nginx: RunningNginx;

beforeAll(async () => {
  api = await start();
  insertFixtures(api.store, api.dataDir);
  // Fails with "nginx is missing … apt-get install -y nginx-light" when Debian's nginx is not installed.
  // Every id the CMS has is known, as to a build, and 9999 too: a match the build knew and the CMS has deleted since.
  const known = await cmsKnownIds(api.url);
  nginx = await startNginx(api.url, { knownIds: { ...known, matches: [...known.matches, '9999'] } });
});
afterAll(async () => {
  await nginx?.close();
  await api?.cleanup();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Requests that reached the demo API (the CMS) so far, by method. */
const reached = (method: string) => api.stats().byMethod[method] ?? 0;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.url}${path}`, { headers: { Accept: 'application/json', ...headers } });
const freshS = (collection: string) => LIVE_CACHE.find((r) => r.collection === collection)!.freshS;

describe('deploy/nginx.conf in front of the CMS', () => {
  it('answers a second identical GET from the cache: the CMS is asked once', async () => {
    const path = EVENTS1!;
    const before = reached('GET');
    const first = await get(path);
    const second = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.json()).toEqual(await first.json());
    expect(reached('GET') - before).toBe(1);
  });

  it('refuses POSTs and every other path: the CMS sees none of them', async () => {
    const before = api.stats().requests;
    const sub = await fetch(`${nginx.url}/api/subscribers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'fan@example.org' }),
    });
    expect(sub.status).toBe(404);
    const denied = await fetch(`${nginx.url}${OPEN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(denied.status).toBe(403);
    expect((await get('/api/users/me')).status).toBe(404);
    expect(api.stats().requests - before).toBe(0);
  });

  it('refuses any query but the islands’ exact ones: 200 cache-busting URLs reach the CMS 0 times', async () => {
    const before = reached('GET');
    for (let i = 0; i < 200; i++) {
      const path = [
        `${OPEN}&x=${i}`,
        `${MATCH1}&x=${i}`,
        `/api/watchlive?limit=100&depth=0&x=${i}`,
        `/api/matches/${i}?depth=0`,
      ][i % 4]!;
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
    expect(reached('GET') - before).toBe(0);
  });

  it("passes home's My schools read (a followed school's matches), cached, and no pair of two schools' ids", async () => {
    const followed = islandReadUrls('1', '2')[5]!;
    const before = reached('GET');
    const first = await get(followed);
    expect(first.status).toBe(200);
    const listed = (await first.json()) as { docs: Array<{ homeTeam: unknown; awayTeam: unknown }> };
    expect(listed.docs.length).toBeGreaterThan(0);
    for (const m of listed.docs) expect([m.homeTeam, m.awayTeam]).toContain(2);
    expect((await get(followed)).headers.get('x-cache-status')).toBe('HIT');
    expect(reached('GET') - before).toBe(1);
    // The same read naming school 2 as home and school 3 as away would be a new key for every pair: refused.
    const mixed = followed.replace(/(awayTeam%5D%5Bequals%5D=)2/, '$13');
    expect(mixed).not.toBe(followed);
    expect((await get(mixed)).status).toBe(404);
    expect(reached('GET') - before).toBe(1);
  });

  it('lists exactly the islands’ reads of src/lib/island-reads.ts', () => {
    const conf = readFileSync(NGINX_CONF, 'utf8');
    const listed = [...conf.matchAll(/^\s+"(~\^\/api[^"]+)" (any|"[mt]:\$1");$/gm)].map((m) => ({
      pattern: m[1],
      value: m[2],
    }));
    expect(listed).toEqual(nginxReadPatterns());
  });

  it('a cookie or credentials neither skip the cache nor reach the CMS with it', async () => {
    const path = VIDEOS!;
    const before = reached('GET');
    const statuses: Array<string | null> = [];
    for (const headers of [{ Cookie: 'payload-token=abc' }, { Cookie: 'other=1' }, ADMIN, ADMIN]) {
      const res = await get(path, headers);
      expect(res.status).toBe(200);
      statuses.push(res.headers.get('x-cache-status'));
    }
    expect(statuses.slice(1)).toEqual(['HIT', 'HIT', 'HIT']);
    expect(reached('GET') - before).toBeLessThanOrEqual(1);
  });

  it('keeps an error answer for 2 seconds at most', async () => {
    const path = islandReadUrls('9999')[1]!;
    const before = reached('GET');
    expect((await get(path)).status).toBe(404);
    expect((await get(path)).headers.get('x-cache-status')).toBe('HIT');
    await sleep(2100);
    const later = await get(path);
    expect(later.status).toBe(404);
    // Expired: asked again, either in the fan's request or (STALE) in one background request.
    expect(later.headers.get('x-cache-status')).not.toBe('HIT');
    for (let i = 0; i < 20 && reached('GET') - before < 2; i++) await sleep(50);
    expect(reached('GET') - before).toBe(2);
  });

  it('shows a score edited in the CMS once the live match freshness has run out', async () => {
    const path = MATCH1!;
    const score = async () => ((await (await get(path)).json()) as { scoreHome: number | null }).scoreHome;
    const old = await score();
    const cachedAt = Date.now();
    const edit = await fetch(`${api.api}/matches/1`, {
      method: 'PATCH',
      headers: { ...ADMIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ scoreHome: (old ?? 0) + 3 }),
    });
    expect(edit.status).toBe(200);
    // Within the freshness the stored answer still holds: that is the cache sparing the CMS.
    expect(await score()).toBe(old);
    await sleep(freshS('matches') * 1000 - (Date.now() - cachedAt) + 100);
    // The first request after expiry may get the stale answer while one background request refreshes it.
    const seen: Array<number | null> = [];
    for (let i = 0; i < 20 && seen.at(-1) !== (old ?? 0) + 3; i++) {
      seen.push(await score());
      await sleep(100);
    }
    expect(seen.at(-1)).toBe((old ?? 0) + 3);
  });
});
