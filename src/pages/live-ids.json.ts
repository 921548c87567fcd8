// /live-ids.json: every match and school id of this build (src/lib/live-ids.ts), the ids a live read may name. The
// Netlify function reads it from its bundle; the self-hosted receiver turns it into nginx's map of known ids.
import type { APIRoute } from 'astro';
import { all } from '../lib/content.ts';
import { DOC_ID, type KnownIds } from '../lib/live-ids.ts';

/** Ids of another shape (not a Payload id) could never pass the live caches' read patterns: left out. */
const ids = async (collection: 'matches' | 'teams') =>
  [...new Set((await all<{ id: string }>(collection)).map((d) => d.id).filter((id) => DOC_ID.test(id)))].sort();

export const GET: APIRoute = async () => {
  const known: KnownIds = { matches: await ids('matches'), teams: await ids('teams') };
  return new Response(JSON.stringify(known), { headers: { 'Content-Type': 'application/json' } });
};
