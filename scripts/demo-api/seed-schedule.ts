// The fixture list: double round-robin per group, two matches per match day at one venue, dates placed around `now`.
import type { Status, TeamRec } from './seed-model.ts';
import { DAY, HOUR, MINUTE, mulberry32, nepalClock, nepalDayStart, type Rng } from './seed-util.ts';

export type Fixture = {
  group: number;
  week: number;
  day: number;
  slot: number;
  home: TeamRec;
  away: TeamRec;
  kickoff: number;
  time: string;
  venue: string;
  status: Status;
};

/** Rounds of a double round-robin (circle method); with an odd count one team rests each round. */
export function doubleRoundRobin<T>(teams: readonly T[]): Array<Array<[T, T]>> {
  const list: Array<T | null> = teams.length % 2 ? [...teams, null] : [...teams];
  const n = list.length;
  const first: Array<Array<[T, T]>> = [];
  for (let r = 0; r < n - 1; r++) {
    const round: Array<[T, T]> = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i] as T | null,
        b = list[n - 1 - i] as T | null;
      if (a === null || b === null) continue;
      round.push((r + i) % 2 === 0 ? [a, b] : [b, a]);
    }
    first.push(round);
    list.splice(1, 0, list.pop() as T | null); // rotate all but the first
  }
  return [...first, ...first.map((round) => round.map(([h, a]) => [a, h] as [T, T]))];
}

/** A match lasts about 105 minutes with the break: after that it is completed. */
export const MATCH_LENGTH = 110 * MINUTE;

/**
 * Kickoffs of today's two matches (Nepal time): the first kicked off within the last hour (it is running), the second
 * later today. Normally 10:00 and 14:00; when the clock does not allow that, the times move to fit.
 */
export function todaysKickoffs(now: number, rng: Rng): [number, number] {
  const dayStart = nepalDayStart(now),
    dayEnd = dayStart + DAY;
  const nowMin = (now - dayStart) / MINUTE;
  let running: number;
  const standard = [600, 840, 1080].find((m) => nowMin - m >= 10 && nowMin - m < 58);
  if (standard !== undefined) running = dayStart + standard * MINUTE;
  else {
    const back = Math.min(rng.int(20, 55), Math.floor(nowMin));
    running = Math.max(dayStart, Math.floor((now - back * MINUTE) / (5 * MINUTE)) * 5 * MINUTE);
  }
  let later = running + 4 * HOUR;
  if (later > dayEnd - 30 * MINUTE) {
    const mid = now + (dayEnd - now) / 2;
    later = [5 * MINUTE, MINUTE].map((step) => Math.floor(mid / step) * step).find((t) => t > now) ?? Math.ceil(mid);
  }
  return [running, later];
}

export type ScheduleOptions = {
  now: number;
  rng: Rng;
  /** Rounds to play (a truncated double round-robin when fewer than the full one). */
  weeks: number;
  /** The week in progress: today is its second match day. */
  currentWeek: number;
  venue: (group: number, week: number, day: number) => string;
};

export function schedule(groups: TeamRec[][], opts: ScheduleOptions): Fixture[] {
  const { now, rng } = opts;
  const today = nepalDayStart(now);
  // Its own generator, so the time of day never changes the rest of the season.
  const [runningKickoff, laterKickoff] = todaysKickoffs(now, mulberry32(now % 2 ** 32));
  const fixtures: Fixture[] = [];
  groups.forEach((teams, group) => {
    const rounds = doubleRoundRobin(rng.shuffle(teams)).slice(0, opts.weeks);
    rounds.forEach((round, r) => {
      const week = r + 1;
      round.forEach(([home, away], i) => {
        const day = i < 2 ? 0 : 1,
          slot = i % 2;
        const dayStart = today + ((week - opts.currentWeek) * 7 + day - 1) * DAY;
        const isToday = dayStart === today;
        const kickoff = isToday
          ? slot === 0
            ? runningKickoff
            : laterKickoff
          : dayStart + (slot === 0 ? 10 : 14) * HOUR;
        const status: Status = kickoff + MATCH_LENGTH <= now ? 'completed' : kickoff <= now ? 'running' : 'upcoming';
        fixtures.push({
          group,
          week,
          day,
          slot,
          home,
          away,
          kickoff,
          time: nepalClock(kickoff),
          venue: opts.venue(group, week, day),
          status,
        });
      });
    });
  });
  // Matches in calendar order (the order an admin would enter them week by week).
  return fixtures.sort((a, b) => a.week - b.week || a.day - b.day || a.group - b.group || a.slot - b.slot);
}
