// League standings order (SPEC §9): points descending, then goal difference descending; positions from 1.
import type { FormLetter, Standing } from '../api/types.ts';

export type RankedStanding = Standing & { position: number };

export function sortStandings(rows: Standing[]): RankedStanding[] {
  return [...rows]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        (a.team.name ?? '').localeCompare(b.team.name ?? ''),
    )
    .map((row, i) => ({ ...row, position: i + 1 }));
}

export type FormResult = 'win' | 'draw' | 'loss';

/** Form letters: W green, D yellow, anything else red (SPEC §9). */
export function formResult(letter: FormLetter): FormResult {
  return letter === 'W' ? 'win' : letter === 'D' ? 'draw' : 'loss';
}
