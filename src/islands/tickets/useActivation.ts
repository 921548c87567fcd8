// Live ticket activation for /book-seat: the first active document, teams populated (depth 3), read live through the
// islands' one swr layer (live-swr.ts) with the query and refresh of live-reads.ts.
import { docsOf, getLive, liveUrl } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { activationQuery, LIVE_READS } from '../../lib/api/live-reads.ts';
import { toTicketActivation } from '../../lib/api/tickets.ts';
import type { TicketActivation } from '../../lib/api/types.ts';
import { TICKETS } from '../../lib/league/tickets.ts';
import { useLiveRead } from '../shared/live-swr.ts';

const PATH = LIVE_READS.activation.path();
const QUERY = activationQuery(TICKETS.queryLimit);

/** The first active activation, or null when there is none. */
export async function loadActivation(): Promise<TicketActivation | null> {
  // Through the live read address (the shared cache); payments still check the seats at the CMS itself.
  const body = await getLive(PATH, QUERY);
  const url = liveUrl(PATH, QUERY);
  const first = docsOf(body, url)[0];
  if (first === undefined) return null;
  const activation = toTicketActivation(first);
  if (!activation) throw new ApiError('parse', url, 'activation document is not usable');
  return activation;
}

/** undefined until the first answer, then the activation, or null when none is active (the last good one is kept
 *  when a refresh fails). Asked on hydration and every 60 seconds while the tab is visible. */
export function useActivation() {
  return useLiveRead<TicketActivation | null | undefined>(
    'activation',
    liveUrl(PATH, QUERY),
    loadActivation,
    undefined,
  );
}
