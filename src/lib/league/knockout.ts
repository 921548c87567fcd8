// Knockout rounds after the groups (issue 43, docs/decisions/knockouts.md): who goes through a tie, when a group's top
// places are decided, and the bracket, its slots filled from the group tables and the ties already played.
import { KNOCKOUT_ROUNDS } from '../api/types.ts';
import type { KnockoutRound, Match, Slot, Standing, TeamRef } from '../api/types.ts';
import { sortStandings, type RankedStanding } from './standings.ts';

/** The side that goes through a completed tie: the higher score, else the shoot-out's winner; null when not known. */
export function advances(m: Pick<Match, 'status' | 'scoreHome' | 'scoreAway' | 'penalties'>): 'home' | 'away' | null {
  if (m.status !== 'completed' || m.scoreHome === null || m.scoreAway === null) return null;
  if (m.scoreHome !== m.scoreAway) return m.scoreHome > m.scoreAway ? 'home' : 'away';
  if (!m.penalties) return null;
  return m.penalties.home > m.penalties.away ? 'home' : 'away';
}

/**
 * How many of a group's top places are decided: place k is when no team below it can still reach the points of the
 * team in it (each match left is worth 3 points at most), and every place above it is decided. With no match left
 * anywhere in the group, every place is (the tie-break orders the rest).
 */
export function decidedPlaces(rows: readonly RankedStanding[], remaining: ReadonlyMap<string, number>): number {
  const left = (r: Standing) => remaining.get(r.team.id) ?? 0;
  if (rows.every((r) => left(r) === 0)) return rows.length;
  let k = 0;
  while (k < rows.length) {
    const held = (rows[k] as RankedStanding).points;
    const below = rows.slice(k + 1);
    if (!below.every((r) => r.points + 3 * left(r) < held)) break;
    k++;
  }
  return k;
}

/** Matches left to play per team (league matches only: a knockout tie is not a group's). */
export function remainingMatches(matches: readonly Match[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of matches) {
    if (m.knockout || m.status === 'completed') continue;
    for (const t of [m.home, m.away]) if (t) out.set(t.id, (out.get(t.id) ?? 0) + 1);
  }
  return out;
}

export type BracketSide = {
  /** The school, when the CMS names it or its slot is filled. */
  team: TeamRef | null;
  slot: Slot | null;
  /** The team came from its slot (filled by the build), not from the CMS. */
  filled: boolean;
};

export type Tie = { match: Match; home: BracketSide; away: BracketSide; through: 'home' | 'away' | null };
export type BracketRound = { round: KnockoutRound; name: string | null; nameNe: string | null; ties: Tie[] };

export type BracketInput = {
  matches: readonly Match[];
  standings: readonly Standing[];
  /** Team id → group id. */
  groupOf: ReadonlyMap<string, string>;
};

/** Each group's decided places: group id → its teams in order, as many as are decided. */
export function decidedByGroup(input: BracketInput): Map<string, TeamRef[]> {
  const remaining = remainingMatches(input.matches);
  const byGroup = new Map<string, Standing[]>();
  for (const r of input.standings) {
    const g = input.groupOf.get(r.team.id);
    if (g !== undefined) byGroup.set(g, [...(byGroup.get(g) ?? []), r]);
  }
  const out = new Map<string, TeamRef[]>();
  for (const [g, rows] of byGroup) {
    const ranked = sortStandings(rows);
    out.set(
      g,
      ranked.slice(0, decidedPlaces(ranked, remaining)).map((r) => r.team),
    );
  }
  return out;
}

const tieOrder = (a: Match, b: Match) =>
  (a.knockout?.tie ?? Infinity) - (b.knockout?.tie ?? Infinity) ||
  (a.date ?? '').localeCompare(b.date ?? '') ||
  Number(a.id) - Number(b.id);

/** The knockout rounds in order, each with its ties; sides the CMS leaves empty are filled from their slots. */
export function bracket(input: BracketInput): BracketRound[] {
  const ties = input.matches.filter((m) => m.knockout);
  if (!ties.length) return [];
  const decided = decidedByGroup(input);
  const byId = new Map(ties.map((m) => [m.id, m]));
  const memo = new Map<string, Tie>();
  const tieOf = (m: Match, seen: Set<string>): Tie => {
    const hit = memo.get(m.id);
    if (hit) return hit;
    seen.add(m.id);
    const fill = (slot: Slot | null): TeamRef | null => {
      if (!slot) return null;
      if (slot.kind === 'group') return decided.get(slot.groupId)?.[slot.place - 1] ?? null;
      const source = byId.get(slot.matchId);
      if (!source || seen.has(source.id)) return null;
      const t = tieOf(source, seen);
      if (!t.through) return null;
      const side = (slot.outcome === 'winner') === (t.through === 'home') ? t.home : t.away;
      return side.team;
    };
    const side = (team: TeamRef | null, slot: Slot | null): BracketSide => {
      if (team) return { team, slot, filled: false };
      const f = fill(slot);
      return { team: f, slot, filled: f !== null };
    };
    const k = m.knockout;
    const tie: Tie = {
      match: m,
      home: side(m.home, k?.homeSlot ?? null),
      away: side(m.away, k?.awaySlot ?? null),
      through: advances(m),
    };
    memo.set(m.id, tie);
    return tie;
  };
  return KNOCKOUT_ROUNDS.map((round) => {
    const list = ties.filter((m) => m.knockout?.round === round).sort(tieOrder);
    const named = list.find((m) => m.knockout?.name);
    const namedNe = list.find((m) => m.knockout?.nameNe);
    return {
      round,
      name: named?.knockout?.name ?? null,
      nameNe: namedNe?.knockout?.nameNe ?? null,
      ties: list.map((m) => tieOf(m, new Set())),
    };
  }).filter((r) => r.ties.length > 0);
}

/** A match with its knockout sides filled from the bracket, for the pages that show one match (card, centre). */
export function withFilledSides(m: Match, rounds: readonly BracketRound[]): Match {
  if (!m.knockout || (m.home && m.away)) return m;
  const tie = rounds.flatMap((r) => r.ties).find((t) => t.match.id === m.id);
  return tie ? { ...m, home: tie.home.team, away: tie.away.team } : m;
}
