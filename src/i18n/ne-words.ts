// The words Nepali dates, times and money are written with (src/lib/format/local.ts). The Gregorian month and week-day
// names are the platform's own (Intl, ne-NP: tests/unit/i18n/ne-words.test.ts holds them to it); Intl has no Bikram
// Sambat calendar and writes times on a 24-hour clock, so the BS months and the parts of the day are written here.
import { speak, type LocalWords } from '../lib/format/local.ts';
import { NEPALI_FORMATS } from '../lib/format/nepali.ts';
import { NE_TERMS } from './ne-terms.ts';

// Words without the code that writes them would come out in English: wherever these words are loaded (the server, the
// demo API, tests), format/local.ts writes Nepali when given them. In the browser islands get the words as props, and
// format/local.ts loads the code itself on a Nepali page.
speak(NEPALI_FORMATS);

export const NE_WORDS: LocalWords = {
  months: ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'],
  weekdays: ['आइतबार', 'सोमबार', 'मङ्गलबार', 'बुधबार', 'बिहीबार', 'शुक्रबार', 'शनिबार'],
  bsMonths: ['वैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
  // बिहान from 4, दिउँसो from 12, साँझ from 17, राति from 20 (and before 4).
  periods: [
    [4, 'बिहान'],
    [12, 'दिउँसो'],
    [17, 'साँझ'],
    [20, 'राति'],
  ],
  // The Bikram Sambat date first with the Gregorian one beside it ('८ मंसिर २०८३ (२४ नोभेम्बर २०२६)'); times with the
  // part of the day ('दिउँसो २:४५ बजे'). format/base.ts's tokens; [with BS|without] for a day outside the BS table.
  patterns: {
    liveBanner: "[Bd BM By (d MMMM yyyy)|d MMMM yyyy], a h:mm 'बजे'",
    countdown: 'EEEE, [Bd BM By (d MMMM yyyy)|d MMMM yyyy]',
    kickoff: "a h:mm 'बजे'",
    fixture: '[Bd BM By (d MMMM yyyy)|d MMMM yyyy]',
    birth: '[Bd BM By (d MMMM yyyy)|d MMMM yyyy]',
    article: '[Bd BM By (d MMMM yyyy)|d MMMM yyyy]',
    ticketDay: 'EEEE, [Bd BM|d MMMM]',
  },
  rupees: 'रु.',
  tbd: NE_TERMS.tbd,
};
