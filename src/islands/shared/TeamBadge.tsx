// A team's logo and name inside an island (components/league/TeamBadge.astro does the same for static HTML).
import { DEFAULT_IMAGES } from '../../lib/api/default-images.ts';
import type { TeamView } from '../../lib/live-view.ts';
import s from './badge.module.css';

/** The sizes in use, each a class: a style attribute would need 'unsafe-inline' in the CSP (docs/security.md). */
export type IslandBadgeSize = 64 | 80;
/** `tbd`: the page language's word for a team not known yet; `nameLang`: 'en' on a Nepali page (the CMS name as written),
 *  not given to a name that is the CMS's Nepali one (`team.ne`, issue 42). */
type Props = {
  team: TeamView;
  size: IslandBadgeSize;
  href?: string | undefined;
  tbd?: string;
  nameLang?: 'en' | undefined;
};

export function TeamBadge({ team, size, href, tbd = 'TBD', nameLang }: Props) {
  const body = (
    <>
      {/* The name is written beside it: the logo is decorative. A broken logo falls back (browser/img-fallback.ts). */}
      <img
        src={team.logo}
        srcSet={team.srcset ?? undefined}
        alt=""
        width={size}
        height={size}
        className={s[`s${size}`]}
        loading="lazy"
        decoding="async"
        data-fallback={DEFAULT_IMAGES.team}
      />
      {team.name === null ? (
        <span className={s.name}>{tbd}</span>
      ) : (
        <span className={s.name} lang={team.ne ? undefined : nameLang}>
          {team.name}
        </span>
      )}
    </>
  );
  return href ? (
    <a className={s.badge} href={href}>
      {body}
    </a>
  ) : (
    <span className={s.badge}>{body}</span>
  );
}
