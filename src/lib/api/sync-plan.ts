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

export const idOf = (r: unknown): string =>
  r && typeof r === 'object' ? String((r as { id?: unknown }).id ?? '') : '';

export const updatedOf = (r: unknown): string =>
  r && typeof r === 'object' && typeof (r as { updatedAt?: unknown }).updatedAt === 'string'
    ? (r as { updatedAt: string }).updatedAt
    : '';

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
    if (u && !Number.isNaN(Date.parse(u)) && (!latest || Date.parse(u) > Date.parse(latest)))
      latest = new Date(u).toISOString();
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

/** The whole id list is read at least this often, whatever the probes say (a backup restored under an edit). */
export const FULL_LIST_EVERY_MS = 24 * 3_600_000;

/** What one tiny request (`sort=-updatedAt&limit=1`, updatedAt only) says about a collection. */
export type Probe = { total: number; newest: string };

/**
 * What a rebuild must fetch after the probe. `list`: the whole id list with each updatedAt (the safe way, needed to
 * find which documents went). `partial`: only what can have changed since the store was complete (`completeAt`):
 * documents updated after `since` when the probe shows a newer write, and the id list of the documents written in the
 * last QUIET_MS before `completeAt`, whose saves may have committed after it. Nothing of either: the collection is
 * skipped. A partial fetch must then account for every document the probe counted (`accountsFor`), else the list.
 */
export type ProbePlan = { kind: 'list' } | { kind: 'partial'; updated: boolean; windowFrom: string | null };

export function planProbe(
  probe: Probe,
  known: Known,
  since: string,
  completeAt: number,
  fullListedAt: number,
  now: number,
): ProbePlan {
  const list = { kind: 'list' } as const;
  const times = Object.values(known).map(Date.parse);
  // A document without a readable updatedAt could change unseen; an unreadable answer says nothing.
  if (times.some(Number.isNaN) || !Number.isInteger(probe.total) || Number.isNaN(Date.parse(since))) return list;
  if (now - fullListedAt > FULL_LIST_EVERY_MS || fullListedAt > now || completeAt > now) return list;
  if (probe.total === 0 && times.length === 0) return { kind: 'partial', updated: false, windowFrom: null };
  const newest = Date.parse(probe.newest);
  if (Number.isNaN(newest)) return list;
  // An older backup restored: the newest write moves back.
  if (newest < times.reduce((a, b) => Math.max(a, b), -Infinity)) return list;
  const updated = newest > Date.parse(since);
  // No newer write, yet another count: a deletion (or a creation dated in the past).
  if (!updated && probe.total !== times.length) return list;
  const windowStart = completeAt - QUIET_MS;
  return {
    kind: 'partial',
    updated,
    windowFrom: windowStart < Date.parse(since) ? new Date(windowStart).toISOString() : null,
  };
}

/** True when the known documents plus those just seen are exactly as many as the probe counted: none went. */
export function accountsFor(known: Known, seen: Iterable<string>, total: number): boolean {
  const ids = new Set(Object.keys(known));
  for (const id of seen) ids.add(id);
  return ids.size === total;
}

/** A sync that would drop more than this share of a collection's stored documents is read a second time first. */
export const REMOVAL_SHARE = 0.5;

/**
 * What a sync that would drop `removed` of the `stored` documents needs before it counts (docs/deploying.md, "Nothing
 * publishes a site that lost its content by accident"). `ok`: an ordinary edit. `verify`: more than REMOVAL_SHARE
 * goes, so a second full read of the id list must list none of them. `refuse`: every document goes (a CMS answering
 * `200` with an empty list looks exactly like that, twice in a row), which only counts when the collection may be
 * empty (`mayEmpty`: the active notices) or the operator says so for one build (`LEAGUE_ALLOW_EMPTY`).
 */
export function removalCheck(stored: number, removed: number, mayEmpty: boolean): 'ok' | 'verify' | 'refuse' {
  if (removed <= 0 || stored <= 0) return 'ok';
  if (removed >= stored && !mayEmpty) return 'refuse';
  return removed > stored * REMOVAL_SHARE ? 'verify' : 'ok';
}

/**
 * An empty league is never published: a full sync that finds no document in a collection the league cannot be without
 * (`core`: its teams) fails, on a first build without cache as much as after one, unless the operator says so for one
 * build (`LEAGUE_ALLOW_EMPTY`). The removal guard above cannot see that case: with nothing stored, nothing is removed.
 */
export function emptyLeague(listed: number, core: boolean, allowed: boolean): boolean {
  return core && listed === 0 && !allowed;
}
