// Live ticket activation for /book-seat: the first active document, teams populated (depth 3), refreshed every minute
// by the live islands' polling hook (swr was 4.5 KB gzipped of the page for what that hook already does).
import { docsOf, getLive, liveUrl } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { toTicketActivation } from '../../lib/api/tickets.ts';
import type { TicketActivation } from '../../lib/api/types.ts';
import { TICKETS } from '../../lib/league/tickets.ts';
import { useLive } from '../shared/useLive.ts';

// SPEC §7 leaves open which activate-ticket call feeds booking: the active one, with depth 3 so that
// days[].matches[].homeTeam.team_logo arrives as an object (docs/decisions/tickets.md).
const QUERY = { 'where[isActive][equals]': 'true', limit: TICKETS.queryLimit, depth: 3 };

/** How often the activation is asked again. */
export const ACTIVATION_REFRESH_MS = 60_000;

/** The first active activation, or null when there is none. */
export async function loadActivation(): Promise<TicketActivation | null> {
  // Through the live read address (the shared cache); payments still check the seats at the CMS itself.
  const body = await getLive('/activate-ticket', QUERY);
  const url = liveUrl('/activate-ticket', QUERY);
  const first = docsOf(body, url)[0];
  if (first === undefined) return null;
  const activation = toTicketActivation(first);
  if (!activation) throw new ApiError('parse', url, 'activation document is not usable');
  return activation;
}

/** undefined until the first answer, then the activation, or null when none is active (the last good one is kept
 *  when a refresh fails). Asked on hydration and every 60 seconds while the tab is visible. */
export function useActivation() {
  return useLive<TicketActivation | null | undefined>(loadActivation, undefined, ACTIVATION_REFRESH_MS);
}
