// The paths of a group's fixture and results pages (/fixture/group/{id}, /results/group/{id}; issue 23): one page a
// group, only for a league of two groups or more, each with the group's list of that kind.
import type { Group, Match } from '../../lib/api/types.ts';
import { buildNow } from '../../lib/build-clock.ts';
import { getNational, groupMatches } from '../../lib/national.ts';
import { renderKey } from '../../lib/render-key.ts';

export type GroupMatchesList = 'fixtures' | 'results';
export type GroupMatchesProps = { group: Group; matches: Match[] };

export async function groupMatchesPaths(list: GroupMatchesList) {
  const nat = await getNational();
  if (!nat.national) return [];
  const lists = await groupMatches(buildNow());
  return Promise.all(
    nat.groups.map(async (group) => {
      const props: GroupMatchesProps = { group, matches: lists.get(group.id)?.[list] ?? [] };
      return { params: { group: group.id }, props, cacheKey: await renderKey(props) };
    }),
  );
}
