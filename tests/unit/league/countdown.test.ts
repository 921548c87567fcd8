// SPEC §4 Countdown, branch by branch with a fixed clock in Nepal time (UTC+05:45).
import { describe, expect, it } from 'vitest';
import { countdownParts, countdownPick } from '../../../src/lib/league/countdown.ts';
import { match, npt, nptIso } from '../support/factories.ts';

const now = npt('2026-11-23T13:30');
const m = (id: string, local: string | null, status = 'upcoming') =>
  match({ id, date: local === null ? null : nptIso(local), status });
const pick = (list: ReturnType<typeof m>[], at = now) => {
  const p = countdownPick(list, at);
  return [p.current?.id ?? null, p.target?.id ?? null];
};

describe('SPEC §4 Countdown: the current match and the target', () => {
  it.each([
    [
      "'completed matches are dropped'",
      [m('done', '2026-11-23T10:00', 'completed'), m('next', '2026-11-24T10:00')],
      ['next', null],
    ],
    [
      "'the rest sorted by match date ascending' (the API's order does not matter)",
      [m('c', '2026-11-26T10:00'), m('b', '2026-11-25T10:00'), m('a', '2026-11-24T10:00')],
      ['a', 'b'],
    ],
    [
      "'The current match is the first running match' even when upcoming ones come first",
      [m('up', '2026-11-23T14:00'), m('run', '2026-11-23T15:00', 'running')],
      ['run', null],
    ],
    [
      "'the first running match': a match still running from yesterday stays current",
      [m('late', '2026-11-22T20:00', 'running'), m('today', '2026-11-23T14:00')],
      ['late', 'today'],
    ],
    [
      "'the first running match' of two, by date",
      [m('r2', '2026-11-23T12:00', 'running'), m('r1', '2026-11-23T10:00', 'running'), m('x', '2026-11-24T10:00')],
      ['r1', 'r2'],
    ],
    [
      "'if none is running, the first match dated today or later': earlier today counts as today",
      [m('past', '2026-11-22T10:00'), m('morning', '2026-11-23T00:00'), m('later', '2026-11-25T10:00')],
      ['morning', 'later'],
    ],
    [
      "'dated today or later': yesterday 23:59 in Nepal is not today",
      [m('eve', '2026-11-22T23:59'), m('next', '2026-11-24T10:00')],
      ['next', null],
    ],
    [
      "'The target match is the one right after the current match in the sorted list'",
      [m('a', '2026-11-23T14:00'), m('b', '2026-11-23T18:00'), m('c', '2026-11-24T10:00')],
      ['a', 'b'],
    ],
    [
      "'if there is no current match, the first in the list'",
      [m('old1', '2026-11-01T10:00'), m('old2', '2026-11-02T10:00')],
      [null, 'old1'],
    ],
    ['with the current match last there is no target', [m('only', '2026-11-24T10:00')], ['only', null]],
    [
      'a match without a date is never current and comes last',
      [m('tbd', null), m('a', '2026-11-24T10:00')],
      ['a', 'tbd'],
    ],
    ['no matches at all', [], [null, null]],
  ])('%s', (_name, list, expected) => {
    expect(pick(list)).toEqual(expected);
  });

  it("the day turns at midnight in Kathmandu, not in UTC: at 00:05 Nepal time yesterday's match is no longer current", () => {
    const list = [m('yesterday', '2026-11-23T20:00'), m('tomorrow', '2026-11-25T10:00')];
    expect(pick(list, npt('2026-11-23T23:55'))).toEqual(['yesterday', 'tomorrow']);
    expect(pick(list, npt('2026-11-24T00:05'))).toEqual(['tomorrow', null]);
  });
});

describe("SPEC §4 Countdown: 'days, hours, minutes and seconds'", () => {
  const at = (s: number) => new Date(now + s * 1000).toISOString();
  it.each([
    ['counts down to the kickoff', at(((2 * 24 + 3) * 60 + 4) * 60 + 5), { days: 2, hours: 3, minutes: 4, seconds: 5 }],
    ['one second before the kickoff', at(1), { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [
      "'when time has passed it stops at all zeros': at the kickoff",
      at(0),
      { days: 0, hours: 0, minutes: 0, seconds: 0 },
    ],
    [
      "'when time has passed it stops at all zeros': after the kickoff",
      at(-90),
      { days: 0, hours: 0, minutes: 0, seconds: 0 },
    ],
    ["'with no target it shows zeros'", null, { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['an unreadable date shows zeros', 'soon', { days: 0, hours: 0, minutes: 0, seconds: 0 }],
    ['more than 99 days', at(120 * 86400), { days: 120, hours: 0, minutes: 0, seconds: 0 }],
  ])('%s', (_name, target, parts) => {
    expect(countdownParts(target, now)).toEqual(parts);
  });
});
