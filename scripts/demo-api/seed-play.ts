// Playing the fixtures: line-ups, events (goals, own goals, cards, subs), scores from the events, players' season stats.
import type { EventRec, EventType, Lineup, MatchRec, PlayerRec, TeamRec } from './seed-model.ts';
import { squadOf } from './seed-model.ts';
import type { Fixture } from './seed-schedule.ts';
import { MINUTE, mulberry32, type Rng } from './seed-util.ts';

/** Home or away goals in a full match: 0–4, mostly 0–2. */
const GOALS: Array<readonly [number, number]> = [
  [0, 26],
  [1, 33],
  [2, 23],
  [3, 12],
  [4, 6],
];

/** A starting eleven (4-4-2), five substitutes and the captain, with a little rotation from match to match. */
export function pickLineup(rng: Rng, team: TeamRec): Lineup {
  const choose = (list: PlayerRec[], n: number): { on: PlayerRec[]; off: PlayerRec[] } => {
    const on = list.slice(0, n),
      off = list.slice(n);
    if (off.length && rng.chance(0.35)) {
      const i = rng.int(0, on.length - 1),
        j = rng.int(0, off.length - 1);
      [on[i], off[j]] = [off[j] as PlayerRec, on[i] as PlayerRec];
    }
    return { on, off };
  };
  const gk = rng.chance(0.12) ? [...team.gk].reverse() : team.gk;
  const g = { on: gk.slice(0, 1), off: gk.slice(1) };
  const d = choose(team.def, 4),
    m = choose(team.mid, 4),
    f = choose(team.fwd, 2);
  const starters = [...g.on, ...d.on, ...m.on, ...f.on].map((p) => p.id);
  const bench: PlayerRec[] = [...g.off.slice(0, 1)];
  const rest = [d.off, m.off, f.off];
  for (let i = 0; bench.length < 5 && rest.some((r) => r.length > i); i++)
    for (const r of rest) if (r[i] && bench.length < 5) bench.push(r[i] as PlayerRec);
  const captain = starters.includes(team.captain) ? team.captain : (starters[1] as number);
  return { starters, subs: bench.map((p) => p.id), captain };
}

type Side = { team: TeamRec; lineup: Lineup; onPitch: Set<number>; bench: number[]; booked: Set<number> };
const POSITION_WEIGHT: Record<string, number> = { forward: 6, midfielder: 3, defender: 1, goalkeeper: 0 };

/**
 * Events up to `maxMinute` with the given goals per side (each may become an own goal by the other side's player).
 * Every player named is on the pitch at that minute; the score follows from the events alone (see `scoreOf`).
 */
export function playEvents(
  rng: Rng,
  byId: Map<number, PlayerRec>,
  home: Side,
  away: Side,
  maxMinute: number,
  goals: [number, number],
): EventRec[] {
  type Plan = { minute: number; side: 0 | 1; kind: 'goal' | 'yellow' | 'red' | 'sub'; order: number };
  const plan: Plan[] = [];
  const minute = (lo: number) => rng.int(Math.min(lo, maxMinute), maxMinute);
  goals.forEach((n, side) => {
    for (let i = 0; i < n; i++) plan.push({ minute: minute(1), side: side as 0 | 1, kind: 'goal', order: 1 });
  });
  const yellows = Math.round(
    rng.weighted([
      [0, 2],
      [1, 4],
      [2, 4],
      [3, 3],
      [4, 1],
    ]) *
      (maxMinute / 90),
  );
  for (let i = 0; i < yellows; i++)
    plan.push({ minute: minute(8), side: rng.chance(0.5) ? 0 : 1, kind: 'yellow', order: 2 });
  if (maxMinute >= 60 && rng.chance(0.12))
    plan.push({ minute: minute(55), side: rng.chance(0.5) ? 0 : 1, kind: 'red', order: 2 });
  if (maxMinute >= 60)
    for (const side of [0, 1] as const) {
      const n = rng.int(2, 4);
      for (let i = 0; i < n; i++)
        plan.push({ minute: rng.int(46, Math.min(88, maxMinute)), side, kind: 'sub', order: 0 });
    }
  plan.sort((a, b) => a.minute - b.minute || a.order - b.order);
  const sides = [home, away];
  const pickFrom = (side: Side, weight: (p: PlayerRec) => number): number | null => {
    const options = [...side.onPitch]
      .map((id) => [id, weight(byId.get(id) as PlayerRec)] as const)
      .filter(([, w]) => w > 0);
    return options.length ? rng.weighted(options) : null;
  };
  const outfield = (p: PlayerRec) => (p.position === 'goalkeeper' ? 0 : 1);
  const events: EventRec[] = [];
  for (const step of plan) {
    const own = sides[step.side] as Side,
      other = sides[1 - step.side] as Side;
    const ev = (
      side: Side,
      type: EventType,
      player: number | null,
      playerIn: number | null = null,
      playerOut: number | null = null,
    ) => events.push({ teamId: side.team.id, type, minute: step.minute, player, playerIn, playerOut });
    if (step.kind === 'goal') {
      if (rng.chance(0.07)) {
        const p = pickFrom(other, (pl) => (pl.position === 'defender' ? 4 : outfield(pl)));
        if (p !== null) {
          ev(other, 'own_goal', p);
          continue;
        }
      }
      ev(own, 'goal', pickFrom(own, (pl) => POSITION_WEIGHT[pl.position] ?? 1) ?? (own.lineup.starters[10] as number));
    } else if (step.kind === 'yellow') {
      const p = pickFrom(own, (pl) => (own.booked.has(pl.id) ? 0 : outfield(pl) * 3 + 1));
      if (p !== null) {
        own.booked.add(p);
        ev(own, 'yellow_card', p);
      }
    } else if (step.kind === 'red') {
      const p = pickFrom(own, outfield);
      if (p !== null) {
        own.onPitch.delete(p);
        ev(own, 'red_card', p);
      }
    } else {
      const pIn = own.bench.shift();
      const pOut = pickFrom(own, outfield);
      if (pIn !== undefined && pOut !== null) {
        own.onPitch.delete(pOut);
        own.onPitch.add(pIn);
        ev(own, 'substitution', null, pIn, pOut);
      }
    }
  }
  return events;
}

