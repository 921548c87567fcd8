// Ticket activations: the active one for the current week (days closed, limited, sold out, open) and an older inactive one.
import { nepaliName } from './seed-names-ne.ts';
import type { Draft, MatchRec } from './seed-model.ts';
import { DAY, HOUR, dateOnly, type Rng } from './seed-util.ts';

type DayStatus = 'open' | 'limited' | 'closed' | 'sold_out';
const CAPACITY = 500;

function ticketDay(rng: Rng, matches: MatchRec[], status: DayStatus): Record<string, unknown> {
  const booked =
    status === 'sold_out'
      ? CAPACITY
      : status === 'limited'
        ? CAPACITY - 12
        : status === 'closed'
          ? rng.int(380, 470)
          : rng.int(60, 220);
  const first = matches[0] as MatchRec;
  return {
    id: rng.hex24(),
    date: dateOnly(first.kickoff),
    capacity: CAPACITY,
    availableCount: CAPACITY - booked,
    heldCount: 0,
    bookedCount: booked,
    status,
    venue: first.venue,
    venue_ne: nepaliName(first.venue),
    matches: matches.map((m) => m.id),
  };
}

/** Match days (week, day) of one group, each with its matches in kickoff order. */
function matchDays(matches: MatchRec[], group: number, week: number): MatchRec[][] {
  const mine = matches.filter((m) => m.group === group && m.week === week).sort((a, b) => a.kickoff - b.kickoff);
  return [0, 1].map((d) => mine.filter((m) => m.day === d)).filter((d) => d.length > 0);
}

/**
 * The active activation is for `currentWeek`: yesterday (closed, in the past), today (limited: 12 left), and the next
 * week's two days (sold out, then open), so every status appears and a future open day can be booked.
 */
export function ticketDrafts(rng: Rng, matches: MatchRec[], currentWeek: number, now: number): Draft[] {
  const [yesterday, today] = matchDays(matches, 0, currentWeek);
  const next = matchDays(matches, 0, currentWeek + 1);
  const days: Array<[MatchRec[] | undefined, DayStatus]> = [
    [yesterday, 'closed'],
    [today, 'limited'],
    [next[0], 'sold_out'],
    [next[1], 'open'],
  ];
  const active = days.flatMap(([ms, status]) => (ms ? [ticketDay(rng, ms, status)] : []));
  const previous = matchDays(matches, 0, currentWeek - 1).map((ms) => ticketDay(rng, ms, 'closed'));
  return [
    {
      id: 1,
      ticketsStartFrom: 1,
      week: currentWeek - 1,
      isActive: false,
      days: previous,
      createdAt: now - 12 * DAY,
      updatedAt: now - 6 * DAY,
    },
    {
      id: 2,
      ticketsStartFrom: 1,
      week: currentWeek,
      isActive: true,
      days: active,
      createdAt: now - 5 * DAY,
      updatedAt: now - 2 * HOUR,
    },
  ];
}
