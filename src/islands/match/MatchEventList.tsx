// Match centre event list (SPEC §2): goals, cards and substitutions by minute with the players' names, asked again
// every 60 seconds; 'No events recorded' when empty, 'Unable to load match events' (with Retry) when the first request fails.
import { useCallback } from 'react';
import { loadMatchEvents } from '../../lib/api/live-events.ts';
import { eventRows, type EventRow } from '../../lib/league/match-events.ts';
import { useLive } from '../live/useLive.ts';
import s from './match.module.css';

/** SPEC §7: events are refetched every 60 seconds. */
export const EVENTS_REFRESH_MS = 60_000;

type Side = { id: string | null; name: string | null };
type Props = { matchId: string; home: Side; away: Side; events: EventRow[] };

export default function MatchEventList({ matchId, home, away, events }: Props) {
  const load = useCallback(async () => eventRows(await loadMatchEvents(matchId), home.id, away.id), [matchId, home.id, away.id]);
  const live = useLive(load, events, EVENTS_REFRESH_MS);
  const teamName = (side: EventRow['side']) => (side === 'home' ? home.name : side === 'away' ? away.name : null);
  const rows = live.data;
  return (
    <section id="match-events" className={s.events} aria-labelledby="events-title" aria-busy={live.loading} data-answered={live.answered ? '' : undefined} data-match-events="" data-match-id={matchId}>
      <h2 id="events-title">Match Events</h2>
      {live.failed && !live.fresh ? (
        // The next refresh is a minute away: the visitor need not wait for it.
        <div className={s.failure} role="alert">
          <p>Unable to load match events</p>
          <button type="button" className="btn" onClick={live.retry}>Retry</button>
        </div>
      ) : rows.length === 0 ? (
        <p className={s.none} data-events-empty="">No events recorded</p>
      ) : (
        // New events are read out as they arrive.
        <ol className={s.list} aria-live="polite">
          {rows.map((e) => (
            <li key={e.id} className={`${s.event} ${e.side ? s[e.side] : ''}`} data-event-id={e.id} data-event-type={e.type} data-side={e.side ?? undefined}>
              <span className={s.minute} data-minute="">{e.minute}</span>
              <span className={`${s.icon} ${s[`i_${e.type}`] ?? ''}`} aria-hidden="true" />
              <span className={s.body}>
                <span className={s.label} data-label="">{e.label}</span>
                {e.player && <span data-player="">{e.player}</span>}
                {e.playerIn && <span data-player-in=""><span className={s.in} aria-hidden="true">▲</span> In: {e.playerIn}</span>}
                {e.playerOut && <span data-player-out=""><span className={s.out} aria-hidden="true">▼</span> Out: {e.playerOut}</span>}
                {teamName(e.side) && <span className={s.team}>{teamName(e.side)}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
