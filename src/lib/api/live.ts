// Live matches for the islands in the browser: the open matches (home) and one match (match centre), asked at depth 0
// with `select` (the queries are live-reads.ts's), read by live-match.ts's zod-free reader (docs/decisions/live.md,
// "The live parts").
import { getLive, liveUrl } from './client.ts';
import { ApiError } from './errors.ts';
import { liveList } from './live-list.ts';
import { FOLLOWED_ASKED_MAX, followedMatchesQuery, LIVE_READS, MATCH_QUERY, OPEN_MATCHES_QUERY } from './live-reads.ts';
import { toLiveMatch, type LiveMatch } from './live-match.ts';

export { toLiveMatch, type LiveMatch };

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
