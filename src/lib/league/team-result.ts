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
 * What the team table's script needs to redo `resultKey` and `isToday` at view time (src/browser/team-results.ts), as
 * data- attributes of a dated cell: the kickoff and the bounds of its Nepal day, [start, end), in epoch ms. The Nepal day
 * of a match never changes, so the build works it out (lib/nepal-day.ts); the browser only compares them with its
 * clock, and ships no date code (the team page's 3 KB, docs/decisions/issue-24.md). No date: no attributes.
 */
export function viewTimeAttrs(date: string | null | undefined): Record<string, number> {
  const t = time(date);
  return t === null
    ? {}
    : { 'data-kickoff': t, 'data-day-start': startOfNepalDay(t), 'data-day-end': endOfNepalDay(t) };
}

/** 'team score - opponent score', from the viewed team's side. */
export function teamScore(match: M, teamId: string): string {
  const home = match.scoreHome ?? 0;
  const away = match.scoreAway ?? 0;
  return match.away?.id === teamId && match.home?.id !== teamId ? `${away} - ${home}` : `${home} - ${away}`;
}

const RESULT_WORDS = { live: 'Live', notStarted: 'Not Started', pending: 'Pending' } as const;

/** completed: 'team score - opponent score'; running: 'Live'; else 'Not Started' if in the future, otherwise 'Pending'. */
export function teamResult(match: M, teamId: string, now: number): string {
  const key = resultKey(match, now);
  return key === 'score' ? teamScore(match, teamId) : RESULT_WORDS[key];
}

/** A team's matches, sorted by date ascending (undated last). */
export function teamMatches<T extends Pick<Match, 'date' | 'home' | 'away'>>(matches: T[], teamId: string): T[] {
  return matches
    .filter((m) => m.home?.id === teamId || m.away?.id === teamId)
    .sort((a, b) => (time(a.date) ?? Infinity) - (time(b.date) ?? Infinity));
}
