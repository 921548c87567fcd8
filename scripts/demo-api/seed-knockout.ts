// The nationwide season's knockout (issue 43): the top two of eight groups into a round of 16, then quarter-finals,
// semi-finals and a final, one round a week after the groups' last week. A tie names its sides by slot ("Winner
// Kailali Group A") until the league enters them: the seed enters a side once its source is finished (its group's
// last match, or the tie it comes from), as an admin would; a side decided earlier is the build's to fill.
import type { Draft, MatchRec, PlayerRec, TeamRec } from './seed-model.ts';
import { playMatches } from './seed-play.ts';
import type { Fixture } from './seed-schedule.ts';
import { nepaliName } from './seed-names-ne.ts';
import { computeStandings } from './seed-table.ts';
import { DAY, HOUR, mulberry32, nepalDayStart, type Rng } from './seed-util.ts';

/** Where the season stands at `now` (`--moment`): its groups' ninth week, quarter-final day, or the week after the final. */
export type Moment = 'groups' | 'quarter-finals' | 'after-final';
export const MOMENTS: readonly Moment[] = ['groups', 'quarter-finals', 'after-final'];
/** The week in progress at each moment (the group stage plays weeks 1 to 12). */
export const MOMENT_WEEK: Record<Moment, number> = { groups: 9, 'quarter-finals': 14, 'after-final': 17 };

type Round = 'round_of_16' | 'quarter_final' | 'semi_final' | 'final';
const ROUNDS: Array<{ round: Round; name: string; name_ne: string; week: number; ties: number }> = [
  { round: 'round_of_16', name: 'Round of 16', name_ne: 'अन्तिम १६', week: 13, ties: 8 },
  { round: 'quarter_final', name: 'Quarter-finals', name_ne: 'क्वार्टरफाइनल', week: 14, ties: 4 },
  { round: 'semi_final', name: 'Semi-finals', name_ne: 'सेमिफाइनल', week: 15, ties: 2 },
  { round: 'final', name: 'Final', name_ne: 'फाइनल', week: 16, ties: 1 },
];

/** A side's source: a group's place, or an earlier tie's winner. */
type Source = { group: number; place: number } | { tie: number };
type KoTie = {
  id: number;
  round: (typeof ROUNDS)[number];
  tie: number;
  from: [Source, Source];
  kickoff: number;
  venue: string;
  rec: MatchRec | null;
  sides: [TeamRec | null, TeamRec | null];
  penalties: [number, number] | null;
};

/** The eight groups whose top two go through: spread evenly over the league's order (east to west). */
export function qualifyingGroups(groupCount: number): number[] {
  return Array.from({ length: 8 }, (_, i) => Math.floor((i * groupCount) / 8));
}

/**
 * The second qualifying group's score line: one strong school beats everyone and the others draw among themselves,
 * so at the groups' default moment its winner is decided (the build fills that slot) and its runner-up is not.
 */
export function strongGroupGoals(groups: TeamRec[][]): (f: Fixture, drawn: [number, number]) => [number, number] {
  const g = qualifyingGroups(groups.length)[1] as number;
  const strong = (groups[g] as TeamRec[])[0]?.id;
  return (f, [h, a]) => {
    if (f.group !== g) return [h, a];
    if (f.home.id === strong) return [Math.max(h, a + 1), a];
    if (f.away.id === strong) return [h, Math.max(a, h + 1)];
    return [Math.min(h, a), Math.min(h, a)];
  };
}

/** A group's teams in the site's order: points, goal difference, goals scored, then name (docs/decisions/knockouts.md). */
export function finalOrder(teams: TeamRec[], matches: MatchRec[]): TeamRec[] {
  const rows = computeStandings(teams, matches);
  const r = (t: TeamRec) => rows.get(t.id) as NonNullable<ReturnType<typeof rows.get>>;
  return [...teams].sort(
    (a, b) =>
      r(b).points - r(a).points ||
      r(b).goalDifference - r(a).goalDifference ||
      r(b).goalsFor - r(a).goalsFor ||
      a.school.name.localeCompare(b.school.name),
  );
}

const SHOOTOUTS: Array<[number, number]> = [
  [4, 3],
  [5, 4],
  [3, 2],
  [4, 2],
  [5, 3],
];

export type KnockoutOptions = {
  now: number;
  currentWeek: number;
  seed: number;
  firstId: number;
  groups: TeamRec[][];
  /** The group stage's matches (all of them). */
  matches: MatchRec[];
  byId: Map<number, PlayerRec>;
  officials: string[];
  time: (kickoff: number) => string;
};

export type Knockout = {
  played: MatchRec[];
  /** The ties as CMS documents: a played one through the season's own match draft, with the knockout fields. */
  drafts: (draft: (m: MatchRec) => Draft, createdAt: number) => Draft[];
};

