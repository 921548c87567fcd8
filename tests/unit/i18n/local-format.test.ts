// Dates, numbers and money in the page's language (src/lib/format/local.ts, issue 17). English must stay the SPEC's
// formats byte for byte (format/base.ts); Nepali is checked against an independent reading of the same instants: the wall
// clock from Intl's Asia/Kathmandu zone (not the arithmetic of nepal-day.ts), the Bikram Sambat date from the
// bikram-sambat package (not src/lib/format/bs-calendar.ts), digits from Intl's ne-NP number format, and the parts of the day as the
// issue defines them.
import { toBik_euro } from 'bikram-sambat';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatBs, formatNepal, formatRupees } from '../../../src/lib/format/base.ts';
import {
  devanagariDigits,
  localBs,
  localDate,
  localNumber,
  localRupees,
  type DateKind,
} from '../../../src/lib/format/local.ts';
import { FIRST_BS_YEAR, LAST_BS_YEAR } from '../../../src/lib/format/bs-calendar.ts';
import { NE_WORDS } from '../../../src/i18n/ne-words.ts';
import { indianGroups } from '../../../src/lib/format/nepali.ts';
import { npt } from '../support/factories.ts';

const KINDS = Object.keys(DATE_FORMATS) as DateKind[];

// Instants over two years, 37 h 13 min apart (every hour of the day and day of the month comes round), plus edges.
const sweep = Array.from({ length: 500 }, (_, i) => Date.UTC(2025, 0, 1) + i * (37 * 3600_000 + 13 * 60_000 + 7_000));
const edges = [
  '2026-11-22T23:59',
  '2026-11-23T00:00',
  '2026-11-23T11:59',
  '2026-11-23T12:00',
  '2026-12-31T23:59',
  '2027-01-01T00:00',
].map(npt);
// Both sides of Nepal's 1986 change of offset (+05:30 before 1986-01-01 00:15 Kathmandu time, +05:45 from then on).
const switchover = [
  Date.UTC(1970, 0, 1),
  Date.UTC(1980, 5, 15, 6),
  Date.UTC(1985, 11, 31, 18, 29, 59, 999),
  Date.UTC(1985, 11, 31, 18, 30),
  Date.UTC(1990, 2, 1, 12),
];
const instants = [...sweep, ...edges, ...switchover];
// The same instants as the API writes them (ISO text) and as Date objects: every input form.
const inputs: Array<string | number | Date> = [
  ...instants,
  ...instants.slice(0, 50).map((t) => new Date(t).toISOString()),
  ...instants.slice(50, 100).map((t) => new Date(t)),
];

describe('English: the SPEC formats, byte for byte (words null or absent)', () => {
  it.each(KINDS)('localDate(…, %s) is formatNepal with that kind’s pattern', (kind) => {
    for (const v of inputs) {
      expect(localDate(v, kind, null), String(v)).toBe(formatNepal(v, DATE_FORMATS[kind]));
      expect(localDate(v, kind), String(v)).toBe(formatNepal(v, DATE_FORMATS[kind]));
    }
  });

  it('the SPEC examples', () => {
    const t = npt('2026-11-24T14:45');
    expect(localDate(t, 'liveBanner', null)).toBe('11/24/2026 - 02:45 PM');
    expect(localDate(t, 'countdown', null)).toBe('Tuesday, November 24th 2026');
    expect(localDate(t, 'kickoff', null)).toBe('02:45 PM');
    expect(localDate(t, 'fixture', null)).toBe('24 Nov 2026');
    expect(localDate(t, 'birth', null)).toBe('24-11-2026');
    expect(localDate(t, 'article', null)).toBe('November 24, 2026');
    expect(localDate(t, 'ticketDay', null)).toBe('Tue, 24 Nov');
  });

  it('a missing or invalid date: TBD, or the fallback given', () => {
    for (const kind of KINDS) {
      for (const v of [null, undefined, 'garbage', Number.NaN]) {
        expect(localDate(v, kind, null)).toBe('TBD');
        expect(localDate(v, kind, null, 'N/A')).toBe('N/A');
      }
    }
  });

  it('the Bikram Sambat date is formatBs', () => {
    for (const v of [...inputs, null, undefined, 'garbage']) {
      expect(localBs(v, null)).toBe(formatBs(v));
      expect(localBs(v, null, false)).toBe(formatBs(v, false));
    }
    expect(localBs(npt('2026-11-24T14:45'), null)).toBe('8 Mangsir 2083');
  });

  it('numbers and money', () => {
    for (const n of [0, 7, 12, 1500, 2.5, 1234.567, -3]) {
      expect(localNumber(n, null)).toBe(String(n));
      expect(localRupees(n, null)).toBe(formatRupees(n));
    }
    expect(localRupees(5, null)).toBe('Rs. 5');
    expect(localRupees(2.5)).toBe('Rs. 2.50');
    expect(localNumber('3-1')).toBe('3-1');
  });
});

