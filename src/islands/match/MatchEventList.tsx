// Match centre event list (SPEC §2): goals, cards and substitutions by minute with the players' names, read live (swr,
// every 60 seconds as SPEC §7 says: live-reads.ts); 'No events recorded' when empty, 'Unable to load match events' (with Retry) when the first request fails.
import { useCallback, type ReactNode } from 'react';
import { loadMatchEvents, matchEventsUrl } from '../../lib/api/live-events.ts';
import { eventLines, type EventLine } from '../../lib/league/match-events.ts';
import { localNumber, type LocalWords } from '../../lib/format/local.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { MatchEventsText } from '../../i18n/texts/match.ts';
import { useLiveRead } from '../shared/live-swr.ts';
import s from './match.module.css';

type Side = { id: string | null; name: string | null };
/** Whether a name has a Devanagari letter (by code point: a Devanagari literal would put Nepali bytes in English pages' JavaScript). */
const devanagari = (text: string) => [...text].some((c) => c.charCodeAt(0) >> 7 === 0x12);
/** `t`, `words`, `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code. */
type Props = {
  matchId: string;
  home: Side;
  away: Side;
  events: EventLine[];
  t: MatchEventsText;
  words: LocalWords | null;
  locale: Locale;
};

export default function MatchEventList({ matchId, home, away, events, t, words }: Props) {
  const load = useCallback(
    async () => eventLines(await loadMatchEvents(matchId), home.id, away.id, words !== null),
    [matchId, home.id, away.id, words],
  );
  const live = useLiveRead('events', matchEventsUrl(matchId), load, events);
  const teamName = (side: EventLine['side']) => (side === 'home' ? home.name : side === 'away' ? away.name : null);
  // CMS text as written (names, an event type the texts do not know): marked English on a Nepali page.
  const cms = words ? 'en' : undefined;
  // A name in Devanagari is the CMS's Nepali one (issue 42): not marked.
  const nameLang = (text: string | null) => (cms && text && !devanagari(text) ? cms : undefined);
  const asWritten = (text: string): ReactNode => (nameLang(text) ? <span lang={cms}>{text}</span> : text);
  const rows = live.data;
  return (
    <section
      id="match-events"
      className={s.events}
      aria-labelledby="events-title"
      aria-busy={live.loading}
      data-answered={live.answered ? '' : undefined}
      data-match-events=""
      data-match-id={matchId}
    >
      <h2 id="events-title">{t.title}</h2>
      {live.failed && !live.fresh ? (
        // The next refresh is a minute away: the visitor need not wait for it.
        <div className={s.failure} role="alert">
          <p>{t.failed}</p>
          <button type="button" className="btn" onClick={live.retry}>
            {t.retry}
          </button>
        </div>
      ) : rows.length === 0 ? (
        <p className={s.none} data-events-empty="">
          {t.none}
        </p>
      ) : (
        // New events are read out as they arrive.
        <ol className={s.list} aria-live="polite">
          {rows.map((e) => (
            <li
              key={e.id}
              className={`${s.event} ${e.side ? s[e.side] : ''}`}
              data-event-id={e.id}
              data-event-type={e.type}
              data-side={e.side ?? undefined}
            >
              <span className={s.minute} data-minute="">
                {localNumber(e.minute, words)}
              </span>
              <span className={`${s.icon} ${s[`i_${e.type}`] ?? ''}`} aria-hidden="true" />
              <span className={s.body}>
                <span className={s.label} data-label="" lang={t.labels[e.type] ? undefined : cms}>
                  {t.labels[e.type] ?? e.type}
                </span>
                {e.player && (
                  <span data-player="" lang={nameLang(e.player)}>
                    {e.player}
                  </span>
                )}
                {e.playerIn && (
                  <span data-player-in="">
                    <span className={s.in} aria-hidden="true">
                      ▲
                    </span>
                    {` ${t.in} `}
                    {asWritten(e.playerIn)}
                  </span>
                )}
                {e.playerOut && (
                  <span data-player-out="">
                    <span className={s.out} aria-hidden="true">
                      ▼
                    </span>
                    {` ${t.out} `}
                    {asWritten(e.playerOut)}
                  </span>
                )}
                {teamName(e.side) && (
                  <span className={s.team} lang={nameLang(teamName(e.side))}>
                    {teamName(e.side)}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