export function playKnockout(opts: KnockoutOptions): Knockout {
  const { now } = opts;
  const rng: Rng = mulberry32(opts.seed ^ 0x6b6f);
  const today = nepalDayStart(now);
  const qualifying = qualifyingGroups(opts.groups.length);
  const groupDone = (g: number) => opts.matches.every((m) => m.group !== g || m.status === 'completed');
  const order = new Map<number, TeamRec[]>();
  const placeOf = (g: number, place: number): TeamRec | null => {
    if (!groupDone(g)) return null;
    if (!order.has(g))
      order.set(
        g,
        finalOrder(
          opts.groups[g] as TeamRec[],
          opts.matches.filter((m) => m.group === g),
        ),
      );
    return (order.get(g) as TeamRec[])[place - 1] ?? null;
  };
  const ties: KoTie[] = [];
  let id = opts.firstId;
  for (const [ri, round] of ROUNDS.entries()) {
    const prev = ties.filter((t) => t.round === ROUNDS[ri - 1]);
    for (let n = 1; n <= round.ties; n++) {
      let from: [Source, Source];
      if (ri === 0) {
        const pair = Math.floor((n - 1) / 2) * 2;
        const [a, b] = [qualifying[pair] as number, qualifying[pair + 1] as number];
        from =
          n % 2
            ? [
                { group: a, place: 1 },
                { group: b, place: 2 },
              ]
            : [
                { group: b, place: 1 },
                { group: a, place: 2 },
              ];
      } else from = [{ tie: (prev[2 * n - 2] as KoTie).id }, { tie: (prev[2 * n - 1] as KoTie).id }];
      // Round of 16 over two days (four ties a day), the later rounds on the week's second day; 10:00 and 14:00.
      const day = ri === 0 ? (n <= 4 ? 0 : 1) : 1;
      const slot = ri === 0 ? (n - 1) % 2 : round.ties === 1 ? 1 : (n - 1) % 2;
      const kickoff = today + ((round.week - opts.currentWeek) * 7 + day - 1) * DAY + (slot ? 14 : 10) * HOUR;
      const host = (opts.groups[qualifying[(n - 1 + ri) % 8] as number] as TeamRec[])[0] as TeamRec;
      const venue = `${host.school.place} Municipal Ground, ${host.school.city}`;
      ties.push({ id: id++, round, tie: n, from, kickoff, venue, rec: null, sides: [null, null], penalties: null });
    }
  }
  const byTie = new Map(ties.map((t) => [t.id, t]));
  const winner = (t: KoTie): TeamRec | null => {
    const m = t.rec;
    if (!m || m.status !== 'completed' || m.scoreHome === null || m.scoreAway === null) return null;
    const home =
      m.scoreHome > m.scoreAway || (m.scoreHome === m.scoreAway && (t.penalties?.[0] ?? 0) > (t.penalties?.[1] ?? 0));
    return home ? m.home : m.away;
  };
  const resolve = (s: Source): TeamRec | null =>
    'group' in s ? placeOf(s.group, s.place) : winner(byTie.get(s.tie) as KoTie);
  for (const t of ties) {
    t.sides = [resolve(t.from[0]), resolve(t.from[1])];
    const [home, away] = t.sides;
    if (!home || !away || t.kickoff > now) continue;
    const status = t.kickoff + 110 * 60_000 <= now ? 'completed' : 'running';
    const f: Fixture = {
      group: -1,
      week: t.round.week,
      day: 0,
      slot: 0,
      home,
      away,
      kickoff: t.kickoff,
      time: opts.time(t.kickoff),
      venue: t.venue,
      status,
    };
    const [rec] = playMatches([f], opts.byId, {
      seed: opts.seed,
      now,
      officials: opts.officials,
      announced: () => true,
      firstId: t.id,
    });
    t.rec = rec as MatchRec;
    if (status === 'completed' && t.rec.scoreHome === t.rec.scoreAway) {
      const [a, b] = rng.pick(SHOOTOUTS);
      t.penalties = rng.chance(0.5) ? [a, b] : [b, a];
    }
  }
  const slotOf = (s: Source) =>
    'group' in s
      ? { group: s.group + 1, place: s.place, match: null, outcome: null }
      : { group: null, place: null, match: s.tie, outcome: 'winner' };
  return {
    played: ties.flatMap((t) => (t.rec ? [t.rec] : [])),
    drafts: (draft, createdAt) =>
      ties.map((t): Draft => {
        const fields = {
          round: t.round.round,
          round_name: t.round.name,
          round_name_ne: t.round.name_ne,
          tie: t.tie,
          homeSlot: slotOf(t.from[0]),
          awaySlot: slotOf(t.from[1]),
          penaltiesHome: t.penalties?.[0] ?? null,
          penaltiesAway: t.penalties?.[1] ?? null,
        };
        if (t.rec) return { ...draft(t.rec), ...fields };
        // Not played yet: the sides the league has entered, else none (the slots name them).
        return {
          id: t.id,
          match_date: new Date(t.kickoff).toISOString(),
          time: opts.time(t.kickoff),
          venue: t.venue,
          venue_ne: nepaliName(t.venue),
          status: 'upcoming',
          week: t.round.week,
          scoreHome: null,
          scoreAway: null,
          homeTeam: t.sides[0]?.id ?? null,
          awayTeam: t.sides[1]?.id ?? null,
          homeCaptain: null,
          awayCaptain: null,
          homePlayers: [],
          awayPlayers: [],
          homePlayersSubstitutes: [],
          awayPlayersSubstitutes: [],
          referee: null,
          assistantReferee1: null,
          assistantReferee2: null,
          fourthOfficial: null,
          ...fields,
          createdAt,
          updatedAt: createdAt,
        };
      }),
  };
}
