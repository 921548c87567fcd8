// Dates, times, numbers and money in the page's language (issue 17). These are the English ones, the SPEC's formats
// (format/base.ts) byte for byte, and all an English page's islands carry. The Nepali ones (format/nepali.ts) take their place
// with `speak()`: on the server as soon as the Nepali words are loaded (src/i18n/ne-words.ts), and in the browser on a
// Nepali page, loaded by this module before any island that imports it renders (the end of this file). Nepali
// functions still write English when given no words, so one process can render both languages. No Nepali literal may
// appear here or in format/nepali.ts: the words travel as data (`LocalWords`), as props on Nepali pages only.
import { DATE_FORMATS, formatBs, formatNepal, formatRupees } from './base.ts';
import type { DateKind, LocalFormats, LocalWords } from './words.ts';

export { devanagariDigits } from './digits.ts';

export type { DateKind, LocalFormats, LocalWords } from './words.ts';

type Value = string | number | Date | null | undefined;

/**
 * A date or time of the SPEC's kinds, in Nepal time. English: the SPEC's pattern. Nepali: the Bikram Sambat date first
 * with the Gregorian one beside it ('८ मंसिर २०८३ (२४ नोभेम्बर २०२६)'), times with the part of the day ('दिउँसो २:४५
 * बजे'), all digits Devanagari. A missing or invalid date gives the fallback.
 */
export let localDate = (value: Value, kind: DateKind, _words?: LocalWords | null, fallback?: string): string =>
  formatNepal(value, DATE_FORMATS[kind], fallback);

/** Money: 'Rs. 5' in English (SPEC), 'रु. ५' in Nepali. */
export let localRupees = (amount: number, _words?: LocalWords | null): string => formatRupees(amount);

/** The Bikram Sambat date alone: '7 Mangsir 2083' in English (format/base.ts), '७ मंसिर २०८३' in Nepali; '' when unknown. */
export let localBs = (value: Value, _words?: LocalWords | null, withYear = true): string => formatBs(value, withYear);

/** A number as the language writes it: Devanagari digits with words given, the number as it is without. */
export let localNumber = (n: number | string, _words?: LocalWords | null): string => String(n);

/** Puts another language's formats in place of these for every caller (the exports are live bindings). */
export function speak(formats: LocalFormats): void {
  ({ localDate, localRupees, localBs, localNumber } = formats);
}

// A Nepali page in the browser (<html lang="ne">): its islands import this module, so they wait for the Nepali formats
// and render their first frame with them, the text the server wrote. An English page never fetches them. This module
// keeps a chunk of its own: in one with format/base.ts, which format/nepali.ts imports, each would wait for the other (the
// client build fails on such a cycle: src/integrations/island-chunks.ts).
if (typeof document == 'object' && document.documentElement.lang == 'ne')
  speak((await import('./nepali.ts')).NEPALI_FORMATS);
