// Time-relative rules with a fixed clock, around midnight in Kathmandu (UTC+05:45).
import { describe, expect, it } from 'vitest';
import { bannerHeading, displayBadge } from '../../../src/lib/league/match-status.ts';
import { countdownParts, countdownPick } from '../../../src/lib/league/countdown.ts';
import { filterFixtures, resultsByWeek, totalMatches } from '../../../src/lib/league/fixtures.ts';
import { homeUpcoming } from '../../../src/lib/league/home-upcoming.ts';
import { teamMatches, teamResult } from '../../../src/lib/league/team-result.ts';
import { match, npt, nptIso, teamRef } from '../support/factories.ts';
import { leagueText, statusText } from '../../../src/i18n/texts/league.ts';
import { teamText } from '../../../src/i18n/texts/team.ts';

const RESULT_WORDS = teamText.en.table;

const now = npt('2026-11-22T23:30'); // 18:45 UTC: still the 22nd in Nepal, already past 18:15 UTC

describe('status label and badge (SPEC §4)', () => {
  const today = match({ date: nptIso('2026-11-22T10:00') });
  const tomorrow = match({ date: nptIso('2026-11-23T00:10') });
  it.each([
    ['upcoming today', today, "Today's Match", 'TODAY', "TODAY'S MATCH"],
    ['upcoming tomorrow (00:10 Nepal, still the 22nd in UTC)', tomorrow, 'Upcoming', 'UPCOMING', 'UPCOMING MATCH'],
    ['running', { ...tomorrow, status: 'running' }, 'Live', 'LIVE NOW', 'LIVE NOW'],
    [
      'completed earlier',
      { ...tomorrow, date: nptIso('2026-11-20T10:00'), status: 'completed' },
      'Completed',
      'COMPLETED',
      'UPCOMING MATCH',
    ],
    [
      'completed today shows TODAY on the badge',
      { ...today, status: 'completed' },
      'Completed',
      'TODAY',
      "TODAY'S MATCH",
    ],
    ['unknown status shown as-is', { ...tomorrow, status: 'postponed' }, 'postponed', 'UPCOMING', 'UPCOMING MATCH'],
    ['missing date is never today', { ...today, date: null }, 'Upcoming', 'UPCOMING', 'UPCOMING MATCH'],
  ])('%s', (_name, m, label, badge, heading) => {
    expect(statusText(leagueText.en, m, now).text).toBe(label);
    expect(displayBadge(m, now)).toBe(badge);
    expect(bannerHeading(m, now)).toBe(heading);
  });
});

