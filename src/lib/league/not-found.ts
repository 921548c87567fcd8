// What the not-found page says (SPEC §2, §8): a missing player gets 'Player not found' and 'Back to Teams'.
export type NotFoundCopy = { title: string; action: { label: string; href: string } };

const PLAYER_PATH = /^\/teams\/[^/]+\/players\/[^/]+\/?$/;

/** The player variant for /teams/{teamId}/players/{playerId}; null for any other path (the generic 404 stays). */
export function notFoundCopy(pathname: string): NotFoundCopy | null {
  return PLAYER_PATH.test(pathname) ? { title: 'Player not found', action: { label: 'Back to Teams', href: '/teams' } } : null;
}
