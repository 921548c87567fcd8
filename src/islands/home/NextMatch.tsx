// Next Match Countdown (SPEC §2, §4), an island of home: both teams, the date, the ticking countdown, kickoff and venue;
// loading, error and 'No upcoming matches' states. It reads the same matches as the banner island (one request).
import { formatBs } from '../../lib/format/base.ts';
import { localDate } from '../../lib/format/local.ts';
import { teamView, venueOf } from '../../lib/live-view.ts';
import { useHomeMatches, type HomeProps } from './useHomeMatches.ts';
import { LoadingMark } from '../shared/LoadingMark.tsx';
import { TeamBadge } from '../shared/TeamBadge.tsx';
import { useNamed, useTeams } from '../shared/useTeams.ts';
import { Countdown } from './Countdown.tsx';
import s from './home.module.css';

export function NextMatch({ matches, teams: built, builtAt, t, words }: HomeProps) {
  const { target: now, failed, live } = useHomeMatches(matches, builtAt);
  const [teams, naming] = useTeams(built, [now?.homeId, now?.awayId]);
  const m = useNamed(now, naming);
  const busy = live.loading;
  const loading = live.loading && !live.fresh;
  const answered = live.answered;
  const c = t.countdown;
  const cms = words ? 'en' : undefined;
  // In Nepali the date line is Bikram Sambat first already.
  const bs = words ? '' : formatBs(m?.date);
  return (
    <section
      id="next-match-countdown"
      className={s.countdown}
      aria-labelledby="next-match-title"
      aria-busy={busy}
      data-answered={answered ? '' : undefined}
      data-next-match=""
      data-match-id={m?.id}
      data-target-date={m?.date ?? undefined}
    >
      <h2 id="next-match-title" className={s.cdHeading}>
        {c.title}
      </h2>
      {loading && <LoadingMark label={t.loading} />}
      {failed ? (
        <p className={s.title} role="alert">
          {c.error}
        </p>
      ) : m ? (
        <>
          <div className={s.teams}>
            <TeamBadge team={teamView(teams, m.homeId)} size={64} tbd={t.tbd} nameLang={cms} />
            <span className={s.vs}>{t.vs}</span>
            <TeamBadge team={teamView(teams, m.awayId)} size={64} tbd={t.tbd} nameLang={cms} />
          </div>
          <p className={s.flush}>
            <time dateTime={m.date ?? undefined}>{localDate(m.date, 'countdown', words, t.tbd)}</time>
          </p>
          {bs && (
            <p className={s.flush} data-bs="">
              {bs}
            </p>
          )}
          <Countdown target={m.date} builtAt={builtAt} t={c} words={words} />
          <p className={s.flush}>
            {c.kickoff} <span data-kickoff="">{localDate(m.date, 'kickoff', words, t.tbd)}</span>
          </p>
          {((v) =>
            v[0] && (
              <p className={s.flush} lang={v[1]}>
                {v[0]}
              </p>
            ))(venueOf(m, cms))}
        </>
      ) : (
        <div>
          <p className={s.title}>{c.none}</p>
          <p className={s.flush}>{c.noneText}</p>
        </div>
      )}
    </section>
  );
}
