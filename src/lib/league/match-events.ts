// Match events in the match centre (SPEC §2, §3): order by minute, the words for each event type, who was involved.
// The island uses `eventLines` (no words: its texts come from the page, in the page's language).
import type { MatchEvent } from '../api/types.ts';
import { time } from '../nepal-day.ts';

type E = Pick<MatchEvent, 'minute' | 'createdAt'>;

/** Minute ascending; events without a minute last; ties in the order they were recorded. */
export function sortEvents<T extends E>(events: T[]): T[] {
  return [...events].sort(
    (a, b) => (a.minute ?? Infinity) - (b.minute ?? Infinity) || (time(a.createdAt) ?? 0) - (time(b.createdAt) ?? 0),
  );
}

export type EventSide = 'home' | 'away' | null;

export function eventSide(event: Pick<MatchEvent, 'teamId'>, homeId: string | null, awayId: string | null): EventSide {
  if (event.teamId !== null && event.teamId === homeId) return 'home';
  if (event.teamId !== null && event.teamId === awayId) return 'away';
  return null;
}

export type EventPeople = { player: string | null; playerIn: string | null; playerOut: string | null };

/** Names of who scored, was booked or was swapped: a sub_in's player came on, a sub_out's player went off; `nepali`:
 *  a player's Nepali name where the CMS has one (issue 42). */
export function eventPeople(
  e: Pick<MatchEvent, 'type' | 'player' | 'playerIn' | 'playerOut'>,
  nepali = false,
): EventPeople {
  const name = (p: MatchEvent['player']) => (nepali && p?.nameNe ? p.nameNe : (p?.name ?? null));
  if (e.type === 'substitution' || e.type === 'sub_in' || e.type === 'sub_out') {
    return {
      player: null,
      playerIn: name(e.playerIn) ?? (e.type === 'sub_in' ? name(e.player) : null),
      playerOut: name(e.playerOut) ?? (e.type === 'sub_out' ? name(e.player) : null),
    };
  }
  return { player: name(e.player), playerIn: null, playerOut: null };
}

/** The minute as shown: 45' (nothing when unknown). */
export function eventMinute(minute: number | null): string {
  return minute === null ? '' : `${minute}'`;
}

/** One line of the event list: who, when, what, for which side; plain data, so the build can hand it to an island. The
 *  words for its type are the page's language's (the island's texts; src/i18n/texts/match.ts `events.labels`). */
export type EventLine = { id: string; type: string; minute: string; side: EventSide } & EventPeople;
export type EventRow = EventLine & { label: string };

/** A match's events as the list shows them, by minute, without words. */
export function eventLines(
  events: MatchEvent[],
  homeId: string | null,
  awayId: string | null,
  nepali = false,
): EventLine[] {
  return sortEvents(events).map((e) => ({
    id: e.id,
    type: e.type,
    minute: eventMinute(e.minute),
    side: eventSide(e, homeId, awayId),
    ...eventPeople(e, nepali),
  }));
}

/** A match's events as the list shows them, by minute, with the page's words for each type (an unknown type as it is). */
export function eventRows(
  events: MatchEvent[],
  homeId: string | null,
  awayId: string | null,
  labels: Readonly<Record<string, string>>,
): EventRow[] {
  return eventLines(events, homeId, awayId).map(({ id, type, ...rest }) => ({
    id,
    type,
    label: labels[type] ?? type,
    ...rest,
  }));
}
