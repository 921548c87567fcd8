// Dates, times, numbers and money in the page's language (issue 17). English is the SPEC's formats (format.ts) and
// stays byte for byte what it was. Nepali needs its words (month names, day periods…), which travel as data
// (`LocalWords`, src/i18n/ne-words.ts): the server passes them, and islands get them as props on Nepali pages only, so
// no English page carries a Nepali byte. No Nepali literal may appear in this file: islands import it.
import { DATE_FORMATS, formatBs, formatNepal, formatRupees } from './format.ts';
import { instant, nepalDay, nepalWall } from './nepal-day.ts';
import { toBs } from './bs/calendar.ts';
import { devanagariDigits } from './digits.ts';

export { devanagariDigits, localNumber } from './digits.ts';

export type DateKind = keyof typeof DATE_FORMATS;

/** The words a language other than English writes dates, times and money with. */
export type LocalWords = {
  /** Gregorian months, January first. */
  months: readonly string[];
  /** Week days, Sunday first. */
  weekdays: readonly string[];
  /** Bikram Sambat months, Baisakh first. */
  bsMonths: readonly string[];
  /** The part of the day a time is in, as [first hour, word], earliest first (e.g. [4, morning], [12, afternoon]…). */
  periods: readonly (readonly [number, string])[];
  /** Written after a time ("o'clock"). */
  oclock: string;
  /** The currency before an amount. */
  rupees: string;
  /** 'TBD' for a missing date. */
  tbd: string;
};

/** Money: 'Rs. 5' in English (SPEC), 'रु. ५' in Nepali. */
export function localRupees(amount: number, words?: LocalWords | null): string {
  if (!words) return formatRupees(amount);
  return `${words.rupees} ${devanagariDigits(Number.isInteger(amount) ? amount : amount.toFixed(2))}`;
}

function periodOf(hour: number, periods: LocalWords['periods']): string {
  let word = periods[periods.length - 1]?.[1] ?? '';
  for (const [from, w] of periods) if (hour >= from) word = w;
  // Before the first period's start the night's word (the last one) still holds.
  return hour < (periods[0]?.[0] ?? 0) ? (periods[periods.length - 1]?.[1] ?? '') : word;
}

/**
 * A date or time of the SPEC's kinds, in Nepal time. English: the SPEC's pattern (format.ts). Nepali: the Bikram
 * Sambat date first with the Gregorian one beside it ('८ मंसिर २०८३ (२४ नोभेम्बर २०२६)'), times with the part of the
 * day ('दिउँसो २:४५ बजे'), all digits Devanagari. A missing or invalid date gives the fallback.
 */
export function localDate(value: string | number | Date | null | undefined, kind: DateKind, words?: LocalWords | null, fallback?: string): string {
  if (!words) return formatNepal(value, DATE_FORMATS[kind], fallback);
  const t = instant(value);
  if (t === null) return fallback ?? words.tbd;
  const w = nepalWall(t);
  const d = devanagariDigits;
  const day = nepalDay(t);
  const bs = day === null ? null : toBs(day);
  const ad = `${d(w.d)} ${words.months[w.M - 1] ?? ''} ${d(w.y)}`;
  const date = bs ? `${d(bs.day)} ${words.bsMonths[bs.month - 1] ?? ''} ${d(bs.year)} (${ad})` : ad;
  const weekday = words.weekdays[new Date(Date.UTC(w.y, w.M - 1, w.d)).getUTCDay()] ?? '';
  const time = `${periodOf(w.H, words.periods)} ${d(w.H % 12 || 12)}:${d(String(w.m).padStart(2, '0'))} ${words.oclock}`;
  switch (kind) {
    case 'kickoff': return time;
    case 'liveBanner': return `${date}, ${time}`;
    case 'countdown': return `${weekday}, ${date}`;
    case 'ticketDay': return bs ? `${weekday}, ${d(bs.day)} ${words.bsMonths[bs.month - 1] ?? ''}` : `${weekday}, ${d(w.d)} ${words.months[w.M - 1] ?? ''}`;
    default: return date;
  }
}

/** The Bikram Sambat date alone: '7 Mangsir 2083' in English (format.ts), '७ मंसिर २०८३' in Nepali; '' when unknown. */
export function localBs(value: string | number | Date | null | undefined, words?: LocalWords | null, withYear = true): string {
  if (!words) return formatBs(value, withYear);
  const day = nepalDay(value);
  const bs = day === null ? null : toBs(day);
  return bs ? `${devanagariDigits(bs.day)} ${words.bsMonths[bs.month - 1] ?? ''}${withYear ? ` ${devanagariDigits(bs.year)}` : ''}` : '';
}
