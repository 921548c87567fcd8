// Players are found through their team's page (docs/decisions/search.md): each card of the team's squad is
// an anchor of the page's search record (`id="player-{id}"`), and a search result's anchor names the player's own
// page. One place for both ends of that convention: the squad list that writes it and the search page that reads it.

/** The id of a player's card on the team page. */
export const playerAnchor = (playerId: string | number): string => `player-${playerId}`;

/**
 * The player's page of a search sub-result on a team page ('/ne/teams/4/#player-61' → '/ne/teams/4/players/61/'),
 * or null when the anchor is not a player's.
 */
export function playerPageOf(url: string): string | null {
  const m = /^([^#?]*?)\/?(?:\?[^#]*)?#player-([\w-]+)$/.exec(url);
  return m ? `${m[1]}/players/${m[2]}/` : null;
}
