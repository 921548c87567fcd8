// Each team's squad: the players whose team is this team, plus any the team's list names that name no team themselves.
import type { Player, Team } from '../api/types.ts';

/** Squads by team id. A player belongs to the team its own `team` field names; the team's list fills the gaps. */
export function squadsByTeam(teams: Team[], players: Player[]): Map<string, Player[]> {
  const out = new Map<string, Player[]>(teams.map((t) => [t.id, []]));
  const listedBy = new Map<string, string>();
  for (const t of teams) for (const id of t.playerIds) if (!listedBy.has(id)) listedBy.set(id, t.id);
  for (const p of players) {
    const teamId = p.teamId ?? listedBy.get(p.id) ?? null;
    if (teamId !== null) out.get(teamId)?.push(p);
  }
  return out;
}
