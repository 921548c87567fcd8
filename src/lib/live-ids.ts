// The ids a live read may name: every match and school the build knows (/live-ids.json, written by
// src/pages/live-ids.json.ts). The live caches refuse a read for any other id with 404 before the CMS is asked
// (netlify/functions/live-api.ts; deploy/nginx.conf through the map the receiver writes, server/rebuild/edge.ts), so
// walking ids cannot make new cache keys. A match added in the CMS is readable after the rebuild its webhook starts.

/** The file in the build folder (public: every id in it has its page on the site already). */
export const LIVE_IDS_FILE = 'live-ids.json';

export type KnownIds = { matches: string[]; teams: string[] };

/** A document id as Payload writes it: a number (Postgres, SQLite) or an ObjectId (MongoDB). */
export const DOC_ID = /^(?:\d{1,12}|[0-9a-f]{24})$/;

/** The file's contents, checked entry by entry: anything that is not a list of document ids is refused. */
export function parseKnownIds(value: unknown): KnownIds {
  const list = (key: 'matches' | 'teams'): string[] => {
    const v = (value as Record<string, unknown> | null)?.[key];
    if (!Array.isArray(v)) throw new Error(`${LIVE_IDS_FILE}: "${key}" is not a list`);
    for (const id of v)
      if (typeof id !== 'string' || !DOC_ID.test(id))
        throw new Error(`${LIVE_IDS_FILE}: "${key}" holds ${JSON.stringify(id).slice(0, 40)}, not a document id`);
    return [...new Set(v as string[])].sort();
  };
  return { matches: list('matches'), teams: list('teams') };
}

/** The id a live read names ('m' a match, 't' a school), or null for the reads without one. */
export function readId(path: string, search: string): { kind: 'm' | 't'; id: string } | null {
  const one = /^\/api\/matches\/([^/]+)$/.exec(path);
  if (one) return { kind: 'm', id: one[1]! };
  const params = new URLSearchParams(search);
  if (path === '/api/match-events') return { kind: 'm', id: params.get('where[match][equals]') ?? '' };
  const team = params.get('where[and][1][or][0][homeTeam][equals]');
  if (path === '/api/matches' && team !== null) return { kind: 't', id: team };
  return null;
}

/** True when the read names no id, or an id the build knows. Call it on an island read (isIslandRead) only. */
export function isKnownRead(path: string, search: string, known: { matches: Set<string>; teams: Set<string> }) {
  const named = readId(path, search);
  if (!named) return true;
  return (named.kind === 'm' ? known.matches : known.teams).has(named.id);
}
