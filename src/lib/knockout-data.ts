// The knockout bracket for the pages (issue 43): the CMS's knockout ties, their sides filled from the group tables
// and the ties already played (lib/league/knockout.ts); empty for a league without knockout rounds.
import { getMatches, getStandings } from './content.ts';
import { bracket, type BracketRound } from './league/knockout.ts';
import { asCard, getNational } from './national.ts';

let memo: Promise<BracketRound[]> | null = null;

export function getBracket(): Promise<BracketRound[]> {
  memo ??= (async () => {
    const [nat, matches, standings] = await Promise.all([getNational(), getMatches(), getStandings()]);
    const rounds = bracket({ matches, standings, groupOf: nat.groupOf });
    return rounds.map((r) => ({ ...r, ties: r.ties.map((t) => ({ ...t, match: asCard(t.match) })) }));
  })();
  return memo;
}