describe('countdown (SPEC §4)', () => {
  const a = match({ id: 'a', date: nptIso('2026-11-20T10:00'), status: 'completed' });
  const b = match({ id: 'b', date: nptIso('2026-11-22T10:00'), status: 'upcoming' }); // earlier today
  const c = match({ id: 'c', date: nptIso('2026-11-23T10:00') });
  const d = match({ id: 'd', date: nptIso('2026-11-24T10:00') });
  const ids = (p: { current: { id: string } | null; target: { id: string } | null }) => [
    p.current?.id ?? null,
    p.target?.id ?? null,
  ];

  it('drops completed matches and takes the first running match as current, the next as target', () => {
    expect(
      ids(countdownPick([d, c, { ...c, id: 'r', status: 'running', date: nptIso('2026-11-23T09:00') }, a], now)),
    ).toEqual(['r', 'c']);
  });
  it('with none running, the current is the first dated today or later', () => {
    expect(ids(countdownPick([d, c, b, a], now))).toEqual(['b', 'c']);
  });
  it('with no current match, the target is the first in the list', () => {
    expect(ids(countdownPick([match({ id: 'old', date: nptIso('2026-11-01T10:00') })], now))).toEqual([null, 'old']);
  });
  it('with the current match last, there is no target', () => {
    expect(ids(countdownPick([a, d], now))).toEqual(['d', null]);
    expect(ids(countdownPick([], now))).toEqual([null, null]);
  });
  it('counts days, hours, minutes and seconds, and stops at zeros once passed or with no target', () => {
    expect(countdownParts(new Date(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000).toISOString(), now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(new Date(now - 1000).toISOString(), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(countdownParts(null, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('fixture filters around midnight in Kathmandu (SPEC §4)', () => {
  const list = [
    match({ id: 'done', date: nptIso('2026-11-22T09:00'), status: 'completed', week: 3 }),
    match({ id: 'today', date: nptIso('2026-11-22T23:50'), week: 3 }),
    match({ id: 'live', date: nptIso('2026-11-22T22:45'), status: 'running', week: 3 }),
    match({ id: 'midnight', date: nptIso('2026-11-23T00:00'), week: 4 }),
    match({ id: 'w4', date: nptIso('2026-11-24T10:00'), week: 4 }),
    match({ id: 'w5', date: nptIso('2026-11-29T10:00'), week: 5 }),
  ];
  const ids = (xs: Array<{ id: string }>) => xs.map((x) => x.id);
  it('All shows every non-completed match, earliest first', () => {
    expect(ids(filterFixtures(list, 'all', now))).toEqual(['live', 'today', 'midnight', 'w4', 'w5']);
    expect(totalMatches(list)).toBe(5);
  });
  it('Today shows upcoming or running matches dated today in Nepal', () => {
    expect(ids(filterFixtures(list, 'today', now))).toEqual(['live', 'today']);
  });
  it('Upcoming starts at the end of today (00:00 Nepal tomorrow) and shows the lowest week only', () => {
    expect(ids(filterFixtures(list, 'upcoming', now))).toEqual(['midnight', 'w4']);
    // Ten minutes later it is the 23rd in Nepal: the midnight match belongs to today, not to Upcoming.
    expect(ids(filterFixtures(list, 'upcoming', npt('2026-11-23T00:10')))).toEqual(['w4']);
    expect(ids(filterFixtures(list, 'today', npt('2026-11-23T00:10')))).toEqual(['midnight']);
  });
  it('Home upcoming: status upcoming, dated today or later, ascending, at most 3', () => {
    expect(ids(homeUpcoming(list, now))).toEqual(['today', 'midnight', 'w4']);
  });
  it('Results: completed matches by week descending, newest first', () => {
    const done = [
      match({ id: 'w1a', week: 1, status: 'completed', date: nptIso('2026-11-01T10:00') }),
      match({ id: 'w2a', week: 2, status: 'completed', date: nptIso('2026-11-08T10:00') }),
      match({ id: 'w2b', week: 2, status: 'completed', date: nptIso('2026-11-08T14:00') }),
      match({ id: 'up', week: 3 }),
    ];
    expect(resultsByWeek(done).map((g) => [g.week, ids(g.matches)])).toEqual([
      [2, ['w2b', 'w2a']],
      [1, ['w1a']],
    ]);
  });
});

describe('team page result cell (SPEC §4)', () => {
  const m = match({ home: teamRef('h'), away: teamRef('a'), scoreHome: 3, scoreAway: 1, status: 'completed' });
  it('shows the score from the viewed team side', () => {
    expect(teamResult(m, 'h', now, RESULT_WORDS)).toBe('3 - 1');
    expect(teamResult(m, 'a', now, RESULT_WORDS)).toBe('1 - 3');
  });
  it('shows Live for a running match, Not Started in the future, Pending when the date has passed', () => {
    expect(teamResult({ ...m, status: 'running' }, 'h', now, RESULT_WORDS)).toBe('Live');
    expect(
      teamResult({ ...m, status: 'upcoming', date: new Date(now + 60_000).toISOString() }, 'h', now, RESULT_WORDS),
    ).toBe('Not Started');
    expect(
      teamResult({ ...m, status: 'upcoming', date: new Date(now - 60_000).toISOString() }, 'h', now, RESULT_WORDS),
    ).toBe('Pending');
    expect(teamResult({ ...m, status: 'upcoming', date: null }, 'h', now, RESULT_WORDS)).toBe('Pending');
  });
  it.each([
    ["'Not Started' if the date is in the future: one minute before the kickoff", 'upcoming', -60_000, 'Not Started'],
    ["else 'Pending': at the kickoff itself", 'upcoming', 0, 'Pending'],
    [
      "else 'Pending': an upcoming match whose kickoff has passed (status not yet changed)",
      'upcoming',
      60_000,
      'Pending',
    ],
    ['any other status is not started or pending in the same way', 'postponed', -60_000, 'Not Started'],
    ["running shows 'Live' whatever the clock", 'running', -60_000, 'Live'],
  ])('%s', (_name, status, sinceKickoff, cell) => {
    const kickoff = now - sinceKickoff;
    expect(teamResult({ ...m, status, date: new Date(kickoff).toISOString() }, 'h', now, RESULT_WORDS)).toBe(cell);
  });
  it("a completed match without scores reads '0 - 0'", () => {
    expect(teamResult({ ...m, scoreHome: null, scoreAway: null }, 'a', now, RESULT_WORDS)).toBe('0 - 0');
  });
  it("lists the team's matches by date ascending", () => {
    const later = match({ id: 'l', date: nptIso('2026-12-01T10:00'), home: teamRef('h') });
    const earlier = match({ id: 'e', date: nptIso('2026-11-01T10:00'), away: teamRef('h') });
    const other = match({ id: 'o', home: teamRef('x'), away: teamRef('y') });
    expect(teamMatches([later, other, earlier], 'h').map((x) => x.id)).toEqual(['e', 'l']);
  });
});
