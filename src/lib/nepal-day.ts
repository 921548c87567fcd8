// Calendar days in Nepal (Asia/Kathmandu) with Intl alone: which day an instant falls on, when today starts and ends.
// Kept apart from the formats (format.ts) so that a static page comparing dates ships only these few lines.
export const TIME_ZONE = 'Asia/Kathmandu';

export type Wall = { y: number; M: number; d: number; H: number; m: number; s: number };

let wallClock: Intl.DateTimeFormat | null = null;

/**
 * Nepal has kept UTC+05:45, with no daylight saving time, since 1986-01-01 00:15 local (1985-12-31 18:30 UTC; +05:30
 * before). From then on its wall clock is plain arithmetic: building the Intl formatter for the zone cost about 12 ms
 * on its first use (50 ms at Lighthouse's 4× slower CPU, one long task) on every page showing a Nepal time. Intl stays
 * for earlier instants (old birth dates); tests/unit/format.test.ts holds both to date-fns-tz.
 */
const FIXED_OFFSET_SINCE = Date.UTC(1985, 11, 31, 18, 30);
const FIXED_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** The Nepal wall-clock fields of an instant. */
export function nepalWall(t: number): Wall {
  if (t >= FIXED_OFFSET_SINCE) {
    const w = new Date(t + FIXED_OFFSET_MS);
    return { y: w.getUTCFullYear(), M: w.getUTCMonth() + 1, d: w.getUTCDate(), H: w.getUTCHours(), m: w.getUTCMinutes(), s: w.getUTCSeconds() };
  }
  wallClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const f: Record<string, number> = {};
  for (const p of wallClock.formatToParts(t)) if (p.type !== 'literal') f[p.type] = Number(p.value);
  return { y: f.year ?? 0, M: f.month ?? 1, d: f.day ?? 1, H: (f.hour ?? 0) % 24, m: f.minute ?? 0, s: f.second ?? 0 };
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
