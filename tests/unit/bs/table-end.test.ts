// The BS table's end is impossible to miss: the build warns from 120 days before it (issue 16), never guessing on.
import { describe, expect, it } from 'vitest';
import { lastTableDay, TABLE_WARNING_DAYS, tableEndWarning, toBs } from '../../../src/lib/format/bs-calendar.ts';

describe('the end of the Bikram Sambat table', () => {
  it('is the last day of Chaitra 2083, 13 April 2027, and the day after has no BS date', () => {
    expect(lastTableDay()).toBe('2027-04-13');
    expect(toBs('2027-04-13')).toEqual({ year: 2083, month: 12, day: 30 });
    expect(toBs('2027-04-14')).toBeNull();
  });

  it('gives no warning more than 120 days before the end', () => {
    expect(TABLE_WARNING_DAYS).toBe(120);
    expect(tableEndWarning('2026-12-13')).toBeNull(); // 121 days left
  });

  it('warns from 120 days before the end, naming the file, the missing year and the last day', () => {
    const w = tableEndWarning('2026-12-14');
    expect(w).toContain('ends in 120 days (2027-04-13)');
    expect(w).toContain('src/lib/format/bs-calendar.ts');
    expect(w).toContain('BS 2084');
    expect(w).toContain('docs/maintenance.md');
    expect(tableEndWarning('2027-04-13')).toContain('ends in 0 days');
  });

  it('keeps warning after the end, when no BS date is shown any more', () => {
    expect(tableEndWarning('2027-05-01')).toContain('ended 18 days ago (2027-04-13)');
  });
});
