// The team table's Status and Result cells at view time (SPEC §4), worded with the table's own words (data- attributes
// in the page's language, issue 17): a fake table, the script as the browser runs it.
import { describe, expect, it } from 'vitest';
import { refreshTeamResults } from '../../../src/browser/team-results.ts';
import { npt, nptIso } from '../support/factories.ts';

type Cell = { dataset: Record<string, string>; textContent: string; hasAttribute: (name: string) => boolean };

const cell = (kind: 'status' | 'result', status: string, date: string, text: string): Cell => ({
  dataset: { status, date },
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
});
