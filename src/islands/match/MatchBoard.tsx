// Match centre scoreboard (SPEC §2, §4): display badge, both teams, score, date, kickoff and venue. Starts from the build,
// then asks the API for the match every minute, so status, score and badge follow a match that goes live.
import { useCallback } from 'react';
import { loadMatch, type LiveMatch } from '../../lib/api/live.ts';
import { DATE_FORMATS, formatNepal } from '../../lib/format.ts';
import { displayBadge } from '../../lib/league/match-status.ts';
import { teamView, type TeamTable } from '../../lib/live-view.ts';
import { TeamBadge } from '../live/TeamBadge.tsx';
import { useLive } from '../live/useLive.ts';
import { useNepalDay } from '../live/useNepalDay.ts';
import s from './match.module.css';
import { BsDate } from '../bs/BsDate.tsx';

/** The match is asked again as often as its events (SPEC §7: 60 seconds). */
export const MATCH_REFRESH_MS = 60_000;

type Props = { match: LiveMatch; teams: TeamTable; builtAt: number };

export default function MatchBoard({ match, teams, builtAt }: Props) {
  const load = useCallback(() => loadMatch(match.id), [match.id]);
  const live = useLive(load, match, MATCH_REFRESH_MS);
  const today = useNepalDay(builtAt);
  const m = live.data;
  const failed = live.failed && !live.fresh;
  const running = m.status === 'running';
  const showScore = m.status === 'completed' || running;
  const home = teamView(teams, m.homeId);
  const away = teamView(teams, m.awayId);
  return (
    <header className={running && !failed ? `${s.board} ${s.live}` : s.board} data-match-id={m.id} aria-busy={live.loading} data-answered={live.answered ? '' : undefined}>
      {failed ? (
        <div className={s.failure} role="alert">
          <p>Failed to load match. Please try again.</p>
          <button type="button" className="btn" onClick={live.retry}>Retry</button>
        </div>
      ) : (
        <p className={s.badgeRow}>
          <span className={s.badge} data-display-badge="" data-date={m.date ?? undefined} data-status={m.status}>{displayBadge(m, today)}</span>
          {m.week !== null && <span className={s.week}>Week {m.week}</span>}
        </p>
      )}
      <h1 className="visually-hidden">{home.name ?? 'TBD'} vs {away.name ?? 'TBD'}</h1>
      <div className={s.teams}>
        <TeamBadge team={home} size={80} href={m.homeId ? `/teams/${m.homeId}` : undefined} />
        <p className={s.score} data-score="">
          {showScore && !failed ? (
            <><span data-score-home="">{m.scoreHome ?? 0}</span><span aria-hidden="true"> - </span><span className="visually-hidden"> to </span><span data-score-away="">{m.scoreAway ?? 0}</span></>
          ) : (
            <span className={s.vs}>vs</span>
          )}
        </p>
        <TeamBadge team={away} size={80} href={m.awayId ? `/teams/${m.awayId}` : undefined} />
      </div>
      <dl className={s.meta}>
        <div><dt>Date</dt><dd>{m.date ? <time dateTime={m.date}>{formatNepal(m.date, DATE_FORMATS.fixture)}</time> : 'TBD'}<BsDate value={m.date} dot /></dd></div>
        <div><dt>Kickoff</dt><dd>{formatNepal(m.date, DATE_FORMATS.kickoff)}</dd></div>
        <div><dt>Venue</dt><dd>{m.venue ?? 'TBD'}</dd></div>
      </dl>
    </header>
  );
}
