// Typed access to the content collections for pages, with references joined (team names, logos, player names).
import { getCollection, type CollectionKey } from 'astro:content';
import type {
  Article,
  Group,
  Highlight,
  Match,
  Notice,
  PersonRef,
  Player,
  Sponsor,
  Standing,
  Team,
  TeamRef,
} from './api/types.ts';

/** Numeric ids in number order, others as text: a total order that does not depend on the store's history. */
export function idOrder(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Entries newest id first (the API's own order, -createdAt, as ids grow with creation). The store keeps insertion
 * order, which differs between a full sync (the API's order) and an incremental one (new documents last): sorting
 * here makes the same content give the same pages either way, ties in the pages' own sorts included.
 */
export async function all<T>(name: CollectionKey): Promise<T[]> {
  const entries = await getCollection(name);
  return entries.sort((a, b) => idOrder(b.id, a.id)).map((e) => e.data as unknown as T);
}

export const getTeams = () => all<Team>('teams');
export const getPlayers = () => all<Player>('players');
export const getArticles = () => all<Article>('news');
export const getHighlights = () => all<Highlight>('highlights');
export const getSponsors = () => all<Sponsor>('sponsors');
export const getNotices = () => all<Notice>('notices');
export const getGroups = () => all<Group>('groups');

export function byId<T extends { id: string }>(items: T[]): Map<string, T> {
  return new Map(items.map((i) => [i.id, i]));
}

/**
 * Fills a team reference's name and logo from the teams collection (lists are fetched at depth 1). A reference to a
 * team the site has no page for (deleted in the CMS, or refused by its schema) is no team: null, shown as the SPEC's
 * missing team (TBD, the default logo) and never linked (issue 25). Not the name the reference may still carry: a
 * match stored before the team went keeps it, one fetched after has only the id, and the page must not depend on
 * which (an incremental build equals a clean one).
 */
export function joinTeam(ref: TeamRef | null, teams: Map<string, Team>): TeamRef | null {
  if (!ref) return null;
  const t = teams.get(ref.id);
  return t ? { id: ref.id, name: t.name, nameNe: t.nameNe ?? null, logo: t.logo } : null;
}

export function joinPerson(ref: PersonRef | null, players: Map<string, Player>): PersonRef | null {
  if (!ref) return null;
  const p = players.get(ref.id);
  return p
    ? { id: p.id, name: p.name, nameNe: p.nameNe ?? null, position: p.position, jersey: p.jersey, photo: p.photo }
    : ref;
}

export async function getMatches(): Promise<Match[]> {
  const [matches, teams, players] = await Promise.all([all<Match>('matches'), getTeams(), getPlayers()]);
  const t = byId(teams);
  const p = byId(players);
  const people = (xs: PersonRef[]) => xs.map((x) => joinPerson(x, p)).filter((x): x is PersonRef => x !== null);
  return matches.map((m) => ({
    ...m,
    home: joinTeam(m.home, t),
    away: joinTeam(m.away, t),
    homeCaptain: joinPerson(m.homeCaptain, p),
    awayCaptain: joinPerson(m.awayCaptain, p),
    homePlayers: people(m.homePlayers),
    awayPlayers: people(m.awayPlayers),
    homeSubstitutes: people(m.homeSubstitutes),
    awaySubstitutes: people(m.awaySubstitutes),
  }));
}

/** Standings rows of the site's teams: a row whose team is gone (deleted in the CMS) is not listed (issue 25). */
export async function getStandings(): Promise<Standing[]> {
  const [rows, teams] = await Promise.all([all<Standing>('standings'), getTeams()]);
  const t = byId(teams);
  return rows.flatMap((r) => {
    const team = joinTeam(r.team, t);
    return team ? [{ ...r, team }] : [];
  });
}
