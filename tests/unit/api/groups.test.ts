// The optional groups (issue 23): the group collection's schema, a team's `group` in each shape Payload sends it, and
// a league whose CMS has no groups collection at all.
import { describe, expect, it } from 'vitest';
import { parseMany } from '../../../src/lib/api/normalise.ts';
import { groupSchema, teamSchema } from '../../../src/lib/api/schemas.ts';

const team = (extra: Record<string, unknown>) => parseMany(teamSchema, [{ id: 1, ...extra }], 'teams')[0]!;

describe("a team's group", () => {
  it.each([
    [7, '7', 'an id (depth 0)'],
    ['7', '7', 'an id as text'],
    [{ id: 7, name: 'Kailali Group A', province: 'Sudurpashchim' }, '7', 'the group populated (depth 1)'],
    [{ id: { id: 7 } }, '7', 'nested deeper'],
  ])('%j → group %s (%s)', (group, expected, _shape) => {
    expect(team({ team_name: 'A', group }).groupId).toBe(expected);
  });

  it.each([[null], [undefined], [{}], ['']])('names no group for %j, and has no groupId key at all', (group) => {
    const t = team({ team_name: 'A', ...(group === undefined ? {} : { group }) });
    expect('groupId' in t).toBe(false);
  });
});

describe('the groups collection', () => {
  it('keeps name, Nepali name, province, district and order, with fallbacks for what is missing', () => {
    const warnings: string[] = [];
    const [full, bare] = parseMany(
      groupSchema,
      [
        {
          id: 3,
          name: 'Kailali Group A',
          name_ne: 'कैलाली समूह क',
          province: 'Sudurpashchim',
          district: 'Kailali',
          order: 61,
        },
        { id: 4, name: null, order: 'x' },
      ],
      'groups',
      (m) => warnings.push(m),
    );
    expect(full).toEqual({
      id: '3',
      name: 'Kailali Group A',
      nameNe: 'कैलाली समूह क',
      province: 'Sudurpashchim',
      district: 'Kailali',
      order: 61,
    });
    expect(bare).toEqual({ id: '4', name: 'Group 4', nameNe: null, province: null, district: null, order: null });
  });
});
