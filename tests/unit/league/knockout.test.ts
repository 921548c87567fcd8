import { describe, expect, it } from 'vitest';
import type { Knockout, Match, Standing } from '../../../src/lib/api/types.ts';
import {
  advances,
  bracket,
  decidedPlaces,
  remainingMatches,
  withFilledSides,
} from '../../../src/lib/league/knockout.ts';
import { sortStandings } from '../../../src/lib/league/standings.ts';
import { match, standing, teamRef } from '../support/factories.ts';

const row = (id: string, points: number, goalDifference = 0): Standing =>
  standing({ id, team: teamRef(id, `School ${id}`), points, goalDifference });
const left = (entries: Record<string, number>) => new Map(Object.entries(entries));
const ko = (over: Partial<Knockout>): Knockout => ({
  round: 'round_of_16',
  name: null,
  nameNe: null,
  tie: 1,
  homeSlot: null,
  awaySlot: null,
  ...over,
});

describe('a group is decided when no match left could change its top places (issue 43)', () => {
  it('decides the winner when no other school can reach its points, even at 3 points a match left', () => {
    const rows = sortStandings([row('a', 24), row('b', 6), row('c', 6)]);
    // b and c can reach 6 + 3 × 4 = 18 < 24: the winner is decided; b and c may still pass each other.
    expect(decidedPlaces(rows, left({ a: 2, b: 4, c: 4 }))).toBe(1);
  });

  it('does not decide a place another school can still reach: level on points is not enough', () => {
    const rows = sortStandings([row('a', 18), row('b', 12), row('c', 9)]);
    // b can reach 12 + 6 = 18, level with a: goal difference could still change the order.
    expect(decidedPlaces(rows, left({ a: 1, b: 2, c: 1 }))).toBe(0);
  });

  it('decides the top two when the third cannot reach the second and the second cannot reach the first', () => {
    const rows = sortStandings([row('a', 21), row('b', 17), row('c', 10), row('d', 9)]);
    expect(decidedPlaces(rows, left({ a: 1, b: 1, c: 2, d: 2 }))).toBe(2);
  });

  it('decides every place when the group has no match left, level teams ordered by the tie-break', () => {
    const rows = sortStandings([row('a', 9, 1), row('b', 9, 3), row('c', 3)]);
    expect(decidedPlaces(rows, new Map())).toBe(3);
    expect(rows.map((r) => r.team.id)).toEqual(['b', 'a', 'c']);
  });

  it('counts only league matches not yet completed as matches left (a knockout tie is not a group match)', () => {
    const matches: Match[] = [
      match({ id: '1', status: 'completed', home: teamRef('a'), away: teamRef('b') }),
      match({ id: '2', status: 'running', home: teamRef('a'), away: teamRef('c') }),
      match({ id: '3', status: 'upcoming', home: teamRef('b'), away: teamRef('a') }),
      match({ id: '4', status: 'upcoming', home: teamRef('a'), away: teamRef('d'), knockout: ko({}) }),
    ];
    expect(Object.fromEntries(remainingMatches(matches))).toEqual({ a: 2, b: 1, c: 1 });
  });
});

describe('who goes through a knockout tie (issue 43)', () => {
  it('is the higher score, else the shoot-out winner; nobody before full time', () => {
    expect(advances(match({ status: 'completed', scoreHome: 2, scoreAway: 1 }))).toBe('home');
    expect(advances(match({ status: 'completed', scoreHome: 1, scoreAway: 1, penalties: { home: 3, away: 4 } }))).toBe(
      'away',
    );
    expect(advances(match({ status: 'running', scoreHome: 1, scoreAway: 0 }))).toBeNull();
    expect(advances(match({ status: 'completed', scoreHome: 0, scoreAway: 0 }))).toBeNull();
  });
});

describe('the bracket fills slots from decided groups and played ties (issue 43)', () => {
  const groupOf = new Map([
    ['a', 'g1'],
    ['b', 'g1'],
    ['c', 'g1'],
    ['x', 'g2'],
    ['y', 'g2'],
  ]);
  const standings = [row('a', 24), row('b', 6), row('c', 6), row('x', 10), row('y', 9)];
  const league = [
    match({ id: '1', status: 'upcoming', home: teamRef('b'), away: teamRef('c') }),
    match({ id: '2', status: 'upcoming', home: teamRef('x'), away: teamRef('y') }),
  ];
  const r16 = (id: string, tie: number, over: Partial<Match>) =>
    match({ id, home: null, away: null, ...over, knockout: ko({ tie, ...over.knockout }) });

  it('fills "Winner Group 1" once decided and leaves an undecided group\'s slot open', () => {
    const tie = r16('10', 1, {
      knockout: ko({
        homeSlot: { kind: 'group', groupId: 'g1', place: 1 },
        awaySlot: { kind: 'group', groupId: 'g2', place: 1 },
      }),
    });
    const [round] = bracket({ matches: [...league, tie], standings, groupOf });
    expect(round?.ties[0]?.home).toMatchObject({ team: { id: 'a' }, filled: true });
    expect(round?.ties[0]?.away).toMatchObject({ team: null, filled: false });
    expect(withFilledSides(tie, [round!]).home?.id).toBe('a');
  });

  it('names the winner of a tie decided on penalties in the next round', () => {
    const played = r16('10', 1, {
      status: 'completed',
      home: teamRef('a'),
      away: teamRef('x'),
      scoreHome: 1,
      scoreAway: 1,
      penalties: { home: 2, away: 4 },
    });
    const qf = match({
      id: '20',
      home: null,
      away: null,
      knockout: ko({ round: 'quarter_final', homeSlot: { kind: 'tie', matchId: '10', outcome: 'winner' } }),
    });
    const rounds = bracket({ matches: [...league, played, qf], standings, groupOf });
    expect(rounds.map((r) => r.round)).toEqual(['round_of_16', 'quarter_final']);
    expect(rounds[1]?.ties[0]?.home.team?.id).toBe('x');
  });
});
