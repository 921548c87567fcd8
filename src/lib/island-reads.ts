// Adapter: which GETs are the islands' live reads, endpoint and exact query, from the one list of their queries
// (src/lib/api/live-reads.ts). The live caches (netlify/functions/live-api.ts, deploy/nginx.conf's tests) pass these
// and nothing else, so an extra parameter (`?x=1`, `?x=2`, …) cannot make a new cache key that reaches the CMS.
// Kept small on purpose: when the islands' queries move to another module, only the imports here change.
import { activationQuery, eventsQuery, MATCH_QUERY, OPEN_MATCHES_QUERY, VIDEOS_QUERY } from './api/live-reads.ts';
import { queryString } from './api/query-string.ts';
import { TICKETS } from './league/tickets.ts';

/** A document id as Payload writes it: a number (Postgres, SQLite) or an ObjectId (MongoDB). */
const ID = /^(?:\d{1,12}|[0-9a-f]{24})$/;

/** The live reads of one match id, as URLs (path + query), for tests and the benches. */
export function islandReadUrls(matchId: string): string[] {
  return [
    `/api/matches${queryString(OPEN_MATCHES_QUERY)}`,
    `/api/matches/${matchId}${queryString(MATCH_QUERY)}`,
    `/api/match-events${queryString(eventsQuery(matchId))}`,
    `/api/activate-ticket${queryString(activationQuery(TICKETS.queryLimit))}`,
    `/api/watchlive${queryString(VIDEOS_QUERY)}`,
  ];
}

/** True when `path` + `search` (with its `?`, or '') is exactly one of the islands' reads. */
export function isIslandRead(path: string, search: string): boolean {
  if (path === '/api/matches') return search === queryString(OPEN_MATCHES_QUERY);
  const one = /^\/api\/matches\/([^/]+)$/.exec(path);
  if (one) return ID.test(one[1]!) && search === queryString(MATCH_QUERY);
  if (path === '/api/match-events') {
    const id = new URLSearchParams(search).get('where[match][equals]') ?? '';
    return ID.test(id) && search === queryString(eventsQuery(id));
  }
  if (path === '/api/activate-ticket') return search === queryString(activationQuery(TICKETS.queryLimit));
  if (path === '/api/watchlive') return search === queryString(VIDEOS_QUERY);
  return false;
}

/** The islands' reads as the regular expressions of deploy/nginx.conf's `map $request_uri $league_live_read`. */
export function nginxReadPatterns(): string[] {
  const id = '(?:\\d{1,12}|[0-9a-f]{24})';
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return islandReadUrls('__ID__').map((u) => `~^${esc(u).replace(/__ID__/g, id)}$`);
}
