// Calendar days in Nepal (Asia/Kathmandu) without a date library: which day an instant falls on, when today starts and ends.
// Kept apart from the formats (format/base.ts) so that a static page comparing dates ships only these few lines.
export const TIME_ZONE = 'Asia/Kathmandu';

export type Wall = { y: number; M: number; d: number; H: number; m: number; s: number };

/** 1986-01-01 00:15 in Kathmandu (1985-12-31 18:30 UTC), when Nepal moved from UTC+05:30 to +05:45. */
const SWITCH_TO_0545 = 504_901_800_000;

/**
 * The Nepal wall-clock fields of an instant, by arithmetic: the zone has had no daylight saving time and one change
 * of offset since 1920 (before it, local mean time, which no date of the league reaches). Intl's formatter for the
 * zone loads ICU's data on first use, a long task on every page showing a Nepal time (docs/decisions/performance.md,
 * "No Intl formatter while a page loads"). tests/unit/format.test.ts holds the results to date-fns-tz on both sides of
 * the change.
 */
export function nepalWall(t: number): Wall {
  const w = new Date(t + (t < SWITCH_TO_0545 ? 330 : 345) * 60_000);
  return {
    y: w.getUTCFullYear(),
    M: w.getUTCMonth() + 1,
    d: w.getUTCDate(),
    H: w.getUTCHours(),
    m: w.getUTCMinutes(),
    s: w.getUTCSeconds(),
  };
}

/** Epoch milliseconds of a date value, or null when missing or invalid. */
export function instant(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
}

/** Epoch milliseconds of Nepal midnight `days` after the Nepal day holding `t` (the zone's offset read at `t`). */
function nepalMidnight(t: number, days: number): number {
  const w = nepalWall(t);
  const offset = Date.UTC(w.y, w.M - 1, w.d, w.H, w.m, w.s) - Math.floor(t / 1000) * 1000;
  return Date.UTC(w.y, w.M - 1, w.d + days) - offset;
}

/** The calendar day in Nepal, 'yyyy-MM-dd', or null. */
export function nepalDay(value: string | number | Date | null | undefined): string | null {
  const t = instant(value);
  if (t === null) return null;
  const w = nepalWall(t);
  return `${String(w.y).padStart(4, '0')}-${String(w.M).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** Start of the Nepal day that contains `now`, as an epoch millisecond value. */
export function startOfNepalDay(now: number | Date): number {
  return nepalMidnight(new Date(now).getTime(), 0);
}

/** Start of the next Nepal day (the end of today), as epoch milliseconds. */
export function endOfNepalDay(now: number | Date): number {
  return nepalMidnight(new Date(now).getTime(), 1);
}

export function time(value: string | null | undefined): number | null {
  return value ? instant(value) : null;
}
