// Match events at build time: the matchEvents collection (synced incrementally like the others), grouped by match,
// player names joined from the players collection, each match's list in minute order. Memoised for the whole build.
import type { MatchEvent } from './api/types.ts';
import { all, byId, getPlayers, joinPerson } from './content.ts';
import { sortEvents } from './league/match-events.ts';

let grouped: Promise<Map<string, MatchEvent[]>> | null = null;

async function load(): Promise<Map<string, MatchEvent[]>> {
  const [events, players] = await Promise.all([all<MatchEvent>('matchEvents'), getPlayers().then(byId)]);
  const out = new Map<string, MatchEvent[]>();
  for (const e of events) {
    if (e.matchId === null) continue;
    const joined: MatchEvent = {
      ...e,
      player: joinPerson(e.player, players),
      playerIn: joinPerson(e.playerIn, players),
      playerOut: joinPerson(e.playerOut, players),
    };
    out.set(e.matchId, [...(out.get(e.matchId) ?? []), joined]);
  }
  for (const [id, list] of out) out.set(id, sortEvents(list));
  return out;
}

/** The events of one match, sorted by minute; [] when none are recorded. */
export async function getMatchEvents(matchId: string): Promise<MatchEvent[]> {
  grouped ??= load();
  return (await grouped).get(matchId) ?? [];
}