/** The score from the events: a goal counts for its team, an own goal for the other team. */
export function scoreOf(events: EventRec[], homeId: number, awayId: number): [number, number] {
  let h = 0,
    a = 0;
  for (const e of events) {
    if (e.type === 'goal') {
      if (e.teamId === homeId) h++;
      else if (e.teamId === awayId) a++;
    }
    if (e.type === 'own_goal') {
      if (e.teamId === homeId) a++;
      else if (e.teamId === awayId) h++;
    }
  }
  return [h, a];
}

export type PlayOptions = {
  seed: number;
  now: number;
  officials: string[];
  /** Whether an upcoming match already has its line-ups announced. */
  announced: (f: Fixture) => boolean;
  /** A full-time score other than the one drawn (the nationwide seed's group of two strong schools). */
  goals?: (f: Fixture, drawn: [number, number]) => [number, number];
  /** The first fixture's match id (the knockout's ties come after the group stage's matches). */
  firstId?: number;
};

const emptyLineup = (team: TeamRec): Lineup => ({ starters: [], subs: [], captain: team.captain });
const side = (team: TeamRec, lineup: Lineup): Side => ({
  team,
  lineup,
  onPitch: new Set(lineup.starters),
  bench: lineup.subs.filter((id) => !team.gk.some((g) => g.id === id)),
  booked: new Set(),
});

export function playMatches(fixtures: Fixture[], byId: Map<number, PlayerRec>, opts: PlayOptions): MatchRec[] {
  return fixtures.map((f, i): MatchRec => {
    const id = i + (opts.firstId ?? 1);
    const rng = mulberry32((opts.seed ^ Math.imul(id, 0x9e3779b1)) >>> 0); // one generator per match: stable results
    const officials = rng.shuffle(opts.officials).slice(0, 4) as [string, string, string, string];
    const played = f.status !== 'upcoming';
    const withLineups = played || opts.announced(f);
    const hl = withLineups ? pickLineup(rng, f.home) : emptyLineup(f.home);
    const al = withLineups ? pickLineup(rng, f.away) : emptyLineup(f.away);
    let events: EventRec[] = [];
    if (f.status === 'completed') {
      const drawn: [number, number] = [
        rng.weighted(GOALS),
        Math.max(0, rng.weighted(GOALS) - (rng.chance(0.2) ? 1 : 0)),
      ];
      events = playEvents(rng, byId, side(f.home, hl), side(f.away, al), 90, opts.goals?.(f, drawn) ?? drawn);
    } else if (f.status === 'running') {
      const elapsed = Math.floor((opts.now - f.kickoff) / MINUTE);
      const minute = elapsed <= 45 ? Math.max(1, elapsed) : elapsed <= 60 ? 45 : Math.min(90, elapsed - 15);
      const goals: [number, number] =
        minute < 10 ? [0, 0] : rng.chance(0.35) ? [1, 1] : rng.chance(0.5) ? [1, 0] : [rng.int(1, 2), 0];
      events = playEvents(rng, byId, side(f.home, hl), side(f.away, al), minute, goals);
    }
    const [sh, sa] = scoreOf(events, f.home.id, f.away.id);
    return {
      id,
      group: f.group,
      week: f.week,
      day: f.day,
      kickoff: f.kickoff,
      time: f.time,
      venue: f.venue,
      status: f.status,
      home: f.home,
      away: f.away,
      scoreHome: played ? sh : null,
      scoreAway: played ? sa : null,
      homeLineup: hl,
      awayLineup: al,
      officials,
      events,
    };
  });
}

/** Season statistics of every player from the completed matches (appearances include substitutes who came on). */
export function tallyStats(matches: MatchRec[], byId: Map<number, PlayerRec>): void {
  for (const m of matches) {
    if (m.status !== 'completed') continue;
    const appeared = new Set([...m.homeLineup.starters, ...m.awayLineup.starters]);
    for (const e of m.events) {
      if (e.type === 'substitution' && e.playerIn !== null) appeared.add(e.playerIn);
      const p = e.player === null ? undefined : byId.get(e.player);
      if (!p) continue;
      if (e.type === 'goal') p.stats.goals++;
      if (e.type === 'yellow_card') p.stats.yellowcards++;
      if (e.type === 'red_card') p.stats.redcards++;
    }
    for (const id of appeared) {
      const p = byId.get(id);
      if (p) p.stats.appearance++;
    }
    const keepers: Array<[number | undefined, number | null]> = [
      [m.homeLineup.starters[0], m.scoreAway],
      [m.awayLineup.starters[0], m.scoreHome],
    ];
    for (const [gk, conceded] of keepers) {
      const p = gk === undefined ? undefined : byId.get(gk);
      if (p && conceded === 0) p.stats.cleansheet++;
    }
  }
}

export const playersOf = (teams: TeamRec[]): PlayerRec[] => teams.flatMap((t) => [...squadOf(t), ...t.staff]);
