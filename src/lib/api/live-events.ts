// A match's events for the match centre island, with the players' names (depth 1), read without zod.
import { liveUrl } from './client.ts';
import { liveList } from './live-list.ts';
import { eventsQuery, LIVE_READS } from './live-reads.ts';
import { toImage } from './media.ts';
import { obj, readDate, readId, readNum, readText, refId } from './plain.ts';
import type { MatchEvent, PersonRef } from './types.ts';

/** A person reference (player or staff) from an id or a populated document. */
export function readPerson(v: unknown): PersonRef | null {
  const id = refId(v);
  if (id === null) return null;
  const o = obj(v);
  const name = readText(o?.name);
  const jersey = typeof o?.jersey === 'number' && Number.isFinite(o.jersey) ? o.jersey : null;
  const nameNe = readText(o?.name_ne);
  return {
    id,
    name,
    ...(nameNe ? { nameNe } : {}),
    position: readText(o?.position),
    jersey,
    photo: toImage(o?.img, 'player', name ?? 'Player'),
  };
}

export function toMatchEvent(raw: unknown): MatchEvent | null {
  const o = obj(raw);
  const id = readId(o?.id);
  if (!o || id === null) return null;
  const minute = readNum(o.minute);
  return {
    id,
    matchId: refId(o.match),
    teamId: refId(o.teamSelection),
    type: readText(o.eventType) ?? 'unknown',
    minute: minute !== null && minute >= 0 && minute <= 200 ? Math.floor(minute) : null,
    player: readPerson(o.player),
    playerIn: readPerson(o.playerIn),
    playerOut: readPerson(o.playerOut),
    createdAt: readDate(o.createdAt),
  };
}

/** A match's events: the URL (the swr key) and the loader; the query is live-reads.ts's eventsQuery (where[match][equals]). */
export const matchEventsUrl = (matchId: string) => liveUrl(LIVE_READS.events.path(), eventsQuery(matchId));

export function loadMatchEvents(matchId: string): Promise<MatchEvent[]> {
  return liveList(LIVE_READS.events.path(), eventsQuery(matchId), toMatchEvent);
}
