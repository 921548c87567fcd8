// Match centre scoreboard (SPEC §2, §4): display badge, both teams, score, date, kickoff and venue. Starts from the build,
// then reads the match live (swr, live-reads.ts's refresh: every minute, on return and on reconnect), so status, score
// and badge follow a match that goes live.
import { useCallback } from 'react';
import { loadMatch, matchUrl, type LiveMatch } from '../../lib/api/live.ts';
import { displayBadge } from '../../lib/league/match-status.ts';
import { teamView, venueOf, type TeamTable } from '../../lib/live-view.ts';
import { localBs, localDate, localNumber, type LocalWords } from '../../lib/format/local.ts';
import { fill } from '../../i18n/fill.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { MatchBoardText } from '../../i18n/texts/match.ts';
import { TeamBadge } from '../shared/TeamBadge.tsx';
import { useLiveRead } from '../shared/live-swr.ts';
import { useNepalDay } from '../shared/useNepalDay.ts';
import s from './match.module.css';

/**
 * `t`, `words`, `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code.
 * `teamHref`: a team page's path in that language, '{id}' filled in (the page localizes it: less code here).
 */
type Props = {
  match: LiveMatch;
  teams: TeamTable;
  builtAt: number;
  teamHref: string;
  t: MatchBoardText;
  words: LocalWords | null;
  locale: Locale;
};

export default function MatchBoard({ match, teams, builtAt, teamHref, t, words }: Props) {
  const load = useCallback(() => loadMatch(match.id), [match.id]);
  const live = useLiveRead('match', matchUrl(match.id), load, match);
  const today = useNepalDay(builtAt);
  const m = live.data;
  const failed = live.failed && !live.fresh;
  const running = m.status === 'running';
  const showScore = m.status === 'completed' || running;
  const home = teamView(teams, m.homeId);
  const away = teamView(teams, m.awayId);
  // CMS names as written: marked English on a Nepali page (screen readers).
  const cms = words ? 'en' : undefined;
  const name = (team: typeof home) =>
    team.name === null ? t.tbd : cms && !team.ne ? <span lang={cms}>{team.name}</span> : team.name;
  // Only a team the build has a page for (the table holds the site's teams): the live answer may still name a team
  // deleted in the CMS, whose page is gone (issue 25).
  const href = (id: string | null) => (id && Object.hasOwn(teams, id) ? fill(teamHref, { id }) : undefined);
  // The Bikram Sambat date beside the date in English; in Nepali the date starts with it already.
  const bs = words ? '' : localBs(m.date);
  return (
    <header
      className={running && !failed ? `${s.board} ${s.live}` : s.board}
      data-match-id={m.id}
      aria-busy={live.loading}
      data-answered={live.answered ? '' : undefined}
    >
      {failed ? (
        <div className={s.failure} role="alert">
          <p>{t.failed}</p>
          <button type="button" className="btn" onClick={live.retry}>
            {t.retry}
          </button>
        </div>
      ) : (
        <p className={s.badgeRow} data-pagefind-ignore="">
          <span className={s.badge} data-display-badge="" data-date={m.date ?? undefined} data-status={m.status}>
            {t.badge[displayBadge(m, today)]}
          </span>
          {m.week !== null && <span className={s.week}>{fill(t.week, { n: localNumber(m.week, words) })}</span>}
        </p>
      )}
      {/* In the search record the names count less than on a school's own page (issue 23: the school first). */}
      <h1 className="visually-hidden" data-pagefind-weight="2">
        {name(home)}
        {` ${t.vs} `}
        {name(away)}
      </h1>
      <div className={s.teams} data-pagefind-ignore="">
        <TeamBadge team={home} size={80} href={href(m.homeId)} tbd={t.tbd} nameLang={cms} />
        <p className={s.score} data-score="" data-pagefind-ignore="">
          {showScore && !failed ? (
            <>
              <span data-score-home="">{localNumber(m.scoreHome ?? 0, words)}</span>
              <span aria-hidden="true"> - </span>
              <span className="visually-hidden">{t.to}</span>
              <span data-score-away="">{localNumber(m.scoreAway ?? 0, words)}</span>
            </>
          ) : (
            <span className={s.vs}>{t.vs}</span>
          )}
        </p>
        <TeamBadge team={away} size={80} href={href(m.awayId)} tbd={t.tbd} nameLang={cms} />
      </div>
      {/* The labels, badge and score stay out of the match's search record (issue 23): its words are the names,
          the date and the venue. */}
      <dl className={s.meta}>
        <div>
          <dt data-pagefind-ignore="">{t.date}</dt>
          <dd>
            {m.date ? <time dateTime={m.date}>{localDate(m.date, 'fixture', words)}</time> : t.tbd}
            {bs && (
              <>
                <span aria-hidden="true"> · </span>
                <span data-bs="">{bs}</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt data-pagefind-ignore="">{t.kickoff}</dt>
          <dd>{localDate(m.date, 'kickoff', words, t.tbd)}</dd>
        </div>
        <div>
          <dt data-pagefind-ignore="">{t.venue}</dt>
          {((v) => <dd lang={v[0] ? v[1] : undefined}>{v[0] ?? t.tbd}</dd>)(venueOf(m, cms))}
        </div>
      </dl>
    </header>
  );
}
