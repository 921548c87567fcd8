// The receiver's daily rebuild fires just after midnight in Nepal (UTC+05:45, no daylight saving).
import { describe, expect, it } from 'vitest';
import { nextNepalMidnight } from '../../../server/rebuild/daily.ts';

describe('nextNepalMidnight', () => {
  it.each([
    ['mid-afternoon in Nepal: the coming midnight', '2026-03-10T09:00:00.000Z', '2026-03-10T18:15:00.000Z'],
    ['one millisecond before midnight', '2026-03-10T18:14:59.999Z', '2026-03-10T18:15:00.000Z'],
    ['exactly midnight: the next one', '2026-03-10T18:15:00.000Z', '2026-03-11T18:15:00.000Z'],
    ['early morning in Nepal, still the previous UTC day', '2026-03-10T19:00:00.000Z', '2026-03-11T18:15:00.000Z'],
    ['across a month end', '2026-02-28T20:00:00.000Z', '2026-03-01T18:15:00.000Z'],
  ])('%s', (_name, now, next) => {
    expect(new Date(nextNepalMidnight(Date.parse(now))).toISOString()).toBe(next);
  });
});
