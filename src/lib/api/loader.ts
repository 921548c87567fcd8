// Astro content loader over the league API, incremental: after a first full sync, a build asks each collection one tiny
// question (how many documents, the newest updatedAt) and fetches only what can have changed: the documents updated
// after the last sync, and the ids of those written just before the store was last complete (a save may commit late).
// When the counts do not add up (a deletion), or once a day, it reads the whole id list with each updatedAt (`select`,
// a few bytes a document) to drop deleted documents and catch edits the date query cannot see (sync-plan.ts).
// Unchanged entries keep their digest.
import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'zod';
import { BUILD_API_TIMEOUT_MS, FULL_SYNC } from '../build-env.ts';
import { getAll, getJson, type Query } from './client.ts';
import { isApiError } from './errors.ts';
import { parseMany } from './normalise.ts';
import {
  accountsFor,
  idOf,
  latestUpdate,
  planProbe,
  planSync,
  readKnown,
  stamps,
  updatedOf,
  type Known,
} from './sync-plan.ts';

export type LeagueLoaderOptions<T extends { id: string }> = {
  /** API path of the collection, e.g. '/teams'. */
  path: string;
  schema: z.ZodType<T | null>;
  /** Extra query parameters for every call (a filter, or `depth: 0` where references are joined by id anyway). */
  query?: Query;
};

/** Meta store keys: the latest updatedAt seen, id → updatedAt of every stored document, the moment as of which that
 *  map was complete, and when the whole id list was last read. */
const LAST_SYNC = 'lastSync';
const KNOWN = 'known';
const LISTED_AT = 'listedAt';
const FULL_LIST_AT = 'fullListAt';
/** Ids per `where[id][in]` request, so that the address stays short. */
const ID_CHUNK = 100;

async function fetchOrExplain<T>(path: string, work: () => Promise<T>): Promise<T> {
  try {
    try {
      return await work();
    } catch (e) {
      // A keep-alive socket the API has just closed fails once ('other side closed'); a GET is safe to repeat.
      if (isApiError(e) && e.kind === 'fetch') return await work();
      throw e;
    }
  } catch (e) {
    // One clear line naming the URL and the failure class; the build stops before any page is written.
    // eslint-disable-next-line preserve-caught-error -- the message carries the cause; a `cause` would print it twice
    throw new Error(`League API: ${isApiError(e) ? e.message : `unexpected failure loading ${path}: ${String(e)}`}`);
  }
}

