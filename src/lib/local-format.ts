// Dates, times, numbers and money in the page's language (issue 17). English is the SPEC's formats (format.ts) and
// stays byte for byte what it was. Nepali needs its words (month names, day periods…), which travel as data
// (`LocalWords`, src/i18n/ne-words.ts): the server passes them, and islands get them as props on Nepali pages only, so
// no English page carries a Nepali byte. No Nepali literal may appear in this file: islands import it.
import { DATE_FORMATS, formatBs, formatNepal, formatRupees, type DateWords } from './format.ts';
import { devanagariDigits } from './digits.ts';

export { devanagariDigits, localNumber } from './digits.ts';

export type DateKind = keyof typeof DATE_FORMATS;

/** The words a language other than English writes dates, times and money with: its date words (format.ts renders
 *  them), a pattern per kind of date, the currency and 'TBD'. */
export type LocalWords = DateWords & {
  bsMonths: readonly string[];
  /** format.ts patterns per kind; `[with BS|without]` where the day may lie outside the BS table. */
  patterns: Record<DateKind, string>;
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

/**
 * A date or time of the SPEC's kinds, in Nepal time. English: the SPEC's pattern (format.ts). Nepali: the Bikram
 * Sambat date first with the Gregorian one beside it ('८ मंसिर २०८३ (२४ नोभेम्बर २०२६)'), times with the part of the
 * day ('दिउँसो २:४५ बजे'), all digits Devanagari. A missing or invalid date gives the fallback.
 */
export function localDate(value: string | number | Date | null | undefined, kind: DateKind, words?: LocalWords | null, fallback?: string): string {
  return words
    ? devanagariDigits(formatNepal(value, words.patterns[kind], fallback ?? words.tbd, words))
    : formatNepal(value, DATE_FORMATS[kind], fallback);
}

/** The Bikram Sambat date alone: '7 Mangsir 2083' in English (format.ts), '७ मंसिर २०८३' in Nepali; '' when unknown. */
export function localBs(value: string | number | Date | null | undefined, words?: LocalWords | null, withYear = true): string {
  return words ? devanagariDigits(formatNepal(value, withYear ? '[Bd BM By|]' : '[Bd BM|]', '', words)) : formatBs(value, withYear);
}
