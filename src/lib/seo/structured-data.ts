// schema.org descriptions of the site's things (JSON-LD): a match, a team, a player. Pure: the site URL is passed in.
import type { Image, Match, Player, Team, TeamRef } from '../api/types.ts';
import { formatNepal, time } from '../format/base.ts';
import { isStaff } from '../league/squad.ts';
import type { JsonLd } from './json-ld.ts';

export const SPORT = 'Soccer';
const CONTEXT = 'https://schema.org';

/**
 * The page's language for its JSON-LD: where its links lead (the same page in that language) and the words the data
 * holds that are the site's, not the CMS's (a missing team, 'A vs B'), from the page's catalog (src/i18n/texts/feeds.ts).
 */
export type LdLanguage = {
  inLanguage: string;
  path: (path: string) => string;
  tbd: string;
  match: (home: string, away: string) => string;
};

/** A CMS name in the page's language: its Nepali one on a Nepali page where the CMS has it (issue 42). */
const named = <T extends string | null>(text: T, ne: string | null | undefined, lang: LdLanguage): T | string =>
  lang.inLanguage === 'ne' && ne ? ne : text;

/** An absolute image URL, or undefined for our own placeholder (a default crest or silhouette describes nothing). */
export function imageUrl(image: Image, siteUrl: string): string | undefined {
  if (image.isDefault) return undefined;
  return /^https?:/.test(image.src) ? image.src : `${siteUrl}${image.src}`;
}

/** ISO 8601 in Nepal's own offset, as the pages show the time. */
export const nepalIso = (ms: number) => `${formatNepal(ms, "yyyy-MM-dd'T'HH:mm:ss")}+05:45`;

export function teamRefLd(
  team: Pick<TeamRef, 'id' | 'name' | 'logo' | 'nameNe'>,
  siteUrl: string,
  lang: LdLanguage,
): JsonLd {
  return {
    '@type': 'SportsTeam',
    name: (team.name && named(team.name, team.nameNe, lang)) ?? lang.tbd,
    url: `${siteUrl}${lang.path(`/teams/${team.id}`)}`,
    logo: imageUrl(team.logo, siteUrl),
    sport: SPORT,
  };
}

/** SPEC §4 statuses are all still "scheduled" events (running and completed included); words a CMS may add for a match
 *  called off map to schema.org's own statuses. */
export function eventStatus(status: string): string {
  if (/\bpostponed\b/i.test(status)) return `${CONTEXT}/EventPostponed`;
  if (/\b(cancell?ed|abandoned|called off)\b/i.test(status)) return `${CONTEXT}/EventCancelled`;
  if (/\brescheduled\b/i.test(status)) return `${CONTEXT}/EventRescheduled`;
  return `${CONTEXT}/EventScheduled`;
}

export function sportsEventLd(m: Match, siteUrl: string, league: JsonLd, lang: LdLanguage): JsonLd {
  const start = time(m.date);
  const side = (r: Match['home']) => (r?.name ? named(r.name, r.nameNe, lang) : lang.tbd);
  const name = lang.match(side(m.home), side(m.away));
  return {
    '@context': CONTEXT,
    '@type': 'SportsEvent',
    name,
    url: `${siteUrl}${lang.path(`/fixture/${m.id}`)}`,
    sport: SPORT,
    startDate: start === null ? undefined : nepalIso(start),
    eventStatus: eventStatus(m.status),
    eventAttendanceMode: `${CONTEXT}/OfflineEventAttendanceMode`,
    homeTeam: m.home ? teamRefLd(m.home, siteUrl, lang) : undefined,
    awayTeam: m.away ? teamRefLd(m.away, siteUrl, lang) : undefined,
    location: m.venue ? { '@type': 'Place', name: named(m.venue, m.venueNe, lang) } : undefined,
    organizer: league,
  };
}

export function sportsTeamLd(team: Team, squad: Player[], siteUrl: string, league: JsonLd, lang: LdLanguage): JsonLd {
  const person = (p: Player): JsonLd => ({
    '@type': 'Person',
    name: named(p.name, p.nameNe, lang),
    url: `${siteUrl}${lang.path(`/teams/${team.id}/players/${p.id}`)}`,
  });
  const coach = squad.find((p) => (p.position ?? '').trim().toLowerCase() === 'head coach');
  return {
    '@context': CONTEXT,
    ...teamRefLd(team, siteUrl, lang),
    foundingDate: team.foundedYear === null ? undefined : String(team.foundedYear),
    location: team.stadium ? { '@type': 'Place', name: named(team.stadium, team.stadiumNe, lang) } : undefined,
    memberOf: league,
    coach: coach ? person(coach) : undefined,
    athlete: squad.filter((p) => !isStaff(p.position)).map(person),
  };
}

export function personLd(p: Player, team: Team, siteUrl: string, lang: LdLanguage): JsonLd {
  const born = p.dateOfBirth && time(p.dateOfBirth) !== null ? formatNepal(p.dateOfBirth, 'yyyy-MM-dd') : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: named(p.name, p.nameNe, lang),
    url: `${siteUrl}${lang.path(`/teams/${team.id}/players/${p.id}`)}`,
    image: imageUrl(p.photo, siteUrl),
    jobTitle: p.position ?? undefined,
    birthDate: born,
    memberOf: teamRefLd(team, siteUrl, lang),
  };
}
