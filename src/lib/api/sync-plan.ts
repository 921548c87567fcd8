// The incremental sync's bookkeeping, pure: which documents a rebuild must fetch again and which it must drop.

/** id → updatedAt of every document the content store holds, as the API last reported it. */
export type Known = Record<string, string>;

/** Reads the `known` entry of the meta store; null when absent or unreadable (a full sync follows). */
export function readKnown(raw: string | undefined): Known | null {
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
    return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return null;
  }
}

export const idOf = (r: unknown): string => (r && typeof r === 'object' ? String((r as { id?: unknown }).id ?? '') : '');

export const updatedOf = (r: unknown): string =>
  r && typeof r === 'object' && typeof (r as { updatedAt?: unknown }).updatedAt === 'string' ? (r as { updatedAt: string }).updatedAt : '';

/** id → updatedAt of a list of raw documents (documents without an id are left out). */
export function stamps(raws: unknown[]): Known {
  const out: Known = {};
  for (const r of raws) {
    const id = idOf(r);
    if (id) out[id] = updatedOf(r);
  }
  return out;
}

/** The latest valid updatedAt among the documents, never earlier than `since`. */
export function latestUpdate(raws: unknown[], since: string | undefined): string | undefined {
  let latest = since;
  for (const r of raws) {
    const u = updatedOf(r);
    if (u && !Number.isNaN(Date.parse(u)) && (!latest || Date.parse(u) > Date.parse(latest))) latest = new Date(u).toISOString();
  }
  return latest;
}

export type SyncPlan = {
  /** Listed documents to fetch by id although the "updated after" query did not return them: changed in the same
   *  millisecond as the last sync, moved back in time (restored from a backup), or created with an old date. */
  refetch: string[];
  /** Stored documents the API no longer lists (deleted, or filtered out, e.g. a notice turned inactive). */
  removed: string[];
};

/**
 * `live` is the API's id list with updatedAt; `fetched` the ids the "updated after the last sync" query already
 * returned; `stored` the ids in the content store.
 */
export function planSync(known: Known, live: Known, fetched: Set<string>, stored: string[]): SyncPlan {
  // A document the schema refused keeps its stamp in `known`, so it is not fetched again until it is edited.
  const refetch = Object.keys(live).filter((id) => !fetched.has(id) && known[id] !== live[id]);
  const removed = stored.filter((id) => !(id in live));
  return { refetch, removed };
}

/** Longer than any save takes to commit, plus the clock difference between the CMS and the build machine. */
export const QUIET_MS = 2 * 60_000;

/** What one tiny request (`sort=-updatedAt&limit=1`, updatedAt only) says about a collection. */
export type Probe = { total: number; newest: string };

/**
 * True when the collection cannot have changed since its id list was last read (at `listedAt`, epoch ms), so a
 * rebuild may skip it: as many documents as we know, and the newest one the one we know. A deletion changes the
 * count; an edit or a creation the newest updatedAt; a restore from an older backup moves the newest back. What the
 * probe cannot see is a save that took its updatedAt before the newest one but committed after the list was read:
 * hence the list must have been read well after the newest write, when every save begun before it had committed.
 */
export function isQuiet(probe: Probe, known: Known, listedAt: number, now: number): boolean {
  const times = Object.values(known).map(Date.parse);
  if (probe.total !== times.length) return false;
  if (probe.total === 0) return true;
  // A document without a readable updatedAt could change unseen: such a collection is always listed.
  if (times.some(Number.isNaN)) return false;
  const newest = Date.parse(probe.newest);
  if (newest !== times.reduce((a, b) => Math.max(a, b), -Infinity)) return false;
  return listedAt - newest > QUIET_MS && listedAt <= now;
}
