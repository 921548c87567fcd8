// Dates in Nepal time (Asia/Kathmandu) with the SPEC's formats, and the other display formats (heights, money).
// Built on Intl only, not a date library: the same code runs in the browser, where every kilobyte counts
// (docs/decisions/live.md, "Nepal time without a date library").
import { instant, nepalWall, type Wall } from '../nepal-day.ts';

export { endOfNepalDay, nepalDay, startOfNepalDay, time, TIME_ZONE } from '../nepal-day.ts';
// The Bikram Sambat date shown beside these; exported here so the islands get it in the same chunk as the formats.
export { formatBs } from './bs.ts';

/** SPEC §9 date formats (date-fns pattern letters). */
export const DATE_FORMATS = {
  liveBanner: 'MM/dd/yyyy - hh:mm a',
  countdown: 'EEEE, MMMM do yyyy',
  kickoff: 'hh:mm a',
  fixture: 'dd MMM yyyy',
  birth: 'dd-MM-yyyy',
  article: 'MMMM d, yyyy',
  ticketDay: 'EEE, dd MMM',
} as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const two = (n: number) => String(n).padStart(2, '0');

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st (date-fns' English 'do'). */
function ordinal(n: number): string {
  const r100 = n % 100;
  const suffix = r100 > 10 && r100 < 20 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

// date-fns letters used by the site; anything else is copied as it stands, 'quoted' text without its quotes.
const TOKENS = /'([^']*)'|yyyy|MMMM|MMM|MM|M|EEEE|EEE|do|dd|d|HH|hh|h|mm|ss|a/g;

function render(w: Wall, pattern: string): string {
  const h12 = w.H % 12 || 12;
  const weekday = DAYS[new Date(Date.UTC(w.y, w.M - 1, w.d)).getUTCDay()] ?? '';
  const month = MONTHS[w.M - 1] ?? '';
  const values: Record<string, string> = {
    yyyy: String(w.y).padStart(4, '0'),
    MMMM: month,
    MMM: month.slice(0, 3),
    MM: two(w.M),
    M: String(w.M),
    EEEE: weekday,
    EEE: weekday.slice(0, 3),
    do: ordinal(w.d),
    dd: two(w.d),
    d: String(w.d),
    HH: two(w.H),
    hh: two(h12),
    h: String(h12),
    mm: two(w.m),
    ss: two(w.s),
    a: w.H < 12 ? 'AM' : 'PM',
  };
  return pattern.replace(TOKENS, (token, quoted: string | undefined) =>
    quoted !== undefined ? quoted : (values[token] ?? token),
  );
}

/** Formats an instant in Nepal time; a missing or invalid date gives the fallback (TBD by default, SPEC §2). */
export function formatNepal(
  value: string | number | Date | null | undefined,
  pattern: string,
  fallback = 'TBD',
): string {
  const t = instant(value);
  return t === null ? fallback : render(nepalWall(t), pattern);
}

/** Height as feet and inches, e.g. 5' 8". */
export function formatHeight(h: { feet: number; inches: number } | null): string {
  return h ? `${h.feet}' ${h.inches}"` : 'N/A';
}

export function formatWeight(kg: number | null): string {
  return kg === null ? 'N/A' : `${Number.isInteger(kg) ? kg : kg.toFixed(1)} KG`;
}

/** Rupees as shown on checkout and success: 'Rs. 5'. */
export function formatRupees(amount: number): string {
  return `Rs. ${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

export function pad2(n: number): string {
  return String(Math.max(0, Math.floor(n))).padStart(2, '0');
}
