// Live ticket activation for /book-seat: the first active document, teams populated (depth 3), refreshed every minute.
import useSWR from 'swr';
import { docsOf, getLive, liveUrl } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { LIVE_QUERIES, LIVE_REFRESH_MS } from '../../lib/api/live-reads.ts';
import { ticketActivationSchema } from '../../lib/api/tickets.ts';
import type { TicketActivation } from '../../lib/api/types.ts';

// The active activation at depth 3 (the query and why: src/lib/api/live-reads.ts), read through the live read address.
const QUERY = LIVE_QUERIES.activation;

/** The first active activation, or null when there is none. */
export async function loadActivation(): Promise<TicketActivation | null> {
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
    refreshInterval: LIVE_REFRESH_MS.activation,
    revalidateOnFocus: true,
    dedupingInterval: 5_000,
    shouldRetryOnError: false,
    keepPreviousData: true,
  });
}
