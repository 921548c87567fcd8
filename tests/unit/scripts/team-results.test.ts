// The team table's Status and Result cells at view time (SPEC §4), worded with the table's own words (data- attributes
// in the page's language, issue 17): a fake table whose cells carry what TeamMatches.astro writes (viewTimeAttrs), the
// script as the browser runs it.
import { describe, expect, it } from 'vitest';
import { refreshTeamResults } from '../../../src/browser/team-results.ts';
import { resultKey, viewTimeAttrs } from '../../../src/lib/league/team-result.ts';
import { isToday } from '../../../src/lib/league/match-status.ts';
import { npt, nptIso } from '../support/factories.ts';

type Cell = { dataset: Record<string, string>; textContent: string; hasAttribute: (name: string) => boolean };

/** The cell's data- attributes as TeamMatches.astro writes them, read back as the browser's dataset does. */
const dataset = (kind: 'status' | 'result', status: string, date: string | null): Record<string, string> => ({
  status,
  ...(date ? { date } : {}),
  ...Object.fromEntries(
    Object.entries(viewTimeAttrs(kind, { date, status })).map(([name, value]) => [
      name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
      String(value),
    ]),
  ),
});

const cell = (kind: 'status' | 'result', status: string, date: string | null, text: string): Cell => ({
  dataset: dataset(kind, status, date),
  textContent: text,
  hasAttribute: (name) => name === 'data-result' && kind === 'result',
});

function table(words: Record<string, string>, cells: Cell[]) {
  const root = { dataset: words, querySelectorAll: () => cells };
  return { querySelectorAll: () => [root] } as unknown as ParentNode;
}

const NE = { upcoming: 'आगामी', today: 'आजको खेल', notStarted: 'सुरु भएको छैन', pending: 'नतिजा आउन बाँकी' };

describe('team table at view time, in the page language', () => {
  const kickoff = nptIso('2026-11-22T14:00');
  it.each([
    ['before the kickoff day', npt('2026-11-21T10:00'), 'आगामी', 'सुरु भएको छैन'],
    ['on the day, before the kickoff', npt('2026-11-22T10:00'), 'आजको खेल', 'सुरु भएको छैन'],
    ['after the kickoff, still upcoming', npt('2026-11-22T16:00'), 'आजको खेल', 'नतिजा आउन बाँकी'],
    ['days later', npt('2026-11-25T10:00'), 'आगामी', 'नतिजा आउन बाँकी'],
  ])('%s', (_name, now, status, result) => {
    const cells = [cell('status', 'upcoming', kickoff, 'x'), cell('result', 'upcoming', kickoff, 'x')];
    refreshTeamResults(table(NE, cells), now);
    expect(cells.map((c) => c.textContent)).toEqual([status, result]);
  });

  it('leaves running and completed rows (scores, Live) as the build wrote them', () => {
    const cells = [
      cell('status', 'running', kickoff, 'प्रत्यक्ष'),
      cell('result', 'running', kickoff, 'प्रत्यक्ष'),
      cell('result', 'completed', kickoff, '२ - १'),
    ];
    refreshTeamResults(table(NE, cells), npt('2026-11-22T16:00'));
    expect(cells.map((c) => c.textContent)).toEqual(['प्रत्यक्ष', 'प्रत्यक्ष', '२ - १']);
  });

  it('leaves an undated match Upcoming and Pending', () => {
    const cells = [cell('status', 'upcoming', null, 'x'), cell('result', 'upcoming', null, 'x')];
    refreshTeamResults(table(NE, cells), npt('2026-11-22T10:00'));
    expect(cells.map((c) => c.textContent)).toEqual(['आगामी', 'नतिजा आउन बाँकी']);
  });

  // The script compares the build's bounds with the clock instead of running the Nepal-day rules: it must say what
  // isToday and resultKey say, at every hour around both midnights of the kickoff's day and the kickoff itself.
  it.each([
    ['an evening kickoff', '2026-11-22T20:00'],
    ['a kickoff just after midnight', '2026-11-22T00:10'],
    ['a kickoff just before midnight', '2026-11-22T23:50'],
  ])('agrees with isToday and resultKey for %s', (_name, at) => {
    const date = nptIso(at);
    const words = { upcoming: 'upcoming', today: 'today', notStarted: 'notStarted', pending: 'pending' };
    const start = npt('2026-11-21T00:00');
    for (let now = start; now <= start + 3 * 86_400_000; now += 15 * 60_000) {
      const cells = [cell('status', 'upcoming', date, 'x'), cell('result', 'upcoming', date, 'x')];
      refreshTeamResults(table(words, cells), now);
      const match = { date, status: 'upcoming' };
      expect(cells.map((c) => c.textContent)).toEqual([
        isToday(match, now) ? 'today' : 'upcoming',
        resultKey(match, now),
      ]);
    }
  });
});
