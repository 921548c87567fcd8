// Every day of the table against two well-kept converters (devDependencies only, never shipped): bikram-sambat and
// nepali-date-converter. They agree with each other on every day from 2063 to 2083 (docs/decisions/dates.md).
import { toBik_euro } from 'bikram-sambat';
import NepaliDate from 'nepali-date-converter';
import { describe, expect, it } from 'vitest';
import { FIRST_BS_YEAR, LAST_BS_YEAR, toBs } from '../../../src/lib/format/bs-calendar.ts';

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const text = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

// Gregorian days from the day before the table to the day after it.
const days: string[] = [];
for (let t = Date.UTC(2006, 3, 13); t <= Date.UTC(2027, 3, 14); t += 86_400_000) days.push(iso(t));

describe('toBs agrees with bikram-sambat and nepali-date-converter', () => {
  it(`on each of the ${days.length} days around BS ${FIRST_BS_YEAR}–${LAST_BS_YEAR}`, () => {
    let inside = 0;
    for (const day of days) {
      const a = toBik_euro(day);
      const b = new NepaliDate(new Date(`${day}T12:00:00+05:45`)).getBS();
      expect(text(b.year, b.month + 1, b.date), day).toBe(a);
      const ours = toBs(day);
      const year = Number(a.slice(0, 4));
      if (year < FIRST_BS_YEAR || year > LAST_BS_YEAR) {
        expect(ours, day).toBeNull();
      } else {
        inside++;
        expect(ours && text(ours.year, ours.month, ours.day), day).toBe(a);
      }
    }
    expect(inside).toBe(days.length - 2);
  });
});
