import { describe, expect, it } from 'vitest';
import type { Team } from '../../../src/lib/api/types.ts';
import { squadsByTeam } from '../../../src/lib/league/team-squads.ts';
import { player } from '../support/factories.ts';

const team = (id: string, playerIds: string[] = []): Team => ({
  id,
  name: `Team ${id}`,
  logo: { src: '/x.png', alt: '', width: null, height: null, isDefault: false },
  foundedYear: null,
  stadium: null,
  manager: null,
  details: null,
  playerIds,
  updatedAt: null,
});

describe('team squads (SPEC §2 /teams/{id}: Squad)', () => {
  it("puts each player in the team its own team field names, the team's list filling the gaps", () => {
    const squads = squadsByTeam(
      [team('1', ['a', 'c']), team('2', ['b']), team('3')],
      [
        player({ id: 'a', teamId: '1' }),
        player({ id: 'b', teamId: null }),
        player({ id: 'c', teamId: '2' }),
        player({ id: 'd', teamId: null }),
        player({ id: 'e', teamId: '9' }),
      ],
    );
    expect([...squads].map(([id, ps]) => [id, ps.map((p) => p.id)])).toEqual([
      ['1', ['a']],
      ['2', ['b', 'c']],
      ['3', []],
    ]);
  });
});
