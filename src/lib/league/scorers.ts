// Top scorers on the home page (SPEC §9): players with goals above 0, goals descending, top 5.
import type { Player } from '../api/types.ts';

export const TOP_SCORERS = 5;

export function topScorers(players: Player[], count = TOP_SCORERS): Player[] {
  return players
    .filter((p) => p.goals > 0)
    .sort((a, b) => b.goals - a.goals || a.appearances - b.appearances || a.name.localeCompare(b.name))
    .slice(0, count);
}
