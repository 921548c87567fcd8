// The words Nepali dates, times and money are written with (src/lib/local-format.ts). The Gregorian month and week-day
// names are the platform's own (Intl, ne-NP: tests/unit/i18n/ne-words.test.ts holds them to it); Intl has no Bikram
// Sambat calendar and writes times on a 24-hour clock, so the BS months and the parts of the day are written here.
import type { LocalWords } from '../lib/local-format.ts';

export const NE_WORDS: LocalWords = {
  months: ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'],
  weekdays: ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहिबार', 'शुक्रबार', 'शनिबार'],
  bsMonths: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
  // बिहान from 4, दिउँसो from 12, साँझ from 17, राति from 20 (and before 4).
  periods: [[4, 'बिहान'], [12, 'दिउँसो'], [17, 'साँझ'], [20, 'राति']],
  oclock: 'बजे',
  rupees: 'रु.',
  tbd: 'तय हुन बाँकी',
};
