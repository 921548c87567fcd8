// Next Match Countdown (SPEC §2, §4): both teams, the date, the ticking countdown, kickoff and venue; loading, error and
// 'No upcoming matches' states.
import type { LiveMatch } from '../../lib/api/live.ts';
import { DATE_FORMATS, formatBs, formatNepal } from '../../lib/format.ts';
import { teamView, type TeamTable } from '../../lib/live-view.ts';
import { LoadingMark } from '../live/LoadingMark.tsx';
import { TeamBadge } from '../live/TeamBadge.tsx';
import { Countdown } from './Countdown.tsx';
import s from './home.module.css';

type Props = { match: LiveMatch | null; teams: TeamTable; builtAt: number; busy: boolean; loading: boolean; failed: boolean; answered: boolean };

export function NextMatch({ match: m, teams, builtAt, busy, loading, failed, answered }: Props) {
  const bs = formatBs(m?.date);
  return (
    <section id="next-match-countdown" className={s.countdown} aria-labelledby="next-match-title" aria-busy={busy} data-answered={answered ? '' : undefined} data-next-match=""
      data-match-id={m?.id} data-target-date={m?.date ?? undefined}>
      <h2 id="next-match-title" className={s.cdHeading}>Next Match Countdown</h2>
      {loading && <LoadingMark />}
      {failed ? (
        <p className={s.title} role="alert">Error fetching matches</p>
      ) : m ? (
        <>
          <div className={s.teams}>
            <TeamBadge team={teamView(teams, m.homeId)} size={64} />
            <span className={s.vs}>vs</span>
            <TeamBadge team={teamView(teams, m.awayId)} size={64} />
          </div>
          <p className={s.flush}><time dateTime={m.date ?? undefined}>{formatNepal(m.date, DATE_FORMATS.countdown)}</time></p>
          {bs && <p className={s.flush} data-bs="">{bs}</p>}
          <Countdown target={m.date} builtAt={builtAt} />
          <p className={s.flush}>Kickoff <span data-kickoff="">{formatNepal(m.date, DATE_FORMATS.kickoff)}</span></p>
          {m.venue && <p className={s.flush}>{m.venue}</p>}
        </>
      ) : (
        <div>
          <p className={s.title}>No upcoming matches</p>
          <p className={s.flush}>Check back later for schedule updates</p>
        </div>
      )}
    </section>
  );
}
