// Live matches for the islands in the browser: the open matches (home) and one match (match centre), asked at depth 0
// with `select` (the queries are live-reads.ts's), read by the zod-free readers of plain.ts
// (docs/decisions/live.md, "The live parts").
import { getLive, liveUrl } from './client.ts';
import { ApiError } from './errors.ts';
import { liveList } from './live-list.ts';
import { FOLLOWED_ASKED_MAX, followedMatchesQuery, LIVE_READS, MATCH_QUERY, OPEN_MATCHES_QUERY } from './live-reads.ts';
import { obj, readDate, readId, readIntIn, readText, refId } from './plain.ts';
import type { Match } from './types.ts';

/** What the live views need of a match; teams are ids, joined to names and logos the build already knows. */
export type LiveMatch = Pick<Match, 'id' | 'date' | 'status' | 'week' | 'venue' | 'scoreHome' | 'scoreAway'> & {
  homeId: string | null;
  awayId: string | null;
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

/** Home's read: its URL (the swr key) and its loader. The query is live-reads.ts's (the one source). */
export const openMatchesUrl = () => liveUrl(LIVE_READS.homeMatches.path(), OPEN_MATCHES_QUERY);

export function loadOpenMatches(): Promise<LiveMatch[]> {
  return liveList(LIVE_READS.homeMatches.path(), OPEN_MATCHES_QUERY, toLiveMatch);
}

/** The match centre's read of one match. */
export const matchUrl = (id: string) => liveUrl(LIVE_READS.match.path(id), MATCH_QUERY);

export async function loadMatch(id: string): Promise<LiveMatch> {
  const path = LIVE_READS.match.path(id);
  const match = toLiveMatch(await getLive(path, MATCH_QUERY));
  if (!match) throw new ApiError('parse', liveUrl(path, MATCH_QUERY), 'match document is not usable');
  return match;
}

/** The followed schools' reads (home's "My schools", issue 23): one URL a school, the first FOLLOWED_ASKED_MAX. */
export const followedMatchesUrls = (teamIds: readonly number[]): string[] =>
  teamIds
    .slice(0, FOLLOWED_ASKED_MAX)
    .map((id) => liveUrl(LIVE_READS.followedMatches.path(), followedMatchesQuery(id)));

/** The followed schools' matches not completed, one list by id. */
export async function loadFollowedMatches(teamIds: readonly number[]): Promise<LiveMatch[]> {
  const lists = await Promise.all(
    teamIds
      .slice(0, FOLLOWED_ASKED_MAX)
      .map((id) => liveList(LIVE_READS.followedMatches.path(), followedMatchesQuery(id), toLiveMatch)),
  );
  const seen = new Set<string>();
  return lists.flat().filter((m) => !seen.has(m.id) && (seen.add(m.id), true));
}
