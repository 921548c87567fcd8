// Standings rows computed from the completed results, stored unsorted and with form text in several real-world shapes.
import type { Draft, MatchRec, TeamRec } from './seed-model.ts';
import type { Rng } from './seed-util.ts';

export type Row = {
  team: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  results: string[];
};

export function computeStandings(teams: TeamRec[], matches: MatchRec[]): Map<number, Row> {
  const rows = new Map<number, Row>(
    teams.map((t) => [
      t.id,
      {
        team: t.id,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        goalsFor: 0,
        goalsAgainst: 0,
        goalDifference: 0,
        points: 0,
        results: [],
      },
    ]),
  );
  const done = matches.filter((m) => m.status === 'completed').sort((a, b) => a.kickoff - b.kickoff);
  for (const m of done) {
    const pairs: Array<[number, number, number]> = [
      [m.home.id, m.scoreHome ?? 0, m.scoreAway ?? 0],
      [m.away.id, m.scoreAway ?? 0, m.scoreHome ?? 0],
    ];
    for (const [team, gf, ga] of pairs) {
      const r = rows.get(team);
      if (!r) continue;
      r.played++;
      r.goalsFor += gf;
      r.goalsAgainst += ga;
      r.goalDifference = r.goalsFor - r.goalsAgainst;
      const res = gf > ga ? 'W' : gf === ga ? 'D' : 'L';
      if (res === 'W') r.won++;
      else if (res === 'D') r.drawn++;
      else r.lost++;
      r.points = r.won * 3 + r.drawn;
      r.results.push(res);
    }
  }
  return rows;
}

/** The last five results, oldest first, written the way different editors typed them: 'WDLWW', 'W,D,L,W,W', '"W","D"'. */
export function formText(results: string[], shape: number): string {
  const last = results.slice(-5);
  if (shape % 3 === 1) return last.join(',');
  if (shape % 3 === 2) return last.map((r) => `"${r}"`).join(',');
  return last.join('');
}

/** Table documents in an order that is NOT sorted by points (the real API does not sort standings). */
export function tableDrafts(
  rng: Rng,
  teams: TeamRec[],
  matches: MatchRec[],
  createdAt: number,
  updatedAt: number,
): Draft[] {
  const rows = computeStandings(teams, matches);
  let order = rng.shuffle(teams.map((t) => t.id));
  const pts = (id: number) => rows.get(id)?.points ?? 0;
  const monotonic = (ids: number[], dir: 1 | -1) =>
    ids.every((id, i) => i === 0 || (pts(id) - pts(ids[i - 1] as number)) * dir >= 0);
  if (order.length > 2 && (monotonic(order, 1) || monotonic(order, -1))) {
    // [max, min, something above min, …] or, when everyone else is level with the minimum, [min, max, …].
    const byPts = [...order].sort((a, b) => pts(a) - pts(b));
    const min = byPts[0] as number,
      max = byPts[byPts.length - 1] as number;
    const rest = order.filter((id) => id !== min && id !== max).sort((a, b) => pts(b) - pts(a));
    order = rest.length && pts(rest[0] as number) > pts(min) ? [max, min, ...rest] : [min, max, ...rest];
  }
  return order.map((teamId, i) => {
    const { results, ...row } = rows.get(teamId) as Row;
    return {
      id: i + 1,
      ...row,
      form: formText(results, teamId),
      createdAt: createdAt + i * 1000,
      updatedAt: updatedAt + i * 1000,
    };
  });
}
