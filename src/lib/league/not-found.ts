// What the not-found page says (SPEC §2, §8): a missing player gets 'Player not found' and 'Back to Teams'. On a page
// in another language (issue 17) the words and the link are the page's (PlayerNotFound.astro passes them), so this
// script needs no language code of its own.
export type NotFoundCopy = { title: string; action: { label: string; href: string } };
export type NotFoundWords = { title: string; action: string; href: string };

// A player's path in either language: /teams/… or /ne/teams/… (src/lib/locales.ts).
const PLAYER_PATH = /^(\/ne)?\/teams\/[^/]+\/players\/[^/]+\/?$/;
/** The player variant for /teams/{teamId}/players/{playerId} (or /ne/…); null for any other path (the generic 404 stays). */
export function notFoundCopy(pathname: string, words: NotFoundWords): NotFoundCopy | null {
  return PLAYER_PATH.test(pathname) ? { title: words.title, action: { label: words.action, href: words.href } } : null;
}