// ---- Nepali, read independently -------------------------------------------------------------------------------------

const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kathmandu',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
function wall(t: number) {
  const p = Object.fromEntries(wallFormat.formatToParts(t).map((x) => [x.type, x.value]));
  return { y: Number(p.year), M: Number(p.month), d: Number(p.day), H: Number(p.hour), m: Number(p.minute) };
}
/** Intl's Nepali digits (ne-words.test.ts holds devanagariDigits to the same). */
const n = (x: number, digits = 1) =>
  new Intl.NumberFormat('ne-NP', { minimumIntegerDigits: digits, useGrouping: false }).format(x);
/** The issue's parts of the day: बिहान from 4, दिउँसो from 12, साँझ from 17, राति from 20 until 4. */
const period = (h: number) =>
  h >= 4 && h < 12 ? 'बिहान' : h >= 12 && h < 17 ? 'दिउँसो' : h >= 17 && h < 20 ? 'साँझ' : 'राति';

function bsOf(w: { y: number; M: number; d: number }) {
  const [y, m, d] = toBik_euro(`${w.y}-${String(w.M).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`)
    .split('-')
    .map(Number) as [number, number, number];
  // The site's table covers BS 2063–2083 (src/lib/format/bs-calendar.ts); outside it the AD date stands alone.
  return y >= FIRST_BS_YEAR && y <= LAST_BS_YEAR ? { y, m, d } : null;
}

function expectedNepali(t: number, kind: DateKind): string {
  const w = wall(t);
  const bs = bsOf(w);
  const ad = `${n(w.d)} ${NE_WORDS.months[w.M - 1]} ${n(w.y)}`;
  const date = bs ? `${n(bs.d)} ${NE_WORDS.bsMonths[bs.m - 1]} ${n(bs.y)} (${ad})` : ad;
  const weekday = NE_WORDS.weekdays[new Date(Date.UTC(w.y, w.M - 1, w.d)).getUTCDay()];
  // A whole hour without its minutes, as Nepali says it (issue 26): 'दिउँसो २ बजे', 'दिउँसो २:४५ बजे'.
  const time = `${period(w.H)} ${n(w.H % 12 || 12)}${w.m === 0 ? '' : `:${n(w.m, 2)}`} बजे`;
  switch (kind) {
    case 'kickoff':
      return time;
    case 'liveBanner':
      return `${date}, ${time}`;
    case 'countdown':
      return `${weekday}, ${date}`;
    case 'ticketDay':
      return bs
        ? `${weekday}, ${n(bs.d)} ${NE_WORDS.bsMonths[bs.m - 1]}`
        : `${weekday}, ${n(w.d)} ${NE_WORDS.months[w.M - 1]}`;
    default:
      return date;
  }
}

