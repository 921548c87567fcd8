// How old the shared cache in front of the CMS may let each live read get: one table for both set-ups (deploy/nginx.conf
// and netlify/functions/live-api.ts; tests/unit/deploy/live-cache.test.ts holds them and the islands' refresh to it).
// Built from the one source of the live reads (live-reads.ts, issue 24), which has no runtime import, so the Netlify
// function bundles only these two modules.
import { LIVE_ERROR_FRESH_S, LIVE_FRESH_S, type LiveCollection } from './live-reads.ts';

export { LIVE_ERROR_FRESH_S };

export type LiveCacheRule = {
  /** The collection path under /api that the rule covers (a list and its documents). */
  collection: LiveCollection;
  /** The oldest answer the cache may give, in seconds: nginx's proxy_cache_valid; Netlify's max-age + stale-while-revalidate. */
  freshS: number;
  /** Netlify's split of freshS: served fresh this long, then stale while one request revalidates in the background. */
  maxAgeS: number;
  swrS: number;
};

/**
 * Freshness per endpoint (live-reads.ts's LIVE_FRESH_S, docs/deploying.md, section 6), Netlify's split half fresh (rounded
 * up), half stale-while-revalidate. Never longer than the islands' refresh (a test holds both set-ups to this table).
 */
export const LIVE_CACHE: readonly LiveCacheRule[] = (Object.keys(LIVE_FRESH_S) as LiveCollection[]).map(
  (collection) => {
    const freshS = LIVE_FRESH_S[collection];
    const maxAgeS = Math.ceil(freshS / 2);
    return { collection, freshS, maxAgeS, swrS: freshS - maxAgeS };
  },
);

/** The rule for a path such as /api/matches/7 or /api/match-events, or undefined: not a live read, never cached. */
export function liveCacheRule(pathname: string): LiveCacheRule | undefined {
  const m = /^\/api\/([^/]+)(?:\/[^/]+)?\/?$/.exec(pathname);
  return m ? LIVE_CACHE.find((r) => r.collection === m[1]) : undefined;
}
