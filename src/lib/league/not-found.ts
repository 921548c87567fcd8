// What the not-found page says (SPEC §2, §8): a missing player gets 'Player not found' and 'Back to Teams', in the
// language of the path asked for (/ne/teams/… is Nepali: its words come from the page, PlayerNotFound.astro).
import { basePath, localeOfPath, localize } from '../../i18n/locales.ts';

export type NotFoundCopy = { title: string; action: { label: string; href: string } };
export type NotFoundWords = { title: string; action: string };

const PLAYER_PATH = /^\/teams\/[^/]+\/players\/[^/]+\/?$/;
const ENGLISH: NotFoundWords = { title: 'Player not found', action: 'Back to Teams' };

/** The player variant for /teams/{teamId}/players/{playerId} (or /ne/…); null for any other path (the generic 404 stays). */
export function notFoundCopy(pathname: string, words: NotFoundWords = ENGLISH): NotFoundCopy | null {
  if (!PLAYER_PATH.test(basePath(pathname))) return null;
  return { title: words.title, action: { label: words.action, href: localize(localeOfPath(pathname), '/teams') } };
}
