// Current match banner (SPEC §2), an island of home: LIVE NOW / TODAY'S MATCH / UPCOMING MATCH, the score and a pulsing
// style while running. The countdown (NextMatch.tsx) is another island reading the same matches (one request).
import { formatBs } from '../../lib/format/base.ts';
import { localDate, localNumber } from '../../lib/format/local.ts';
import { pathBase } from '../../i18n/locales.ts';
import { bannerHeading } from '../../lib/league/match-status.ts';
import { teamView, venueOf } from '../../lib/live-view.ts';
import { useHomeMatches, type HomeProps } from './useHomeMatches.ts';
import { TeamBadge } from '../shared/TeamBadge.tsx';
import { useNamed, useTeams } from '../shared/useTeams.ts';
import s from './home.module.css';

export function CurrentMatch({ matches, teams: built, builtAt, t, words, locale }: HomeProps) {
  const { current: now, today, failed, live } = useHomeMatches(matches, builtAt);
  const [teams, naming] = useTeams(built, [now?.homeId, now?.awayId]);
  const m = useNamed(now, naming);
  const onRetry = live.retry;
  const b = t.banner;
  // CMS names as written: marked English on a Nepali page (screen readers).
  const cms = words ? 'en' : undefined;
  const running = !failed && m?.status === 'running';
  const home = teamView(teams, m?.homeId ?? null);
  const away = teamView(teams, m?.awayId ?? null);
  // In Nepali the date line is Bikram Sambat first already; English shows the BS date on its own line.
  const bs = words ? '' : formatBs(m?.date);
  return (
    <section
      id="current-match"
      className={running ? `${s.banner} ${s.running}` : s.banner}
      aria-labelledby="current-match-title"
      data-current-match=""
      data-match-id={m?.id}
      data-date={m?.date ?? undefined}
      data-status={m?.status}
    >
      {failed ? (
        <>
          <h2 id="current-match-title" className="visually-hidden">
            {b.title}
          </h2>
          <div className={s.failure} role="alert">
            <p>{t.failed}</p>
            <button type="button" className="btn" onClick={onRetry}>
              {t.retry}
            </button>
          </div>
        </>
      ) : m ? (
        <>
          <h2 id="current-match-title" className={s.heading}>
            {b.heading[bannerHeading(m, today)]}
          </h2>
          <div className={s.teams}>
            <TeamBadge team={home} size={64} tbd={t.tbd} nameLang={cms} />
            <span className={s.score} data-score="">
              {running ? localNumber(`${m.scoreHome ?? 0} - ${m.scoreAway ?? 0}`, words) : t.vs}
            </span>
            <TeamBadge team={away} size={64} tbd={t.tbd} nameLang={cms} />
          </div>
          <p className={s.meta}>
            <time dateTime={m.date ?? undefined}>{localDate(m.date, 'liveBanner', words, t.tbd)}</time>
          </p>
          {bs && (
            <p className={s.meta} data-bs="">
              {bs}
            </p>
          )}
          {((v) =>
            v[0] && (
              <p className={s.meta} lang={v[1]}>
                {v[0]}
              </p>
            ))(venueOf(m, cms))}
          <a className={s.more} href={`${pathBase(locale)}/fixture/${m.id}`}>
            {b.details}
            <span className="visually-hidden">
              : <span lang={cms}>{home.name ?? t.tbd}</span> {t.vs} <span lang={cms}>{away.name ?? t.tbd}</span>
            </span>
          </a>
        </>
      ) : (
        <>
          <h2 id="current-match-title" className={s.heading}>
            {b.none}
          </h2>
          <p className={s.meta}>{b.noneText}</p>
        </>
      )}
    </section>
  );
}
