import { describe, expect, it } from 'vitest';
import { formResult, sortStandings } from '../../../src/lib/league/standings.ts';
import { topScorers } from '../../../src/lib/league/scorers.ts';
import { player, standing, teamRef } from '../support/factories.ts';

describe('standings (SPEC §9)', () => {
  it('sorts by points descending, then goal difference descending, numbering positions from 1', () => {
    const rows = [
      standing({ id: 'a', team: teamRef('a', 'A'), points: 10, goalDifference: 2 }),
      standing({ id: 'b', team: teamRef('b', 'B'), points: 12, goalDifference: -1 }),
      standing({ id: 'c', team: teamRef('c', 'C'), points: 10, goalDifference: 5 }),
    ];
    expect(sortStandings(rows).map((r) => [r.id, r.position])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
  });

  it('breaks a tie in points and goal difference by goals scored, then name, so the order is stable', () => {
    const rows = [
      standing({ id: 'z', team: teamRef('z', 'Zeta'), points: 7, goalDifference: 1, goalsFor: 5 }),
      standing({ id: 'y', team: teamRef('y', 'Alpha'), points: 7, goalDifference: 1, goalsFor: 5 }),
      standing({ id: 'x', team: teamRef('x', 'Mid'), points: 7, goalDifference: 1, goalsFor: 8 }),
    ];
    expect(sortStandings(rows).map((r) => r.id)).toEqual(['x', 'y', 'z']);
  });

  it('colours form letters: W green, D yellow, anything else red', () => {
    expect(['W', 'D', 'L', 'X'].map(formResult)).toEqual(['win', 'draw', 'loss', 'loss']);
  });
});

describe('top scorers (SPEC §9)', () => {
  it('keeps players with goals above 0, goals descending, top 5', () => {
    const players = [0, 3, 7, 1, 5, 2, 9, 0].map((goals, i) => player({ id: String(i), name: `P${i}`, goals }));
    expect(topScorers(players).map((p) => p.goals)).toEqual([9, 7, 5, 3, 2]);
    expect(topScorers([player({ goals: 0 })])).toEqual([]);
  });
});