describe('Nepali: Bikram Sambat first with the AD date beside it, times with the part of the day, Devanagari digits', () => {
  it.each(KINDS)('%s on every instant, both sides of the 1986 offset change included', (kind) => {
    for (const t of instants)
      expect(localDate(t, kind, NE_WORDS), new Date(t).toISOString()).toBe(expectedNepali(t, kind));
  });

  it('ISO text and Date objects read as the same instants', () => {
    for (const kind of KINDS)
      for (const t of instants.slice(0, 40)) {
        expect(localDate(new Date(t).toISOString(), kind, NE_WORDS)).toBe(expectedNepali(t, kind));
        expect(localDate(new Date(t), kind, NE_WORDS)).toBe(expectedNepali(t, kind));
      }
  });

  it('no ASCII digit and no Latin letter in any Nepali date or time', () => {
    for (const kind of KINDS) for (const t of instants) expect(localDate(t, kind, NE_WORDS)).not.toMatch(/[0-9A-Za-z]/);
  });

  it('the examples as a reader sees them', () => {
    const t = npt('2026-11-24T14:45');
    expect(localDate(t, 'fixture', NE_WORDS)).toBe('८ मंसिर २०८३ (२४ नोभेम्बर २०२६)');
    expect(localDate(t, 'article', NE_WORDS)).toBe('८ मंसिर २०८३ (२४ नोभेम्बर २०२६)');
    expect(localDate(t, 'birth', NE_WORDS)).toBe('८ मंसिर २०८३ (२४ नोभेम्बर २०२६)');
    expect(localDate(t, 'kickoff', NE_WORDS)).toBe('दिउँसो २:४५ बजे');
    expect(localDate(t, 'liveBanner', NE_WORDS)).toBe('८ मंसिर २०८३ (२४ नोभेम्बर २०२६), दिउँसो २:४५ बजे');
    expect(localDate(t, 'countdown', NE_WORDS)).toBe('मङ्गलबार, ८ मंसिर २०८३ (२४ नोभेम्बर २०२६)');
    expect(localDate(t, 'ticketDay', NE_WORDS)).toBe('मङ्गलबार, ८ मंसिर');
    // Kathmandu midnight is 18:15 UTC: the Nepal day, not the UTC one, decides both calendars.
    expect(localDate('2026-11-23T18:14:59Z', 'fixture', NE_WORDS)).toBe('७ मंसिर २०८३ (२३ नोभेम्बर २०२६)');
    expect(localDate('2026-11-23T18:15:00Z', 'fixture', NE_WORDS)).toBe('८ मंसिर २०८३ (२४ नोभेम्बर २०२६)');
  });

  it.each([
    ['00:00', 'राति १२ बजे'],
    ['03:59', 'राति ३:५९ बजे'],
    ['04:00', 'बिहान ४ बजे'],
    ['11:59', 'बिहान ११:५९ बजे'],
    ['12:00', 'दिउँसो १२ बजे'],
    ['16:59', 'दिउँसो ४:५९ बजे'],
    ['17:00', 'साँझ ५ बजे'],
    ['19:59', 'साँझ ७:५९ बजे'],
    ['20:00', 'राति ८ बजे'],
    ['23:59', 'राति ११:५९ बजे'],
    ['14:00', 'दिउँसो २ बजे'],
    ['14:05', 'दिउँसो २:०५ बजे'],
  ])('the part of the day at %s Nepal time: %s', (hhmm, text) => {
    expect(localDate(npt(`2026-11-24T${hhmm}`), 'kickoff', NE_WORDS)).toBe(text);
  });

  it('ticketDay: the week day and the BS day and month, no year', () => {
    expect(localDate(npt('2026-11-28T10:00'), 'ticketDay', NE_WORDS)).toBe('शनिबार, १२ मंसिर');
    expect(localDate(npt('2027-04-13T10:00'), 'ticketDay', NE_WORDS)).toMatch(/^मङ्गलबार, [०-९]+ [^\s,]+$/);
    // Outside the BS table: the AD day and month.
    expect(localDate(Date.UTC(1985, 11, 31, 18, 30), 'ticketDay', NE_WORDS)).toBe('बुधबार, १ जनवरी');
    expect(localDate(Date.UTC(1985, 11, 31, 18, 29, 59, 999), 'ticketDay', NE_WORDS)).toBe('मङ्गलबार, ३१ डिसेम्बर');
  });

  it('the 1986 change of offset: 23:59 on 31 December 1985 at +05:30, then 00:15 on 1 January 1986 at +05:45', () => {
    expect(localDate(Date.UTC(1985, 11, 31, 18, 29, 59, 999), 'liveBanner', NE_WORDS)).toBe(
      '३१ डिसेम्बर १९८५, राति ११:५९ बजे',
    );
    expect(localDate(Date.UTC(1985, 11, 31, 18, 30), 'liveBanner', NE_WORDS)).toBe('१ जनवरी १९८६, राति १२:१५ बजे');
  });

  it('a missing or invalid date: तय हुन बाँकी, or the fallback given', () => {
    for (const kind of KINDS) {
      for (const v of [null, undefined, 'garbage', Number.NaN]) {
        expect(localDate(v, kind, NE_WORDS)).toBe('तय हुन बाँकी');
        expect(localDate(v, kind, NE_WORDS, '—')).toBe('—');
      }
    }
  });

  it('the BS date alone', () => {
    for (const t of instants) {
      const bs = bsOf(wall(t));
      expect(localBs(t, NE_WORDS)).toBe(bs ? `${n(bs.d)} ${NE_WORDS.bsMonths[bs.m - 1]} ${n(bs.y)}` : '');
      expect(localBs(t, NE_WORDS, false)).toBe(bs ? `${n(bs.d)} ${NE_WORDS.bsMonths[bs.m - 1]}` : '');
    }
    expect(localBs(npt('2026-11-24T14:45'), NE_WORDS)).toBe('८ मंसिर २०८३');
    expect(localBs(null, NE_WORDS)).toBe('');
    expect(localBs('garbage', NE_WORDS)).toBe('');
  });

  it('numbers: Devanagari digits, other characters as they are', () => {
    expect(localNumber(0, NE_WORDS)).toBe('०');
    expect(localNumber(1234567890, NE_WORDS)).toBe('१२३४५६७८९०');
    expect(localNumber('3-1', NE_WORDS)).toBe('३-१');
    expect(localNumber(-3, NE_WORDS)).toBe('-३');
    expect(devanagariDigits('Week 12, 3 left')).toBe('Week १२, ३ left');
    expect(devanagariDigits('')).toBe('');
  });

  it('money: रु. and the amount in Devanagari digits grouped the Nepali way (thousands, then lakhs), paisa to two places', () => {
    expect(localRupees(0, NE_WORDS)).toBe('रु. ०');
    expect(localRupees(5, NE_WORDS)).toBe('रु. ५');
    expect(localRupees(500, NE_WORDS)).toBe('रु. ५००');
    expect(localRupees(1500, NE_WORDS)).toBe('रु. १,५००');
    expect(localRupees(5000, NE_WORDS)).toBe('रु. ५,०००');
    expect(localRupees(99999, NE_WORDS)).toBe('रु. ९९,९९९');
    expect(localRupees(125000, NE_WORDS)).toBe('रु. १,२५,०००');
    expect(localRupees(12500000, NE_WORDS)).toBe('रु. १,२५,००,०००');
    expect(localRupees(2.5, NE_WORDS)).toBe('रु. २.५०');
    expect(localRupees(1234.567, NE_WORDS)).toBe('रु. १,२३४.५७');
    expect(localRupees(123456.5, NE_WORDS)).toBe('रु. १,२३,४५६.५०');
  });

  it('groups money as Intl en-IN does, without building an Intl.NumberFormat in the browser', () => {
    const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    const paisa = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 987654321];
    for (let i = 0; i < 400; i++) amounts.push(Math.floor((10 ** ((i % 11) + 0.5) * ((i * 7919) % 1000)) / 1000));
    for (let i = 0; i < 400; i++)
      amounts.push(((i * 104729) % 100000000) / 100, i + 0.125, i * 1000 + 0.999, -(i * 123 + 0.5));
    for (const n of [...amounts, ...amounts.map((a) => -a).filter((a) => a !== 0)]) {
      const expected = (Number.isInteger(n) ? whole : paisa).format(n);
      expect([n, indianGroups(n)]).toEqual([n, expected]);
    }
  });
});
