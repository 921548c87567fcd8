// One freshness table for the live reads (src/lib/api/live-cache.ts): deploy/nginx.conf and the Netlify function follow
// it, it keeps the limits of docs/deploying.md, and no answer is kept longer than the islands wait between two asks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIVE_CACHE, LIVE_ERROR_FRESH_S, liveCacheRule } from '../../../src/lib/api/live-cache.ts';
import { LIVE_READS, LIVE_REFRESH_MS, type LiveReadName } from '../../../src/lib/api/live-reads.ts';
import { NGINX_CONF } from '../../../scripts/lib/nginx.ts';

/** The islands' reads of each collection, from the one source (live-reads.ts). */
const READERS: Record<string, LiveReadName[]> = {};
for (const [name, read] of Object.entries(LIVE_READS)) (READERS[read.collection] ??= []).push(name as LiveReadName);
/** The issue's limits: a live score or event a few seconds, the activation 10 s, the videos 30 s. */
const LIMIT_S: Record<string, number> = { matches: 5, 'match-events': 5, 'activate-ticket': 10, watchlive: 30 };

/** deploy/nginx.conf's cached locations: collection → the location's body. */
function nginxLocations(): Map<string, string> {
  const conf = readFileSync(NGINX_CONF, 'utf8');
  const out = new Map<string, string>();
  for (const m of conf.matchAll(/location ~ \^\/api\/\(?([a-z|-]+?)\)?\(\/\|\$\) \{([\s\S]*?)\n {4}\}/g)) {
    for (const c of (m[1] as string).split('|')) out.set(c, m[2] as string);
  }
  return out;
}

describe('the live cache freshness table', () => {
  it('is read by the islands from the one source: no island or live reader writes its own query or refresh', () => {
    expect(LIVE_REFRESH_MS).toEqual({
      homeMatches: 60_000,
      followedMatches: 60_000,
      match: 60_000,
      events: 60_000,
      activation: 60_000,
      videos: 60_000,
    });
    const root = join(import.meta.dirname, '../../../src');
    const files = [
      ...readdirSync(join(root, 'islands'), { recursive: true })
        .map(String)
        .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('live-swr.ts'))
        .map((f) => join(root, 'islands', f)),
      ...['live.ts', 'live-events.ts', 'live-videos.ts', 'live-list.ts'].map((f) => join(root, 'lib/api', f)),
    ];
    // The one swr configuration (islands/shared/live-swr.ts) is the only caller of useSWR and the only refreshInterval.
    const swr = readFileSync(join(root, 'islands/shared/live-swr.ts'), 'utf8');
    expect(swr).toContain('refreshInterval: LIVE_READS[read].refreshMs');
    // Every read of the table is made by an island, through the one swr layer, by its name.
    const made = files.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/useLiveRead(?:<[^(]*>)?\(\s*'(\w+)'/g)].map((m) => m[1]),
    );
    expect(made.sort()).toEqual(Object.keys(LIVE_READS).sort());
    for (const f of files) {
      const text = readFileSync(f, 'utf8');
      // A query written in place (a filter, a select, a depth or limit) or a refresh interval of its own.
      expect(text, f).not.toMatch(
        /['"](where|select)\[|\bdepth: \d|\blimit: \d|_REFRESH_MS\s*=|refreshInterval:|useSWR\(/,
      );
    }
  });

  it("covers exactly the collections the islands read, within the limits and the islands' refresh", () => {
    expect(LIVE_CACHE.map((r) => r.collection).sort()).toEqual(Object.keys(READERS).sort());
    for (const rule of LIVE_CACHE) {
      expect(rule.maxAgeS + rule.swrS, rule.collection).toBe(rule.freshS);
      expect(rule.freshS, rule.collection).toBeLessThanOrEqual(LIMIT_S[rule.collection]!);
      for (const island of READERS[rule.collection]!)
        expect(rule.freshS * 1000, island).toBeLessThanOrEqual(LIVE_REFRESH_MS[island]);
    }
  });

  it('is what deploy/nginx.conf keeps (nginx keeps N s up to N + 1, so it says one less)', () => {
    const locations = nginxLocations();
    expect([...locations.keys()].sort()).toEqual(LIVE_CACHE.map((r) => r.collection).sort());
    for (const rule of LIVE_CACHE) {
      const body = locations.get(rule.collection)!;
      expect(body, rule.collection).toContain(`proxy_cache_valid 200 ${rule.freshS - 1}s;`);
      expect(body, rule.collection).toContain(`proxy_cache_valid any ${LIVE_ERROR_FRESH_S - 1}s;`);
      expect(body.match(/proxy_cache_valid/g)?.length, rule.collection).toBe(2);
    }
  });

  it('finds the rule of a list or a document path, and none for anything else', () => {
    expect(liveCacheRule('/api/matches')?.collection).toBe('matches');
    expect(liveCacheRule('/api/matches/12')?.collection).toBe('matches');
    expect(liveCacheRule('/api/match-events')?.collection).toBe('match-events');
    expect(liveCacheRule('/api/teams')).toBeUndefined();
    expect(liveCacheRule('/api/payments/pre-check')).toBeUndefined();
    expect(liveCacheRule('/api/teams/1/players')).toBeUndefined();
  });
});
