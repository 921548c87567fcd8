// A national league's groups (issue 23): when the pages cut by group, how groups are ordered and listed by region,
// each group's own table, and match lists in group sections and pages.
import { describe, expect, it } from 'vitest';
import type { Group } from '../../../src/lib/api/types.ts';
import {
  groupDirectory,
  groupStandings,
  isNational,
  matchGroup,
  matchesPerDay,
  pages,
  sectionsByGroup,
  sortGroups,
  teamGroups,
} from '../../../src/lib/league/groups.ts';
import { match, standing, teamRef } from '../support/factories.ts';

const group = (id: string, over: Partial<Group> = {}): Group => ({
  id,
  name: `Group ${id}`,
  nameNe: null,
  province: 'Bagmati',
  district: 'Kathmandu',
  order: Number(id),
  ...over,
});

describe('national pages', () => {
  it.each([
    [[], false, 'no groups: the SPEC single league'],
    [[group('1')], false, 'one group: the same single table'],
    [[group('1'), group('2')], true, 'two groups or more: pages by group'],
  ] as const)('%#: %s groups → %s (%s)', (groups, national, _why) => {
    expect(isNational(groups)).toBe(national);
  });
});

describe('group order and directory', () => {
  it('orders groups by the CMS order, those without one last by name, then id', () => {
    const groups = [
      group('a', { order: null, name: 'Zeta' }),
      group('b', { order: 2 }),
      group('c', { order: null, name: 'Alpha' }),
      group('d', { order: 1 }),
    ];
    expect(sortGroups(groups).map((g) => g.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('lists groups under province, then district, in the order of their first group', () => {
    const groups = [
      group('1', { province: 'Koshi', district: 'Jhapa' }),
      group('2', { province: 'Koshi', district: 'Morang' }),
      group('3', { province: 'Koshi', district: 'Jhapa' }),
      group('4', { province: 'Bagmati', district: 'Kathmandu' }),
      group('5', { province: null, district: null }),
    ];
    expect(
      groupDirectory(groups).map((p) => [p.province, p.districts.map((d) => [d.district, d.groups.map((g) => g.id)])]),
    ).toEqual([
      [
        'Koshi',
        [
          ['Jhapa', ['1', '3']],
          ['Morang', ['2']],
        ],
      ],
      ['Bagmati', [['Kathmandu', ['4']]]],
      [null, [[null, ['5']]]],
    ]);
  });
});

describe('team groups and a group table', () => {
  const groups = [group('g1'), group('g2')];
  const teams = [
    { id: 'a', groupId: 'g1' },
    { id: 'b', groupId: 'g1' },
    { id: 'c', groupId: 'g2' },
    { id: 'd' }, // names no group
    { id: 'e', groupId: 'gone' }, // names a group the league does not have
  ];
  const groupOf = teamGroups(teams, groups);

  it('maps each team to the group it names, when the league has that group', () => {
    expect([...groupOf]).toEqual([
      ['a', 'g1'],
      ['b', 'g1'],
      ['c', 'g2'],
    ]);
  });

  it.each([
    ['a', 'b', 'g1', 'both teams in g1'],
    ['d', 'c', 'g2', "the away team's group when the home team has none"],
    ['d', 'e', null, 'none when neither team has a group'],
  ])('a match %s v %s is in %s (%s)', (home, away, expected, _why) => {
    expect(matchGroup(match({ home: teamRef(home), away: teamRef(away) }), groupOf)).toBe(expected);
  });

  it("ranks a group's rows alone, points then goal difference, positions from 1 (SPEC §9)", () => {
    const rows = [
      standing({ id: 'ra', team: teamRef('a'), points: 3, goalDifference: 1 }),
      standing({ id: 'rc', team: teamRef('c'), points: 9 }),
      standing({ id: 'rb', team: teamRef('b'), points: 3, goalDifference: 4 }),
    ];
    expect(groupStandings(rows, 'g1', groupOf).map((r) => [r.id, r.position])).toEqual([
      ['rb', 1],
      ['ra', 2],
    ]);
    expect(groupStandings(rows, 'g2', groupOf).map((r) => [r.id, r.position])).toEqual([['rc', 1]]);
  });

  it('puts a list of matches in group sections, keeping the list order inside each', () => {
    const ms = [
      match({ id: '1', home: teamRef('a'), away: teamRef('b') }),
      match({ id: '2', home: teamRef('c'), away: teamRef('d') }),
      match({ id: '3', home: teamRef('b'), away: teamRef('a') }),
    ];
    expect(sectionsByGroup(ms, groupOf).map((s) => [s.groupId, s.matches.map((m) => m.id)])).toEqual([
      ['g1', ['1', '3']],
      ['g2', ['2']],
    ]);
  });
});

describe('pages of a list (SPEC §9: 40 matches a page)', () => {
  it.each([
    [0, 40, [0]],
    [1, 40, [1]],
    [40, 40, [40]],
    [41, 40, [40, 1]],
    [100, 40, [40, 40, 20]],
  ])('%i items, %i a page → pages of %j', (n, per, sizes) => {
    const items = Array.from({ length: n }, (_, i) => i);
    const cut = pages(items, per);
    expect(cut.map((p) => p.length)).toEqual(sizes);
    expect(cut.flat()).toEqual(items);
  });

  it('refuses a page size under one', () => {
    expect(() => pages([1], 0)).toThrow();
  });
});

describe("home's count of today's matches", () => {
  it('counts matches a Nepal day, a late evening in UTC being the next day in Nepal, undated ones left out', () => {
    const ms = [
      match({ date: '2026-11-26T04:15:00.000Z' }), // 10:00 in Nepal, the 26th
      match({ date: '2026-11-26T08:15:00.000Z' }),
      match({ date: '2026-11-26T18:20:00.000Z' }), // 00:05 in Nepal, the 27th
      match({ date: null }),
    ];
    expect(matchesPerDay(ms)).toEqual({ '2026-11-26': 2, '2026-11-27': 1 });
  });
});
