// Current match banner (SPEC §2): LIVE NOW / TODAY'S MATCH / UPCOMING MATCH, the score and a pulsing style while running.
import type { LiveMatch } from '../../lib/api/live.ts';
import { DATE_FORMATS, formatBs, formatNepal } from '../../lib/format.ts';
import { bannerHeading } from '../../lib/league/match-status.ts';
import { teamView, type TeamTable } from '../../lib/live-view.ts';
import { TeamBadge } from '../live/TeamBadge.tsx';
import s from './home.module.css';

type Props = { match: LiveMatch | null; teams: TeamTable; today: number; failed: boolean; onRetry: () => void };

export function CurrentMatch({ match: m, teams, today, failed, onRetry }: Props) {
  const running = !failed && m?.status === 'running';
  const home = teamView(teams, m?.homeId ?? null);
  const away = teamView(teams, m?.awayId ?? null);
  const bs = formatBs(m?.date);
  return (
    <section id="current-match" className={running ? `${s.banner} ${s.running}` : s.banner} aria-labelledby="current-match-title" data-current-match=""
      data-match-id={m?.id} data-date={m?.date ?? undefined} data-status={m?.status}>
      {failed ? (
        <>
          <h2 id="current-match-title" className="visually-hidden">Current match</h2>
          <div className={s.failure} role="alert">
            <p>Failed to load data. Please try again.</p>
            <button type="button" className="btn" onClick={onRetry}>Retry</button>
          </div>
        </>
      ) : m ? (
        <>
          <h2 id="current-match-title" className={s.heading}>{bannerHeading(m, today)}</h2>
          <div className={s.teams}>
            <TeamBadge team={home} size={64} />
            <span className={s.score} data-score="">{running ? `${m.scoreHome ?? 0} - ${m.scoreAway ?? 0}` : 'vs'}</span>
            <TeamBadge team={away} size={64} />
          </div>
          <p className={s.meta}><time dateTime={m.date ?? undefined}>{formatNepal(m.date, DATE_FORMATS.liveBanner)}</time></p>
          {bs && <p className={s.meta} data-bs="">{bs}</p>}
          {m.venue && <p className={s.meta}>{m.venue}</p>}
          <a className={s.more} href={`/fixture/${m.id}`}>Match details<span className="visually-hidden">: {home.name ?? 'TBD'} vs {away.name ?? 'TBD'}</span></a>
        </>
      ) : (
        <>
          <h2 id="current-match-title" className={s.heading}>No Current Match</h2>
          <p className={s.meta}>No current match available</p>
        </>
      )}
    </section>
  );
}