const slow = { timeoutMs: BUILD_API_TIMEOUT_MS };
const chunks = <T>(xs: T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

export function leagueLoader<T extends { id: string }>({ path, schema, query = {} }: LeagueLoaderOptions<T>): Loader {
  const docsQuery: Query = { depth: 1, ...query };

  /** Stores the documents that validate, drops stored ones that no longer do; returns how many entries changed. */
  const apply = (ctx: LoaderContext, raws: unknown[]): number => {
    const items = parseMany(schema, raws, ctx.collection, (m) => ctx.logger.warn(m));
    const valid = new Set(items.map((i) => i.id));
    let changed = 0;
    for (const id of raws.map(idOf)) {
      if (id && !valid.has(id) && ctx.store.has(id)) {
        ctx.store.delete(id);
        changed++;
      }
    }
    for (const item of items) {
      const data = item as unknown as Record<string, unknown>;
      if (ctx.store.set({ id: item.id, data, digest: ctx.generateDigest(data) })) changed++;
    }
    return changed;
  };

  const finish = (ctx: LoaderContext, mode: string, counts: { fetched: number; changed: number; removed: number }) =>
    ctx.logger.info(
      `${ctx.collection}: ${mode} sync, fetched ${counts.fetched}, changed ${counts.changed}, removed ${counts.removed}`,
    );

  /** Documents by id, 100 ids a request. */
  const byIds = async (ids: string[]): Promise<unknown[]> => {
    const out: unknown[] = [];
    for (const part of chunks(ids, ID_CHUNK))
      out.push(
        ...(await fetchOrExplain(path, () => getAll(path, { ...docsQuery, 'where[id][in]': part.join(',') }, slow))),
      );
    return out;
  };

  /** Stores what an incremental sync fetched; `live` is id → updatedAt as listed, complete as of `completeAt`. */
  const store = (
    ctx: LoaderContext,
    fetched: unknown[],
    removed: string[],
    live: Known,
    completeAt: number,
    since: string,
  ) => {
    removed.forEach((k) => ctx.store.delete(k));
    const changed = apply(ctx, fetched);
    // What was fetched is what is stored: its own updatedAt wins over the list's, read a moment earlier.
    ctx.meta.set(KNOWN, JSON.stringify({ ...live, ...stamps(fetched) }));
    ctx.meta.set(LISTED_AT, String(completeAt));
    const latest = latestUpdate(fetched, since);
    if (latest) ctx.meta.set(LAST_SYNC, latest);
    finish(ctx, 'incremental', { fetched: fetched.length, changed, removed: removed.length });
  };

  const updatedSince = (since: string) => getAll(path, { ...docsQuery, 'where[updatedAt][greater_than]': since }, slow);
  const listed = (extra: Query = {}) =>
    getAll(path, { ...query, depth: 0, 'select[updatedAt]': 'true', ...extra }, { ...slow, pageSize: 1000 });

  return {
    name: 'league-api',
    load: async (ctx) => {
      const since = ctx.meta.get(LAST_SYNC);
      const known = readKnown(ctx.meta.get(KNOWN));

      if (FULL_SYNC || !since || !known || ctx.store.keys().length === 0) {
        ctx.meta.set(LISTED_AT, String(Date.now()));
        ctx.meta.set(FULL_LIST_AT, String(Date.now()));
        const raws = await fetchOrExplain(path, () => getAll(path, docsQuery, slow));
        const keep = new Set(raws.map(idOf));
        const removed = ctx.store.keys().filter((k) => !keep.has(k));
        removed.forEach((k) => ctx.store.delete(k));
        const changed = apply(ctx, raws);
        ctx.meta.set(KNOWN, JSON.stringify(stamps(raws)));
        const latest = latestUpdate(raws, undefined);
        if (latest) ctx.meta.set(LAST_SYNC, latest);
        return finish(ctx, 'full', { fetched: raws.length, changed, removed: removed.length });
      }

      // Taken before the probe: everything committed before this moment is in the answers that follow.
      const started = Date.now();
      const probe = await fetchOrExplain(path, () =>
        getJson(path, { ...query, depth: 0, sort: '-updatedAt', limit: 1, 'select[updatedAt]': 'true' }, slow),
      );
      const head = probe && typeof probe === 'object' ? (probe as { totalDocs?: unknown; docs?: unknown[] }) : {};
      const total = Number(head.totalDocs ?? NaN);
      const meta = (k: string) => Number(ctx.meta.get(k) ?? 0);
      const plan = planProbe(
        { total, newest: updatedOf(head.docs?.[0]) },
        known,
        since,
        meta(LISTED_AT),
        meta(FULL_LIST_AT),
        started,
      );
      // Nothing can have changed: write nothing either, not even a time. Any write makes Astro serialise and save the
      // whole content store again (over a second on a large league), and the store stays as complete as it was.
      if (plan.kind === 'partial' && !plan.updated && !plan.windowFrom)
        return finish(ctx, 'incremental', { fetched: 0, changed: 0, removed: 0 });
      if (plan.kind === 'partial') {
        const [updated, recent] = await fetchOrExplain(path, () =>
          Promise.all([
            plan.updated ? updatedSince(since) : [],
            plan.windowFrom ? listed({ 'where[updatedAt][greater_than]': plan.windowFrom }) : [],
          ]),
        );
        const seen = stamps(recent);
        if (accountsFor(known, [...updated.map(idOf), ...Object.keys(seen)], total)) {
          // A late save the date query missed: listed among the recent ones with another updatedAt than known.
          const got = new Set(updated.map(idOf));
          const late = Object.keys(seen).filter((id) => !got.has(id) && known[id] !== seen[id]);
          return store(ctx, [...updated, ...(await byIds(late))], [], { ...known, ...seen }, started, since);
        }
        // Not every document the probe counted is accounted for: some went, and only the whole list says which.
      }
      const listing = Date.now();
      const [updated, list] = await fetchOrExplain(path, () => Promise.all([updatedSince(since), listed()]));
      ctx.meta.set(FULL_LIST_AT, String(listing));
      const live = stamps(list);
      const sync = planSync(known, live, new Set(updated.map(idOf)), ctx.store.keys());
      store(ctx, [...updated, ...(await byIds(sync.refetch))], sync.removed, live, listing, since);
    },
  };
}
