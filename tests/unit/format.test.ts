// Nepal time without a date library: the Intl-based formatter and day boundaries agree with date-fns + @date-fns/tz.
import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  endOfNepalDay,
  formatNepal,
  nepalDay,
  startOfNepalDay,
  time,
} from '../../src/lib/format/base.ts';
import { npt } from './support/factories.ts';

// Every pattern the site formats with (SPEC §9 plus the ticket calendar, payment DT, season badge, match centre).
const PATTERNS = [
  ...Object.values(DATE_FORMATS),
  "yyyyMMdd'T'HHmmss",
  'MM/dd/yyyy',
  'yyyy',
  `${DATE_FORMATS.fixture}, ${DATE_FORMATS.kickoff}`,
  'yyyy-MM-dd',
];

// Instants over two years, 37 h 13 min apart (every hour of the day and day of the month comes round), plus the edges.
const sweep = Array.from({ length: 500 }, (_, i) => Date.UTC(2025, 0, 1) + i * (37 * 3600_000 + 13 * 60_000 + 7_000));
const edges = [
  '2026-11-22T23:59',
  '2026-11-23T00:00',
  '2026-11-23T11:59',
  '2026-11-23T12:00',
  '2026-12-31T23:59',
  '2027-01-01T00:00',
].map(npt);
const instants = [...sweep, ...edges, Date.UTC(2010, 4, 9, 18, 15)];
// Both offsets of the wall-clock arithmetic: +05:30 before Nepal's 1986 switch, +05:45 from it on.
const switchover = [
  Date.UTC(1970, 0, 1),
  Date.UTC(1980, 5, 15, 6),
  Date.UTC(1985, 11, 31, 18, 29, 59, 999),
  Date.UTC(1985, 11, 31, 18, 30),
  Date.UTC(1990, 2, 1, 12),
];

describe('formatNepal gives the same text as date-fns in Asia/Kathmandu', () => {
  it.each(PATTERNS)('pattern %s', (pattern) => {
    for (const t of [...instants, ...switchover])
      expect(formatNepal(t, pattern), new Date(t).toISOString()).toBe(format(new TZDate(t, 'Asia/Kathmandu'), pattern));
  });
  it("SPEC §9: 'EEEE, MMMM do yyyy' countdown with English ordinals", () => {
    expect(formatNepal(npt('2026-11-01T10:00'), DATE_FORMATS.countdown)).toBe('Sunday, November 1st 2026');
    expect(formatNepal(npt('2026-11-12T10:00'), DATE_FORMATS.countdown)).toBe('Thursday, November 12th 2026');
    expect(formatNepal(npt('2026-11-23T10:00'), DATE_FORMATS.countdown)).toBe('Monday, November 23rd 2026');
  });
  it("SPEC §2: 'A missing date shows TBD'; an invalid one too; the fallback can be changed", () => {
    expect(formatNepal(null, DATE_FORMATS.liveBanner)).toBe('TBD');
    expect(formatNepal('not a date', DATE_FORMATS.kickoff)).toBe('TBD');
    expect(formatNepal(undefined, DATE_FORMATS.birth, 'N/A')).toBe('N/A');
  });
});

describe('Nepal calendar days (UTC+05:45) agree with date-fns', () => {
  it('start and end of the Nepal day, and the day itself', () => {
    for (const t of instants) {
      const start = startOfDay(new TZDate(t, 'Asia/Kathmandu')).getTime();
      expect(startOfNepalDay(t)).toBe(start);
      expect(endOfNepalDay(t)).toBe(addDays(startOfDay(new TZDate(t, 'Asia/Kathmandu')), 1).getTime());
      expect(nepalDay(t)).toBe(format(new TZDate(t, 'Asia/Kathmandu'), 'yyyy-MM-dd'));
    }
  });
  it('midnight in Kathmandu is 18:15 UTC the evening before', () => {
    expect(new Date(startOfNepalDay(npt('2026-11-23T00:10'))).toISOString()).toBe('2026-11-22T18:15:00.000Z');
    expect(nepalDay('2026-11-22T18:14:59.999Z')).toBe('2026-11-22');
    expect(nepalDay('2026-11-22T18:15:00.000Z')).toBe('2026-11-23');
  });
  it('reads ISO text as an instant, null when missing or invalid', () => {
    expect(time('2026-11-22T18:15:00.000Z')).toBe(Date.UTC(2026, 10, 22, 18, 15));
    expect(time(null)).toBeNull();
    expect(time('garbage')).toBeNull();
  });
});
