// The types format/local.ts and format/nepali.ts share: the words a language writes dates and money with, and the set of
// format functions one language puts in place of another's (format/local.ts's `speak`). Types only, so that neither
// module imports the other for them (format/local.ts loads format/nepali.ts on a Nepali page).
import type { DATE_FORMATS } from './base.ts';

export type DateKind = keyof typeof DATE_FORMATS;

/** The words a language other than English writes dates, times and money with (src/i18n/ne-words.ts). */
export type LocalWords = {
  months: readonly string[];
  weekdays: readonly string[];
  /** Token `a`: [first hour, word], earliest first; before the first one's hour, the last one's word holds. */
  periods: readonly (readonly [number, string])[];
  /** Bikram Sambat months, for the tokens Bd (day), BM (month) and By (year). */
  bsMonths: readonly string[];
  /** format/base.ts patterns per kind, with Bd BM By, and `[with BS|without]` where the day may lie outside the BS table. */
  patterns: Record<DateKind, string>;
  /** The currency before an amount. */
  rupees: string;
  /** 'TBD' for a missing date. */
  tbd: string;
};

type Value = string | number | Date | null | undefined;

export type LocalFormats = {
  localDate: (value: Value, kind: DateKind, words?: LocalWords | null, fallback?: string) => string;
  localRupees: (amount: number, words?: LocalWords | null) => string;
  localBs: (value: Value, words?: LocalWords | null, withYear?: boolean) => string;
  localNumber: (n: number | string, words?: LocalWords | null) => string;
};
