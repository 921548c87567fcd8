// How old the shared cache in front of the CMS may let each live read get: one table for both set-ups (deploy/nginx.conf
// and netlify/functions/live-api.ts; tests/unit/deploy/live-cache.test.ts holds them and the islands' refresh to it).
// Imports nothing, so the Netlify function bundles only this.

export type LiveCacheRule = {
  /** The collection path under /api that the rule covers (a list and its documents). */
  collection: string;
  /** The oldest answer the cache may give, in seconds: nginx's proxy_cache_valid; Netlify's max-age + stale-while-revalidate. */
  freshS: number;
  /** Netlify's split of freshS: served fresh this long, then stale while one request revalidates in the background. */
  maxAgeS: number;
  swrS: number;
};

/**
 * Freshness per endpoint (docs/deploying.md, section 6): a live score or event a few seconds, the ticket activation at
 * most 10 s (the seats left on screen; payment checks read the CMS itself, so a cached count can never oversell), the
 * video list at most 30 s. Never longer than the islands' refresh (a test holds both set-ups to this table).
 */
export const LIVE_CACHE: readonly LiveCacheRule[] = [
  { collection: 'matches', freshS: 5, maxAgeS: 3, swrS: 2 },
  { collection: 'match-events', freshS: 5, maxAgeS: 3, swrS: 2 },
  { collection: 'activate-ticket', freshS: 10, maxAgeS: 5, swrS: 5 },
  { collection: 'watchlive', freshS: 30, maxAgeS: 15, swrS: 15 },
];

/** An error answer (404, 5xx, an unreachable CMS) is kept at most this long: enough to spare a failing CMS a storm of
 *  retries, never long enough to hide its recovery. */
export const LIVE_ERROR_FRESH_S = 2;

/** The rule for a path such as /api/matches/7 or /api/match-events, or undefined: not a live read, never cached. */
export function liveCacheRule(pathname: string): LiveCacheRule | undefined {
  const m = /^\/api\/([^/]+)(?:\/[^/]+)?\/?$/.exec(pathname);
  return m ? LIVE_CACHE.find((r) => r.collection === m[1]) : undefined;
}
