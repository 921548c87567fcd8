// Live matches for the islands in the browser: the open matches (home) and one match (match centre), asked at depth 0
// with `select`, read by the zod-free readers of plain.ts (docs/decisions/live.md).
import { getLive, liveUrl, type Query } from './client.ts';
import { ApiError } from './errors.ts';
import { liveList } from './live-list.ts';
import { obj, readDate, readId, readIntIn, readText, refId } from './plain.ts';
import type { Match } from './types.ts';

/** What the live views need of a match; teams are ids, joined to names and logos the build already knows. */
export type LiveMatch = Pick<Match, 'id' | 'date' | 'status' | 'week' | 'venue' | 'scoreHome' | 'scoreAway'> & {
  homeId: string | null;
  awayId: string | null;
};

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

/**
 * The SPEC's match list (/matches?limit=40) narrowed to what the countdown can use: the matches not completed, by date
 * (docs/decisions/live.md: the API's default order is newest created first, so 40 of a long season could miss today).
 */
export const OPEN_MATCHES_QUERY: Query = {
  'where[status][not_equals]': 'completed',
  sort: 'match_date',
  limit: 40,
  depth: 0,
  ...SELECT_MATCH,
};

export function toLiveMatch(raw: unknown): LiveMatch | null {
  const o = obj(raw);
  const id = readId(o?.id);
  if (!o || id === null) return null;
  return {
    id,
    date: readDate(o.match_date) ?? readDate(o.matchDate),
    status: (readText(o.status) ?? 'upcoming').toLowerCase(),
    // The same bounds as the build's schema (schemas.ts), so the island never contradicts the static page.
    week: readIntIn(o.week, 1, 1000),
    venue: readText(o.venue),
    scoreHome: readIntIn(o.scoreHome, 0, 999),
    scoreAway: readIntIn(o.scoreAway, 0, 999),
    homeId: refId(o.homeTeam),
    awayId: refId(o.awayTeam),
  };
}

export function loadOpenMatches(): Promise<LiveMatch[]> {
  return liveList('/matches', OPEN_MATCHES_QUERY, toLiveMatch);
}

export async function loadMatch(id: string): Promise<LiveMatch> {
  const path = `/matches/${encodeURIComponent(id)}`;
  const query = { depth: 0, ...SELECT_MATCH };
  const match = toLiveMatch(await getLive(path, query));
  if (!match) throw new ApiError('parse', liveUrl(path, query), 'match document is not usable');
  return match;
}
