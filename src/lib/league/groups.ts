// A national league's regional groups (docs/decisions/league-pages.md): if the CMS names two groups or more, lists are
// cut by group, province and district and paged; with none or one, the league is the SPEC's single table.
import type { Group, Match, Standing, Team } from '../api/types.ts';
import { instant, nepalDay } from '../nepal-day.ts';
import { sortStandings, type RankedStanding } from './standings.ts';

/** Two groups or more: the national pages; none or one: every page as the SPEC describes it. */
export function isNational(groups: readonly Group[]): boolean {
  return groups.length >= 2;
}

/** The league's own order (the CMS's `order`, groups without one after), then name, then id. */
export function sortGroups(groups: readonly Group[]): Group[] {
  return [...groups].sort(
    (a, b) =>
      (a.order ?? Infinity) - (b.order ?? Infinity) ||
      a.name.localeCompare(b.name) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export type DistrictGroups = { district: string | null; groups: Group[] };
export type ProvinceGroups = { province: string | null; districts: DistrictGroups[] };

/** Groups under their province, then district, each in the order its first group comes in the league's order. */
export function groupDirectory(groups: readonly Group[]): ProvinceGroups[] {
  const out: ProvinceGroups[] = [];
  for (const g of sortGroups(groups)) {
    let p = out.find((x) => x.province === g.province);
    if (!p) out.push((p = { province: g.province, districts: [] }));
    let d = p.districts.find((x) => x.district === g.district);
    if (!d) p.districts.push((d = { district: g.district, groups: [] }));
    d.groups.push(g);
  }
  return out;
}

/** Team id → group id, for the teams whose group the league has. */
export function teamGroups(
  teams: readonly Pick<Team, 'id' | 'groupId'>[],
  groups: readonly Group[],
): Map<string, string> {
  const known = new Set(groups.map((g) => g.id));
  return new Map(
    teams.filter((t) => t.groupId !== undefined && known.has(t.groupId)).map((t) => [t.id, t.groupId as string]),
  );
}

/** A match's group: its home team's, else its away team's; null when neither has one, and for a knockout tie. */
export function matchGroup(
  m: Pick<Match, 'home' | 'away' | 'knockout'>,
  groupOf: ReadonlyMap<string, string>,
): string | null {
  if (m.knockout) return null;
  return (m.home && groupOf.get(m.home.id)) ?? (m.away && groupOf.get(m.away.id)) ?? null;
}

/** The table of one group: its teams' rows in the SPEC's order, positions from 1 within the group. */
export function groupStandings(
  rows: readonly Standing[],
  groupId: string,
  groupOf: ReadonlyMap<string, string>,
): RankedStanding[] {
  return sortStandings(rows.filter((r) => groupOf.get(r.team.id) === groupId));
}

export type GroupSection<T> = { groupId: string | null; matches: T[] };

/** A list's matches in sections by group, in the order each group first comes in the list. */
export function sectionsByGroup<T extends Pick<Match, 'home' | 'away' | 'knockout'>>(
  matches: readonly T[],
  groupOf: ReadonlyMap<string, string>,
): GroupSection<T>[] {
  const sections = new Map<string | null, T[]>();
  for (const m of matches) {
    const g = matchGroup(m, groupOf);
    sections.set(g, [...(sections.get(g) ?? []), m]);
  }
  return [...sections].map(([groupId, ms]) => ({ groupId, matches: ms }));
}

/** A list cut into pages of `perPage` (SPEC §9: a match list's page is 40); an empty list is one empty page. */
export function pages<T>(items: readonly T[], perPage: number): T[][] {
  if (perPage < 1) throw new Error('perPage must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) out.push(items.slice(i, i + perPage));
  return out.length ? out : [[]];
}

type Listed = Pick<Match, 'id' | 'date' | 'week' | 'home' | 'away' | 'knockout'>;

/**
 * A national list's order: by match day (the Nepal day), then the group in the league's order, then kickoff;
 * 'desc' (results) is newest day first and latest kickoff first, groups still in the league's order.
 */
export function nationalOrder<T extends Listed>(
  matches: readonly T[],
  groupOf: ReadonlyMap<string, string>,
  groupRank: ReadonlyMap<string, number>,
  direction: 'asc' | 'desc',
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const rank = (m: T) => groupRank.get(matchGroup(m, groupOf) ?? '') ?? Infinity;
  const at = (m: T) => instant(m.date);
  const day = (m: T) => nepalDay(m.date) ?? '9999-99-99';
  return [...matches].sort(
    (a, b) =>
      sign * day(a).localeCompare(day(b)) ||
      rank(a) - rank(b) ||
      sign * ((at(a) ?? Infinity) - (at(b) ?? Infinity)) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export type WeekSections<T> = { week: number | null; sections: GroupSection<T>[] };

/** A page of a national list under 'Week {n}' headings, each week's matches in group sections. */
export function weeksByGroup<T extends Listed>(
  matches: readonly T[],
  groupOf: ReadonlyMap<string, string>,
): WeekSections<T>[] {
  const weeks = new Map<number | null, T[]>();
  for (const m of matches) weeks.set(m.week, [...(weeks.get(m.week) ?? []), m]);
  return [...weeks].map(([week, ms]) => ({ week, sections: sectionsByGroup(ms, groupOf) }));
}

/** Matches a Nepal day ('yyyy-MM-dd' → count), for home's count of today's matches across a national league. */
export function matchesPerDay(matches: readonly Pick<Match, 'date'>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of matches) {
    const day = nepalDay(m.date);
    if (day) out[day] = (out[day] ?? 0) + 1;
  }
  return out;
}
