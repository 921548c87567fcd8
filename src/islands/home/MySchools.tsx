// Home's "My schools" (issue 23): the schools this phone follows, first on the page (a portal into the empty
// [data-my-schools-home] box above the hero), each with its next match in Nepal time, its live score while it is
// played, a link to its group table (its team page while the league has no groups) and its calendar feed. It reads the
// followed schools' own matches through the islands' swr layer (one URL a school, the same for every fan who follows
// it); nothing renders until the island runs in the browser.
// Each school's row keeps an empty [data-notify-slot] (data-team-id) for issue 28's "Notify me" button.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { followedMatchesUrls, loadFollowedMatches, type LiveMatch } from '../../lib/api/live.ts';
import { localDate, localNumber } from '../../lib/format/local.ts';
import { teamView, venueOf, type TeamTable } from '../../lib/live-view.ts';
import { useStore } from '@nanostores/react';
import { $followed, clearFollowed } from '../../stores/followed.ts';
import { useLiveRead } from '../shared/live-swr.ts';
import { TeamBadge } from '../shared/TeamBadge.tsx';
// From the banner's module, not its own file: one chunk less on home (its JavaScript budget).
import { useTeams } from './HomeMatches.tsx';
import type { Lang } from './useHomeMatches.ts';
import s from './my-schools.module.css';

/** A match that kicked off longer ago than this is taken as over (as browser/my-schools.ts on /fixture). */
const MATCH_OVER_MS = 3 * 60 * 60_000;

/** The panel's words (i18n/texts/follow.ts) and the links' patterns, '{id}' standing for the id. */
export type MySchoolsProps = {
  text: {
    title: string;
    clear: string;
    cleared: string;
    next: string;
    none: string;
    live: string;
    vs: string;
    school: string;
  };
  links: { teamPage: string; calendar: string; teamHref: string; calendarHref: string; matchHref: string };
};

type Props = MySchoolsProps & { ids: readonly number[]; matches: LiveMatch[]; teams: TeamTable } & Pick<Lang, 'words'>;

/** A school's next match at `now`: running, or not kicked off more than MATCH_OVER_MS ago; the earliest first. */
export function nextMatchOf(matches: LiveMatch[], id: number, now: number): LiveMatch | null {
  const key = String(id);
  const mine = matches.filter(
    (m) =>
      (m.homeId === key || m.awayId === key) &&
      m.status !== 'completed' &&
      (m.status === 'running' || !m.date || Date.parse(m.date) > now - MATCH_OVER_MS),
  );
  const at = (m: LiveMatch) => (m.date ? Date.parse(m.date) : Infinity);
  return mine.sort((a, b) => at(a) - at(b))[0] ?? null;
}

export function MySchools({ ids, matches, teams: built, words, text: t, links }: Props) {
  const [box, setBox] = useState<Element | null>(null);
  const [cleared, setCleared] = useState(false);
  useEffect(() => setBox(document.querySelector('[data-my-schools-home]')), []);
  useEffect(() => {
    if (ids.length) setCleared(false);
  }, [ids.length]);
  const now = Date.now();
  const next = new Map(ids.map((id) => [id, nextMatchOf(matches, id, now)]));
  // A followed school, or its opponent, that home was not handed: its name comes from /team-names.json; the panel
  // waits for it rather than call the school "School".
  const [teams, pending] = useTeams(built, [
    ...ids.map(String),
    ...[...next.values()].flatMap((m) => (m ? [m.homeId, m.awayId] : [])),
  ]);
  if (!box || pending || (!ids.length && !cleared)) return null;
  const cms = words ? 'en' : undefined;
  const href = (pattern: string, id: number | string) => pattern.replace('{id}', String(id));
  return createPortal(
    <section className={s.panel} aria-labelledby="my-schools-home-title" data-my-schools="">
      <div className={s.head}>
        <h2 id="my-schools-home-title" className={s.title} tabIndex={-1}>
          {t.title}
        </h2>
        {ids.length > 0 && (
          <button
            type="button"
            className="btn btn--ghost"
            data-clear-followed=""
            onClick={() => {
              clearFollowed();
              setCleared(true);
              document.getElementById('my-schools-home-title')?.focus();
            }}
          >
            {t.clear}
          </button>
        )}
      </div>
      {ids.length > 0 && (
        <ul className={s.list}>
          {ids.map((id) => {
            const team = teamView(teams, String(id));
            const m = next.get(id) ?? null;
            const running = m?.status === 'running';
            return (
              <li key={id} className={s.school} data-school={id}>
                <h3 className={s.name}>
                  <a href={href(links.teamHref, id)} lang={team.name && !team.ne ? cms : undefined}>
                    {team.name ?? t.school}
                  </a>
                </h3>
                <p className={s.label}>{t.next}</p>
                {m ? (
                  <a
                    className={running ? `${s.match} ${s.running}` : s.match}
                    href={href(links.matchHref, m.id)}
                    data-match-id={m.id}
                    data-status={m.status}
                  >
                    <span className={s.teams}>
                      <TeamBadge team={teamView(teams, m.homeId)} size={64} nameLang={cms} />
                      {running ? (
                        <span className={s.score} data-score="">
                          {localNumber(m.scoreHome ?? 0, words)} - {localNumber(m.scoreAway ?? 0, words)}
                        </span>
                      ) : (
                        <span className={s.vs}>{t.vs}</span>
                      )}
                      <TeamBadge team={teamView(teams, m.awayId)} size={64} nameLang={cms} />
                    </span>
                    {running && (
                      <span className={s.live} data-live="">
                        {t.live}
                      </span>
                    )}
                    <time dateTime={m.date ?? undefined} data-kickoff="">
                      {localDate(m.date, 'liveBanner', words, t.none)}
                    </time>
                    {((v) => v[0] && <span lang={v[1]}>{v[0]}</span>)(venueOf(m, cms))}
                  </a>
                ) : (
                  <p className={s.none}>{t.none}</p>
                )}
                <p className={s.links}>
                  <a className="btn btn--ghost" href={href(links.teamHref, id)} data-school-table="">
                    {links.teamPage}
                  </a>
                  <a className="btn btn--ghost" href={href(links.calendarHref, id)} data-school-calendar="">
                    {links.calendar}
                  </a>
                  <span data-notify-slot="" data-team-id={id}></span>
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <p className={s.status} role="status">
        {cleared && !ids.length ? t.cleared : ''}
      </p>
    </section>,
    box,
  );
}

/** Home's "My schools" island: the phone's followed schools (stores/followed.ts) and their matches, read live. */
export function MySchoolsLive(props: MySchoolsProps & { teams: TeamTable } & Pick<Lang, 'words'>) {
  const ids = useStore($followed);
  const urls = followedMatchesUrls(ids);
  const live = useLiveRead('followedMatches', urls.length ? urls.join(' ') : null, () => loadFollowedMatches(ids), []);
  return <MySchools ids={ids} matches={live.data} {...props} />;
}
