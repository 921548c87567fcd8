// One freshness table for the live reads (src/lib/api/live-cache.ts): deploy/nginx.conf and the Netlify function follow
// it, it keeps the limits of docs/deploying.md, and no answer is kept longer than the islands wait between two asks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIVE_CACHE, LIVE_ERROR_FRESH_S, liveCacheRule } from '../../../src/lib/api/live-cache.ts';
import { LIVE_REFRESH_MS } from '../../../src/lib/api/live-reads.ts';
import { NGINX_CONF } from '../../../scripts/lib/nginx.ts';
import { MATCHES_REFRESH_MS } from '../../../src/islands/home/HomeMatches.tsx';
import { MATCH_REFRESH_MS } from '../../../src/islands/match/MatchBoard.tsx';
import { EVENTS_REFRESH_MS } from '../../../src/islands/match/MatchEventList.tsx';
import { LIVE_REFRESH_MS as VIDEOS_REFRESH_MS } from '../../../src/islands/live-match/LiveMatches.tsx';
import { ACTIVATION_REFRESH_MS } from '../../../src/islands/tickets/useActivation.ts';

/** The islands that read each collection. */
const READERS: Record<string, Array<keyof typeof LIVE_REFRESH_MS>> = {
  matches: ['homeMatches', 'match'],
  'match-events': ['events'],
  'activate-ticket': ['activation'],
  watchlive: ['videos'],
};
/** The limits: a live score or event a few seconds, the activation 10 s, the videos 30 s. */
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
  it('knows how often each island really asks', () => {
    expect(LIVE_REFRESH_MS).toEqual({
      homeMatches: MATCHES_REFRESH_MS,
      match: MATCH_REFRESH_MS,
      events: EVENTS_REFRESH_MS,
      activation: ACTIVATION_REFRESH_MS,
      videos: VIDEOS_REFRESH_MS,
    });
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
