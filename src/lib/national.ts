// The national league's shape for the pages (issue 23): its groups in order, each team's group, and whether the
// pages are cut by group at all (two groups or more; with none or one every page is the SPEC's).
import type { Group, Match } from './api/types.ts';
import { getGroups, getMatches, getTeams } from './content.ts';
import { filterFixtures, fixturesByWeek, resultsByWeek, totalMatches } from './league/fixtures.ts';
import { isNational, matchGroup, nationalOrder, pages, sortGroups, teamGroups } from './league/groups.ts';

export type National = {
  national: boolean;
  /** In the league's order. */
  groups: Group[];
  byId: Map<string, Group>;
  /** Team id → group id. */
  groupOf: Map<string, string>;
  /** Group id → its place in the league's order. */
  rank: Map<string, number>;
};

let memo: Promise<National> | null = null;

export function getNational(): Promise<National> {
  memo ??= (async () => {
    const [raw, teams] = await Promise.all([getGroups(), getTeams()]);
    const groups = sortGroups(raw);
    return {
      national: isNational(groups),
      groups,
      byId: new Map(groups.map((g) => [g.id, g])),
      groupOf: teamGroups(teams, groups),
      rank: new Map(groups.map((g, i) => [g.id, i])),
    };
  })();
  return memo;
}

/** SPEC §9: a match list's page size. */
export const MATCH_PAGE_SIZE = 40;

/**
 * One page of a national match list, with exactly what it shows (the page's matches, the groups they are in, the
 * league-wide total), so that its render key changes when, and only when, the page would (src/lib/render-key.ts).
 */
export type MatchListPage = {
  page: number;
  pages: number;
  /** /fixture's 'Total Matches': the league's non-completed matches. */
  total: number;
  matches: Match[];
  groups: Group[];
  /** Team id → group id, for the teams on the page. */
  groupOf: Record<string, string>;
};

/** A match as a card shows it: line-ups and officials left out, so that a player's edit does not re-render a list. */
export const asCard = (m: Match): Match => ({
  ...m,
  homeCaptain: null,
  awayCaptain: null,
  homePlayers: [],
  awayPlayers: [],
  homeSubstitutes: [],
  awaySubstitutes: [],
  referee: null,
  assistantReferee1: null,
  assistantReferee2: null,
  fourthOfficial: null,
});

function cut(list: Match[], total: number, nat: National): MatchListPage[] {
  const all = pages(list.map(asCard), MATCH_PAGE_SIZE);
  return all.map((matches, i) => {
    const teamIds = matches.flatMap((m) => [m.home?.id, m.away?.id]).filter((x): x is string => !!x);
    const groupOf: Record<string, string> = {};
    for (const id of teamIds) {
      const g = nat.groupOf.get(id);
      if (g !== undefined) groupOf[id] = g;
    }
    const ids = new Set(Object.values(groupOf));
    return { page: i + 1, pages: all.length, total, matches, groups: nat.groups.filter((g) => ids.has(g.id)), groupOf };
  });
}

/** /fixture's pages: every non-completed match by match day, then group, then kickoff. */
export async function fixturePages(now: number): Promise<MatchListPage[]> {
  const [nat, matches] = await Promise.all([getNational(), getMatches()]);
  const list = nationalOrder(filterFixtures(matches, 'all', now), nat.groupOf, nat.rank, 'asc');
  return cut(list, totalMatches(matches), nat);
}

/** /results's pages: completed matches, newest match day first, then group, then latest kickoff. */
export async function resultPages(): Promise<MatchListPage[]> {
  const [nat, matches] = await Promise.all([getNational(), getMatches()]);
  const done = matches.filter((m) => m.status === 'completed');
  return cut(nationalOrder(done, nat.groupOf, nat.rank, 'desc'), done.length, nat);
}

/** One group's own lists, each whole (a group plays about 56 matches a season). */
export async function groupMatches(now: number): Promise<Map<string, { fixtures: Match[]; results: Match[] }>> {
  const [nat, matches] = await Promise.all([getNational(), getMatches()]);
  const out = new Map(nat.groups.map((g) => [g.id, { fixtures: [] as Match[], results: [] as Match[] }]));
  const open = new Set(filterFixtures(matches, 'all', now));
  for (const m of matches) {
    const lists = out.get(matchGroup(m, nat.groupOf) ?? '');
    if (!lists) continue;
    if (m.status === 'completed') lists.results.push(asCard(m));
    else if (open.has(m)) lists.fixtures.push(asCard(m));
  }
  for (const lists of out.values()) {
    lists.fixtures = fixturesByWeek(filterFixtures(lists.fixtures, 'all', now)).flatMap((w) => w.matches);
    lists.results = resultsByWeek(lists.results).flatMap((w) => w.matches);
  }
  return out;
}
