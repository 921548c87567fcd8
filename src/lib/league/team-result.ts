// The team page's Result cell (SPEC §4), from the viewed team's side.
import type { Match } from '../api/types.ts';
import { endOfNepalDay, startOfNepalDay, time } from '../nepal-day.ts';

type M = Pick<Match, 'date' | 'status' | 'scoreHome' | 'scoreAway' | 'home' | 'away'>;

/** What the Result cell says: the score, or the key of a word (the page's language has the words, src/i18n). */
export type ResultKey = 'score' | 'live' | 'notStarted' | 'pending';

/** completed: the score; running: live; else not started if the kickoff is in the future, otherwise pending. */
export function resultKey(match: Pick<M, 'date' | 'status'>, now: number): ResultKey {
  if (match.status === 'completed') return 'score';
  if (match.status === 'running') return 'live';
  const t = time(match.date);
  return t !== null && t > now ? 'notStarted' : 'pending';
}

/**
 * What the team table's script needs to redo `isToday` (Status) and `resultKey` (Result) at view time
 * (src/browser/team-results.ts), as data- attributes of the cell: on an upcoming match's Status the bounds of its Nepal
 * day, [start, end) in epoch ms; on the Result of a match neither running nor completed its kickoff. The Nepal day of
 * a match never changes, so the build works it out (lib/nepal-day.ts) and the browser only compares with its clock,
 * shipping no date code (the team page's 3 KB, docs/decisions/performance.md). Other cells, or no date: nothing.
 */
export function viewTimeAttrs(cell: 'status' | 'result', match: Pick<M, 'date' | 'status'>): Record<string, number> {
  const t = time(match.date);
  if (t === null) return {};
  if (cell === 'status')
    return match.status === 'upcoming'
      ? { 'data-day-start': startOfNepalDay(t), 'data-day-end': endOfNepalDay(t) }
      : {};
  return match.status === 'completed' || match.status === 'running' ? {} : { 'data-kickoff': t };
}

/** 'team score - opponent score', from the viewed team's side. */
export function teamScore(match: M, teamId: string): string {
  const home = match.scoreHome ?? 0;
  const away = match.scoreAway ?? 0;
  return match.away?.id === teamId && match.home?.id !== teamId ? `${away} - ${home}` : `${home} - ${away}`;
}

/** The words of the Result cell that are not a score, in the page's language (src/i18n/texts/team.ts). */
export type ResultWords = Record<Exclude<ResultKey, 'score'>, string>;

/** completed: 'team score - opponent score'; else the word for live, not started (in the future) or pending. */
export function teamResult(match: M, teamId: string, now: number, words: ResultWords): string {
  const key = resultKey(match, now);
  return key === 'score' ? teamScore(match, teamId) : words[key];
}

/** A team's matches, sorted by date ascending (undated last). */
export function teamMatches<T extends Pick<Match, 'date' | 'home' | 'away'>>(matches: T[], teamId: string): T[] {
  return matches
    .filter((m) => m.home?.id === teamId || m.away?.id === teamId)
    .sort((a, b) => (time(a.date) ?? Infinity) - (time(b.date) ?? Infinity));
}
