// The BS table against published dates: new-year days, month starts across a year boundary, the table's edges.
import { describe, expect, it } from 'vitest';
import { FIRST_BS_YEAR, FIRST_DAY, LAST_BS_YEAR, MONTH_LENGTHS, toBs } from '../../../src/lib/format/bs-calendar.ts';

const bs = (year: number, month: number, day: number) => ({ year, month, day });

// 1 Baisakh of each year as announced (news on the day, see docs/decisions/dates.md) and as both libraries give it.
const NEW_YEARS: Array<[string, number]> = [
  ['2006-04-14', 2063],
  ['2013-04-14', 2070],
  ['2016-04-13', 2073],
  ['2019-04-14', 2076],
  ['2021-04-14', 2078],
  ['2022-04-14', 2079],
  ['2023-04-14', 2080],
  ['2024-04-13', 2081],
  ['2025-04-14', 2082],
  ['2026-04-14', 2083],
];

describe('toBs: Bikram Sambat day of a Nepal calendar day', () => {
  it.each(NEW_YEARS)('%s is 1 Baisakh %i', (day, year) => {
    expect(toBs(day)).toEqual(bs(year, 1, 1));
  });

  it.each([
    ['2021-04-13', bs(2077, 12, 31)],
    ['2022-04-13', bs(2078, 12, 30)],
    ['2023-04-13', bs(2079, 12, 30)],
    ['2024-04-12', bs(2080, 12, 30)],
    ['2025-04-13', bs(2081, 12, 31)],
    ['2026-04-13', bs(2082, 12, 30)],
  ])('%s is the last day of Chaitra, the day before 1 Baisakh', (day, want) => {
    expect(toBs(day)).toEqual(want);
  });

  it.each([
    ['2026-11-23', bs(2083, 8, 7)], // the brief's check day: 7 Mangsir 2083
    ['2026-10-18', bs(2083, 7, 1)], // 1 Kartik 2083, the day medic/cht-core#11155 corrected
    ['2026-10-17', bs(2083, 6, 31)], // Ashwin 2083 has 31 days
    ['2026-12-16', bs(2083, 9, 1)], // Mangsir 2083 has 29 days
    ['2027-01-01', bs(2083, 9, 17)], // across the Gregorian new year
    ['2024-02-29', bs(2080, 11, 17)], // a Gregorian leap day
  ])('%s is %o', (day, want) => {
    expect(toBs(day)).toEqual(want);
  });

  it(`covers ${FIRST_BS_YEAR} to ${LAST_BS_YEAR} and gives null outside, never a guess`, () => {
    expect([FIRST_BS_YEAR, LAST_BS_YEAR]).toEqual([2063, 2083]);
    expect(FIRST_DAY).toBe(Date.UTC(2006, 3, 14) / 86_400_000);
    expect(MONTH_LENGTHS.length).toBe((LAST_BS_YEAR - FIRST_BS_YEAR + 1) * 12);
    expect(toBs('2006-04-13')).toBeNull(); // the last day of 2062
    expect(toBs('2027-04-13')).toEqual(bs(2083, 12, 30));
    expect(toBs('2027-04-14')).toBeNull(); // 1 Baisakh 2084: not published yet
    expect(toBs('1990-01-01')).toBeNull();
    expect(toBs('not a day')).toBeNull();
    expect(toBs('')).toBeNull();
  });
});
