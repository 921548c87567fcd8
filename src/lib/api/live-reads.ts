// What the live islands ask the API and how often, as the match-day bench and the cache's limits need it: the same
// queries as the islands' own modules (live.ts, live-events.ts, live-videos.ts, useActivation.ts) and the same refresh
// as their constants, held equal by tests/unit/api/live-address.test.ts and tests/unit/deploy/live-cache.test.ts.
// The islands do not import it: a module they share would be one more chunk, and home's JavaScript is at its budget.
// No environment here (src/lib/config.ts has the addresses), so scripts can import it.
import type { Query } from './query-string.ts';

const MATCH_FIELDS = [
  'match_date',
  'matchDate',
  'status',
  'week',
  'venue',
  'scoreHome',
  'scoreAway',
  'homeTeam',
  'awayTeam',
];
const SELECT_MATCH: Query = Object.fromEntries(MATCH_FIELDS.map((f) => [`select[${f}]`, true]));

// The islands' queries: constants in a fixed order with nothing per visitor or per moment in them, so every fan asks
// the same URL for the same thing and one cached answer serves them all.

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

/** /live-match: the live videos. */
export const VIDEOS_QUERY: Query = { limit: 100, depth: 0 };

/** How often each island asks again (SPEC §7: the match centre every 60 seconds; the others as often). */
export const LIVE_REFRESH_MS = {
  homeMatches: 60_000,
  match: 60_000,
  events: 60_000,
  activation: 60_000,
  videos: 60_000,
} as const;
