// The one source of the live reads (issue 24): what the islands ask the API, how often, how soon a failed read is
// tried again, and how old the shared cache in front of the CMS may let each answer get. The islands' readers
// (live.ts, live-events.ts, live-videos.ts, islands/tickets/useActivation.ts) and their swr settings
// (islands/shared/live-swr.ts), the cache rules (live-cache.ts, which deploy/nginx.conf and the Netlify function follow)
// and the match-day bench all import it. No environment and no runtime import here (src/lib/config.ts has the
// addresses), so scripts and the Netlify function can import it too.
import type { Query } from './query-string.ts';

/** The match fields the live views read (depth 0, so teams are ids). */
export const MATCH_FIELDS = [
  'match_date',
  'matchDate',
  'status',
  'week',
  'venue',
  'scoreHome',
  'scoreAway',
  'homeTeam',
  'awayTeam',
] as const;
export const SELECT_MATCH: Query = /* @__PURE__ */ Object.fromEntries(MATCH_FIELDS.map((f) => [`select[${f}]`, true]));

// The islands' queries: constants in a fixed order with nothing per visitor or per moment in them, so every fan asks
// the same URL for the same thing, one cached answer serves them all, and one swr key names it on the page.

/**
 * Home: the SPEC's match list (/matches?limit=40) narrowed to what the countdown can use, the matches not completed, by
 * date (docs/decisions/live.md: the API's default order is newest created first, so 40 of a long season could miss today).
 */
export const OPEN_MATCHES_QUERY: Query = {
  'where[status][not_equals]': 'completed',
  sort: 'match_date',
  limit: 40,
  depth: 0,
  ...SELECT_MATCH,
};

/** Match centre: one match (/matches/{id}). */
export const MATCH_QUERY: Query = { depth: 0, ...SELECT_MATCH };

/**
 * Match centre: its events. SPEC §7 writes /match-events?match={id}&limit=500, but Payload ignores unknown parameters
 * and would answer every event of the league (API-NOTES), so the filter is where[match][equals].
 */
export const eventsQuery = (matchId: string): Query => ({ 'where[match][equals]': matchId, limit: 500, depth: 1 });

/**
 * /book-seat: the active ticket activation. SPEC §7 leaves open which call feeds booking: the active one, with depth 3
 * so that days[].matches[].homeTeam.team_logo arrives as an object (docs/decisions/tickets.md). The limit is
 * TICKETS.queryLimit, passed in.
 */
export const activationQuery = (limit: number): Query => ({ 'where[isActive][equals]': 'true', limit, depth: 3 });

/**
 * Home's "My schools" (issue 23): one followed school's matches not completed, by date. One query a school, the same
 * URL for every fan who follows it, so the shared live cache answers them all (a query naming each fan's own set of
 * schools would reach the CMS for nearly every fan).
 */
export const followedMatchesQuery = (teamId: number | string): Query => ({
  'where[and][0][status][not_equals]': 'completed',
  'where[and][1][or][0][homeTeam][equals]': teamId,
  'where[and][1][or][1][awayTeam][equals]': teamId,
  sort: 'match_date',
  limit: 3,
  depth: 0,
  ...SELECT_MATCH,
});

/** The schools whose own matches home asks for at most (a phone may follow more; the first ones are asked). */
export const FOLLOWED_ASKED_MAX = 6;

/** /live-match: the live videos. */
export const VIDEOS_QUERY: Query = { limit: 100, depth: 0 };

/** The collections the islands read live (the path under /api of a list and of its documents). */
export type LiveCollection = 'matches' | 'match-events' | 'activate-ticket' | 'watchlive';

/** Each live read: the path it asks (under the live read address's /api), its collection, and its refresh. */
export const LIVE_READS = {
  homeMatches: { path: () => '/matches', collection: 'matches', refreshMs: 60_000 },
  followedMatches: { path: () => '/matches', collection: 'matches', refreshMs: 60_000 },
  match: { path: (id: string) => `/matches/${encodeURIComponent(id)}`, collection: 'matches', refreshMs: 60_000 },
  // SPEC §7: events are refetched every 60 seconds.
  events: { path: () => '/match-events', collection: 'match-events', refreshMs: 60_000 },
  activation: { path: () => '/activate-ticket', collection: 'activate-ticket', refreshMs: 60_000 },
  videos: { path: () => '/watchlive', collection: 'watchlive', refreshMs: 60_000 },
} as const satisfies Record<
  string,
  { path: (...args: string[]) => string; collection: LiveCollection; refreshMs: number }
>;

export type LiveReadName = keyof typeof LIVE_READS;

/** How often each island asks again while its tab is visible and online (SPEC §7: 60 seconds). */
// In a function marked pure: a bundle that does not use the table drops its whole computation (the mark on
// Object.fromEntries alone left its argument's map in every island bundle).
export const LIVE_REFRESH_MS = /* @__PURE__ */ (() =>
  Object.fromEntries(Object.entries(LIVE_READS).map(([name, read]) => [name, read.refreshMs])))() as {
  readonly [K in LiveReadName]: (typeof LIVE_READS)[K]['refreshMs'];
};

/**
 * The oldest answer the shared cache may give per collection, in seconds (docs/deploying.md, section 6): a live score
 * or event a few seconds, the ticket activation at most 10 s (the seats left on screen; payment checks read the CMS
 * itself, so a cached count can never oversell), the video list at most 30 s. Never longer than the refresh of an
 * island that reads it (tests/unit/deploy/live-cache.test.ts).
 */
export const LIVE_FRESH_S: Readonly<Record<LiveCollection, number>> = {
  matches: 5,
  'match-events': 5,
  'activate-ticket': 10,
  watchlive: 30,
};

/** An error answer (404, 5xx, an unreachable CMS) is kept by the shared cache at most this long, in seconds. */
export const LIVE_ERROR_FRESH_S = 2;

/**
 * A failed read is asked again after 1 s, then 2, 4, 8… (doubling), never later than the read's own refresh: a fan whose
 * read failed gets the score seconds after the API is back, and a failing API is not stormed (swr's onErrorRetry,
 * islands/shared/live-swr.ts). Deterministic, unlike swr's default (random, 5 s first), so "500 three times, then 200"
 * shows the score after 1 + 2 + 4 s.
 */
export const LIVE_RETRY_FIRST_MS = 1_000;
export const liveRetryDelayMs = (retryCount: number, refreshMs: number): number =>
  Math.min(LIVE_RETRY_FIRST_MS * 2 ** Math.max(0, retryCount - 1), refreshMs);

/** Islands on one page asking the same URL within this long (request time included) share one request (swr's
 *  dedupingInterval). Below every cache freshness, so a deduplicated answer is never older than the cache allows. */
export const LIVE_DEDUPE_MS = 2_000;

/** A return to the tab (or window focus) asks again at most this often (swr's focusThrottleInterval). */
export const LIVE_FOCUS_THROTTLE_MS = 5_000;
