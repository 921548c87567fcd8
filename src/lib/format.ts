// Dates in Nepal time (Asia/Kathmandu) with the SPEC's formats, and the other display formats (heights, money).
// Built on Intl only, not a date library: the same code runs in the browser, where every kilobyte counts
// (docs/decisions.md, "Nepal time without a date library").
import { instant, nepalWall, type Wall } from './nepal-day.ts';
import { toBs } from './bs/calendar.ts';

export { endOfNepalDay, nepalDay, startOfNepalDay, time, TIME_ZONE } from './nepal-day.ts';
// The Bikram Sambat date shown beside these; exported here so the islands get it in the same chunk as the formats.
export { formatBs } from './bs/format.ts';

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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const two = (n: number) => String(n).padStart(2, '0');

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st (date-fns' English 'do'). */
function ordinal(n: number): string {
  const r100 = n % 100;
  const suffix = r100 > 10 && r100 < 20 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * The words a date is written with: English's by default, another language's as data (src/lib/local-format.ts, issue
 * 17), so the one pattern engine below writes both and an English page carries no other language's code.
 */
export type DateWords = {
  months: readonly string[];
  weekdays: readonly string[];
  /** Token `a`: [first hour, word], earliest first; before the first one's hour, the last one's word holds. */
  periods: readonly (readonly [number, string])[];
  /** Bikram Sambat months, for the tokens Bd (day), BM (month) and By (year). */
  bsMonths?: readonly string[];
};

const ENGLISH: DateWords = { months: MONTHS, weekdays: DAYS, periods: [[0, 'AM'], [12, 'PM']] };

// date-fns letters used by the site, and Bd/BM/By for the Bikram Sambat date; anything else is copied as it stands,
// 'quoted' text without its quotes. [with BS|without] chooses by whether the day has a BS date (the table's years).
const TOKENS = /'([^']*)'|yyyy|MMMM|MMM|MM|M|EEEE|EEE|do|dd|d|HH|hh|h|mm|ss|a|B[dMy]/g;

function render(w: Wall, pattern: string, words: DateWords): string {
  const h12 = w.H % 12 || 12;
  const weekday = words.weekdays[new Date(Date.UTC(w.y, w.M - 1, w.d)).getUTCDay()] ?? '';
  const month = words.months[w.M - 1] ?? '';
  let period = words.periods[words.periods.length - 1]?.[1] ?? '';
  for (const [from, word] of words.periods) if (w.H >= from) period = word;
  const bs = words.bsMonths && toBs(`${w.y}-${two(w.M)}-${two(w.d)}`);
  const values: Record<string, string> = {
    yyyy: String(w.y).padStart(4, '0'), MMMM: month, MMM: month.slice(0, 3), MM: two(w.M), M: String(w.M),
    EEEE: weekday, EEE: weekday.slice(0, 3), do: ordinal(w.d), dd: two(w.d), d: String(w.d),
    HH: two(w.H), hh: two(h12), h: String(h12), mm: two(w.m), ss: two(w.s), a: period,
    ...(bs && { Bd: String(bs.day), BM: words.bsMonths?.[bs.month - 1] ?? '', By: String(bs.year) }),
  };
  return pattern
    .replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_, withBs: string, without: string) => (bs ? withBs : without))
    .replace(TOKENS, (token, quoted: string | undefined) => (quoted !== undefined ? quoted : (values[token] ?? token)));
}

/** Formats an instant in Nepal time; a missing or invalid date gives the fallback (TBD by default, SPEC §2). */
export function formatNepal(value: string | number | Date | null | undefined, pattern: string, fallback = 'TBD', words = ENGLISH): string {
  const t = instant(value);
  return t === null ? fallback : render(nepalWall(t), pattern, words);
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
