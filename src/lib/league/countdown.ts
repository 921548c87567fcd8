// The current match and the countdown target (SPEC §4 Countdown). Pure: `now` is passed in.
import type { Match } from '../api/types.ts';
import { startOfNepalDay, time } from '../nepal-day.ts';

export type CountdownPick<M> = { current: M | null; target: M | null };

/** Completed matches dropped, the rest by date ascending (undated last: they cannot be counted down to). */
export function countdownOrder<M extends Pick<Match, 'date' | 'status'>>(matches: M[]): M[] {
  return matches
    .filter((m) => m.status !== 'completed')
    .sort((a, b) => (time(a.date) ?? Infinity) - (time(b.date) ?? Infinity));
}

/**
 * Current: the first running match, else the first dated today or later (Nepal day).
 * Target: the match right after the current one; with no current match, the first in the list.
 */
export function countdownPick<M extends Pick<Match, 'date' | 'status'>>(matches: M[], now: number): CountdownPick<M> {
  const list = countdownOrder(matches);
  const today = startOfNepalDay(now);
  let index = list.findIndex((m) => m.status === 'running');
  if (index < 0) index = list.findIndex((m) => (time(m.date) ?? -Infinity) >= today);
  if (index < 0) return { current: null, target: list[0] ?? null };
  return { current: list[index] ?? null, target: list[index + 1] ?? null };
}

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** Time left until the target's kickoff; all zeros when passed or when there is no target. */
export function countdownParts(targetDate: string | null | undefined, now: number): CountdownParts {
  const t = time(targetDate);
  const left = t === null ? 0 : Math.max(0, Math.floor((t - now) / 1000));
  return {
    days: Math.floor(left / 86400),
    hours: Math.floor((left % 86400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
