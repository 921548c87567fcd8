// The Nepali dates, times, numbers and money of format/local.ts (issue 17), loaded only where Nepali is written: the
// server, and in the browser a Nepali page (format/local.ts loads it there), so no English page carries this code.
// Every function writes English when given no words. Nepali is data for format/base.ts's one pattern engine: the words of
// the pattern (Bikram Sambat date, month and week-day names, the part of the day) go in as quoted text, then format/base.ts
// writes the numbers, and the digits become Devanagari. No Nepali literal here: the words are LocalWords.
import { DATE_FORMATS, formatBs, formatNepal, formatRupees } from './base.ts';
import { instant, nepalDay, nepalWall } from '../nepal-day.ts';
import { toBs } from './bs-calendar.ts';
import { devanagariDigits } from './digits.ts';
import type { LocalFormats, LocalWords } from './words.ts';

/** A format/base.ts pattern with the Bikram Sambat tokens (Bd BM By, `[with BS|without]`) in Nepali; the fallback when the
 *  date is missing or invalid. A whole hour is written without its minutes, as Nepali says it ('दिउँसो २ बजे'). */
export function nepaliDate(
  value: string | number | Date | null | undefined,
  pattern: string,
  fallback: string,
  words: LocalWords,
): string {
  const t = instant(value);
  if (t === null) return fallback;
  const w = nepalWall(t);
  const bs = toBs(nepalDay(t)!);
  let period = words.periods[words.periods.length - 1]?.[1] ?? '';
  for (const [from, word] of words.periods) if (w.H >= from) period = word;
  const names: Record<string, string | undefined> = {
    MMMM: words.months[w.M - 1],
    EEEE: words.weekdays[new Date(Date.UTC(w.y, w.M - 1, w.d)).getUTCDay()],
    a: period,
    ...(bs && { Bd: String(bs.day), BM: words.bsMonths[bs.month - 1], By: String(bs.year) }),
  };
  const quoted = (w.m === 0 ? pattern.replace(/\b(h|hh|H|HH):mm\b/g, '$1') : pattern)
    .replace(/\[([^|\]]*)\|([^\]]*)\]/g, (_, withBs: string, without: string) => (bs ? withBs : without))
    .replace(/'[^']*'|B[dMy]|MMMM|EEEE|a/g, (token) => (names[token] === undefined ? token : `'${names[token]}'`));
  return devanagariDigits(formatNepal(t, quoted));
}

// Money the way Nepal groups it: thousands, then lakhs and crores by twos ('५,०००', '१,५०,०००'), paisa only when there are
// any. Written by hand, not with Intl's en-IN: building the first Intl.NumberFormat loads ICU's number data, a long
// task when this module is evaluated on every Nepali island page (docs/decisions/performance.md, "No Intl formatter
// while a page loads"). Its unit test holds it equal to en-IN.

/** `amount` grouped the Indian way (en-IN): '1,25,000', '1,234.57'; two decimals when it is not a whole number. */
export function indianGroups(amount: number): string {
  const fixed = Number.isInteger(amount) ? String(Math.abs(amount)) : Math.abs(amount).toFixed(2);
  const [whole = '', paisa] = fixed.split('.');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}${rest ? `${rest},${last3}` : last3}${paisa === undefined ? '' : `.${paisa}`}`;
}

/** An amount of rupees as Nepali writes it: 'रु. ५,०००', 'रु. १,२५,०००', 'रु. ५२.५०'. */
export function nepaliRupees(amount: number, words: LocalWords): string {
  return `${words.rupees} ${devanagariDigits(indianGroups(amount))}`;
}

/** format/local.ts's functions in Nepali when given the words, in English (the SPEC's formats) when not. */
export const NEPALI_FORMATS: LocalFormats = {
  localDate: (value, kind, words, fallback) =>
    words
      ? nepaliDate(value, words.patterns[kind], fallback ?? words.tbd, words)
      : formatNepal(value, DATE_FORMATS[kind], fallback),
  localRupees: (amount, words) => (words ? nepaliRupees(amount, words) : formatRupees(amount)),
  localBs: (value, words, withYear = true) =>
    words ? nepaliDate(value, withYear ? '[Bd BM By|]' : '[Bd BM|]', '', words) : formatBs(value, withYear),
  localNumber: (n, words) => (words ? devanagariDigits(n) : String(n)),
};
