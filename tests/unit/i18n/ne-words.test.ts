// The Nepali words of dates and money (src/i18n/ne-words.ts) held to the platform where the platform has them: the
// Gregorian month and week-day names are Intl.DateTimeFormat('ne-NP')'s, the digits Intl.NumberFormat('ne-NP')'s.
// Intl is not used for the rest, and this file cannot hold it to Intl: Intl has no Bikram Sambat calendar (its
// 'indian' calendar is the Saka era, not BS), and it writes Nepali times on a 24-hour clock ('१४:४५'), while the site
// writes them as Nepali readers do, with the part of the day ('दिउँसो २:४५ बजे'). Those words are checked for their
// form here and for their use in tests/unit/i18n/local-format.test.ts.
import { describe, expect, it } from 'vitest';
import { NE_WORDS } from '../../../src/i18n/ne-words.ts';
import { devanagariDigits } from '../../../src/lib/format/local.ts';
import { BS_MONTHS } from '../../../src/lib/format/bs.ts';

const DEVANAGARI_ONLY = /^[\u0900-\u097F\s.]+$/;

describe('NE_WORDS agree with Intl (ne-NP)', () => {
  it('Gregorian month names, January first', () => {
    const intl = new Intl.DateTimeFormat('ne-NP', { month: 'long', timeZone: 'UTC' });
    expect(NE_WORDS.months).toEqual(Array.from({ length: 12 }, (_, i) => intl.format(Date.UTC(2026, i, 15))));
  });

  it('week-day names, Sunday first', () => {
    const intl = new Intl.DateTimeFormat('ne-NP', { weekday: 'long', timeZone: 'UTC' });
    // 1 February 2026 is a Sunday.
    expect(new Date(Date.UTC(2026, 1, 1)).getUTCDay()).toBe(0);
    const platform = Array.from({ length: 7 }, (_, i) => intl.format(Date.UTC(2026, 1, 1 + i)));
    // One exception (src/i18n/GLOSSARY.md): Thursday as Nepali newspapers print it, बिहीबार; ICU's ne-NP data spells it
    // बिहिबार. The other six are the platform's, letter for letter.
    expect(platform[4]).toBe('बिहिबार');
    expect(NE_WORDS.weekdays[4]).toBe('बिहीबार');
    expect(NE_WORDS.weekdays.filter((_, i) => i !== 4)).toEqual(platform.filter((_, i) => i !== 4));
  });

  it('digits: devanagariDigits writes numbers as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('ne-NP', { useGrouping: false });
    for (const x of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 45, 2083, 1234567890])
      expect(devanagariDigits(x)).toBe(intl.format(x));
    // Two-digit minutes as Intl pads them.
    const padded = new Intl.NumberFormat('ne-NP', { minimumIntegerDigits: 2, useGrouping: false });
    for (const x of [0, 5, 9, 30, 59]) expect(devanagariDigits(String(x).padStart(2, '0'))).toBe(padded.format(x));
  });
});

describe('the words Intl does not have', () => {
  it('twelve Bikram Sambat months, Baisakh first, each a different Nepali word', () => {
    expect(NE_WORDS.bsMonths).toHaveLength(BS_MONTHS.length);
    expect(new Set(NE_WORDS.bsMonths).size).toBe(12);
    for (const m of NE_WORDS.bsMonths) expect(m).toMatch(DEVANAGARI_ONLY);
    // वैशाख, not बैशाख: the month as Nepali newspapers print it (src/i18n/GLOSSARY.md).
    expect(NE_WORDS.bsMonths[0]).toBe('वैशाख');
    expect(NE_WORDS.bsMonths[7]).toBe('मंसिर');
    expect(NE_WORDS.bsMonths[11]).toBe('चैत');
  });

  it('the parts of the day: बिहान from 4, दिउँसो from 12, साँझ from 17, राति from 20 (and until 4)', () => {
    expect(NE_WORDS.periods).toEqual([
      [4, 'बिहान'],
      [12, 'दिउँसो'],
      [17, 'साँझ'],
      [20, 'राति'],
    ]);
    const hours = NE_WORDS.periods.map(([h]) => h);
    expect(hours).toEqual([...hours].sort((a, b) => a - b));
  });

  it("o'clock, the currency and TBD are Nepali", () => {
    expect(NE_WORDS.patterns.kickoff).toBe("a h:mm 'बजे'");
    expect(NE_WORDS.rupees).toBe('रु.');
    for (const w of [NE_WORDS.rupees, NE_WORDS.tbd, ...NE_WORDS.months, ...NE_WORDS.weekdays])
      expect(w).toMatch(DEVANAGARI_ONLY);
  });

  it('Intl indeed has neither: its ne-NP times are 24-hour, and no calendar it knows is Bikram Sambat', () => {
    const time = new Intl.DateTimeFormat('ne-NP', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kathmandu',
    }).format(Date.parse('2026-11-24T14:45:00+05:45'));
    expect(time).toBe('१४:४५');
    const calendars = Intl.supportedValuesOf('calendar');
    expect(calendars.some((c) => /bikram|nepal|vikram/i.test(c))).toBe(false);
  });
});
