// Adapter: which GETs are the islands' live reads, endpoint and exact query, from the one list of their queries
// (src/lib/api/live-reads.ts). The live caches (netlify/functions/live-api.ts, deploy/nginx.conf's tests) pass these
// and nothing else, so an extra parameter (`?x=1`, `?x=2`, …) cannot make a new cache key that reaches the CMS.
// Kept small on purpose: when the islands' queries move to another module, only the imports here change.
import {
  activationQuery,
  eventsQuery,
  followedMatchesQuery,
  MATCH_QUERY,
  OPEN_MATCHES_QUERY,
  VIDEOS_QUERY,
} from './api/live-reads.ts';
import { queryString } from './api/query-string.ts';
import { TICKETS } from './league/tickets.ts';
import { readId } from './live-ids.ts';

/** A document id as Payload writes it: a number (Postgres, SQLite) or an ObjectId (MongoDB). */
const ID = /^(?:\d{1,12}|[0-9a-f]{24})$/;

/** The live reads of one match id (and, for home's My schools, one school's id), as URLs (path + query), for tests
 *  and the benches; the followed school's read comes last. */
export function islandReadUrls(matchId: string, teamId: string = matchId): string[] {
  return [
    `/api/matches${queryString(OPEN_MATCHES_QUERY)}`,
    `/api/matches/${matchId}${queryString(MATCH_QUERY)}`,
    `/api/match-events${queryString(eventsQuery(matchId))}`,
    `/api/activate-ticket${queryString(activationQuery(TICKETS.queryLimit))}`,
    `/api/watchlive${queryString(VIDEOS_QUERY)}`,
    `/api/matches${queryString(followedMatchesQuery(teamId))}`,
  ];
}

/** The school id a followed school's read asks for (its home-team condition), to check the rest against. */
const FOLLOWED_TEAM_PARAM = 'where[and][1][or][0][homeTeam][equals]';

/** True when `path` + `search` (with its `?`, or '') is exactly one of the islands' reads. */
export function isIslandRead(path: string, search: string): boolean {
  if (path === '/api/matches') {
    if (search === queryString(OPEN_MATCHES_QUERY)) return true;
    const team = new URLSearchParams(search).get(FOLLOWED_TEAM_PARAM) ?? '';
    return ID.test(team) && search === queryString(followedMatchesQuery(team));
  }
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

/** The islands' reads as the entries of deploy/nginx.conf's `map $request_uri $league_live_read`: the regular
 *  expression, and what it gives, `m:$1` or `t:$1` for a read that names a match or a school (checked against the
 *  known ids, src/lib/live-ids.ts), `any` for the others. */
export function nginxReadPatterns(): Array<{ pattern: string; value: string }> {
  const id = '(?:\\d{1,12}|[0-9a-f]{24})';
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A read that names its id twice (a followed school, as home and as away team) names the same id: a backreference,
  // so two different ids are not a new cache key.
  return islandReadUrls('__ID__').map((u) => {
    let seen = false;
    const [path, query = ''] = u.split('?');
    const named = readId(path!, `?${query}`);
    return {
      pattern: `~^${esc(u).replace(/__ID__/g, () => (seen ? '\\1' : ((seen = true), `(${id})`)))}$`,
      value: named ? `"${named.kind}:$1"` : 'any',
    };
  });
}
