// Live ticket activation for /book-seat: the first active document, teams populated (depth 3), refreshed every minute.
import useSWR from 'swr';
import { docsOf, getLive, liveUrl } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { ticketActivationSchema } from '../../lib/api/tickets.ts';
import type { TicketActivation } from '../../lib/api/types.ts';
import { TICKETS } from '../../lib/league/tickets.ts';

// SPEC §7 leaves open which activate-ticket call feeds booking: the active one, with depth 3 so that
// days[].matches[].homeTeam.team_logo arrives as an object (docs/decisions.md, Tickets).
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
  const parsed = ticketActivationSchema.safeParse(first);
  if (!parsed.success) throw new ApiError('parse', url, 'activation document is not usable');
  return parsed.data;
}

export function useActivation() {
  return useSWR('activate-ticket:active', loadActivation, {
    refreshInterval: ACTIVATION_REFRESH_MS,
    revalidateOnFocus: true,
    dedupingInterval: 5_000,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
