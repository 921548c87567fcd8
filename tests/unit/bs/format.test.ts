// The BS text shown beside a date: the Nepal day of the instant, English month names, nothing when unknown.
import { describe, expect, it } from 'vitest';
import { BS_MONTHS, formatBs } from '../../../src/lib/format/bs.ts';
import { npt } from '../support/factories.ts';

describe('formatBs', () => {
  it.each([
    [npt('2026-11-23T17:45'), true, '7 Mangsir 2083'],
    [npt('2026-11-23T17:45'), false, '7 Mangsir'],
    ['2026-11-22T23:00:00.000Z', true, '7 Mangsir 2083'], // 23:00 UTC is already the next day in Nepal
    ['2026-11-22T18:14:00.000Z', true, '6 Mangsir 2083'], // 23:59 in Nepal, still the day before
    ['2026-11-22T18:15:00.000Z', true, '7 Mangsir 2083'], // Nepal midnight
    ['2024-04-13', true, '1 Baisakh 2081'], // a date-only value (birth dates, ticket days) is that calendar day
    ['2026-04-13T12:00:00+05:45', true, '30 Chaitra 2082'],
    [new Date(npt('2027-03-15T10:00')), true, '1 Chaitra 2083'],
  ])('%s (year %s) is %s', (value, withYear, want) => {
    expect(formatBs(value, withYear)).toBe(want);
  });

  it('names the twelve months Baisakh to Chaitra', () => {
    expect(BS_MONTHS).toEqual([
      'Baisakh',
      'Jestha',
      'Asar',
      'Shrawan',
      'Bhadra',
      'Ashwin',
      'Kartik',
      'Mangsir',
      'Poush',
      'Magh',
      'Falgun',
      'Chaitra',
    ]);
    const firsts = [
      '2026-04-14',
      '2026-05-15',
      '2026-06-15',
      '2026-07-17',
      '2026-08-17',
      '2026-09-17',
      '2026-10-18',
      '2026-11-17',
      '2026-12-16',
      '2027-01-15',
      '2027-02-13',
      '2027-03-15',
    ];
    expect(firsts.map((d) => formatBs(`${d}T10:00:00+05:45`))).toEqual(BS_MONTHS.map((m) => `1 ${m} 2083`));
  });

  it("SPEC §2 'A missing date shows TBD': with no date, or one outside the table, no BS date at all", () => {
    expect(formatBs(null)).toBe('');
    expect(formatBs(undefined)).toBe('');
    expect(formatBs('not a date')).toBe('');
    expect(formatBs('2027-04-14T10:00:00+05:45')).toBe('');
    expect(formatBs('1985-06-01')).toBe('');
  });
});
