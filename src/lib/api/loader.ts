// Astro content loader over the league API, incremental: after a first full sync, a build asks each collection one tiny
// question (how many documents, the newest updatedAt); a collection that cannot have changed is skipped, the others
// fetch the documents updated after the last sync plus the id list with each updatedAt (`select`, a few bytes a
// document) to drop deleted documents and catch edits the date query cannot see. Unchanged entries keep their digest.
import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'zod';
import { BUILD_API_TIMEOUT_MS, FULL_SYNC } from '../config.ts';
import { getAll, getJson, type Query } from './client.ts';
import { isApiError } from './errors.ts';
import { parseMany } from './normalise.ts';
import { idOf, isQuiet, latestUpdate, planSync, readKnown, stamps, updatedOf } from './sync-plan.ts';

export type LeagueLoaderOptions<T extends { id: string }> = {
  /** API path of the collection, e.g. '/teams'. */
  path: string;
  schema: z.ZodType<T | null>;
  /** Extra query parameters for every call (a filter, or `depth: 0` where references are joined by id anyway). */
  query?: Query;
};

/** Meta store keys: the latest updatedAt seen, id → updatedAt of every stored document, when that list was read. */
const LAST_SYNC = 'lastSync';
const KNOWN = 'known';
const LISTED_AT = 'listedAt';
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
    throw new Error(`League API: ${isApiError(e) ? e.message : `unexpected failure loading ${path}: ${String(e)}`}`);
  }
}

const slow = { timeoutMs: BUILD_API_TIMEOUT_MS };
const chunks = <T>(xs: T[], n: number): T[][] => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

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
    ctx.logger.info(`${ctx.collection}: ${mode} sync, fetched ${counts.fetched}, changed ${counts.changed}, removed ${counts.removed}`);

  return {
    name: 'league-api',
    load: async (ctx) => {
      const since = ctx.meta.get(LAST_SYNC);
      const known = readKnown(ctx.meta.get(KNOWN));

      if (FULL_SYNC || !since || !known || ctx.store.keys().length === 0) {
        ctx.meta.set(LISTED_AT, String(Date.now()));
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

      const probe = await fetchOrExplain(path, () => getJson(path, { ...query, depth: 0, sort: '-updatedAt', limit: 1, 'select[updatedAt]': 'true' }, slow));
      const head = probe && typeof probe === 'object' ? (probe as { totalDocs?: unknown; docs?: unknown[] }) : {};
      const listedAt = Number(ctx.meta.get(LISTED_AT) ?? 0);
      if (isQuiet({ total: Number(head.totalDocs ?? NaN), newest: updatedOf(head.docs?.[0]) }, known, listedAt, Date.now())) {
        return finish(ctx, 'incremental', { fetched: 0, changed: 0, removed: 0 });
      }
      // Taken before the list is asked for: everything committed before this moment is in the answer.
      const listing = Date.now();
      const [updated, list] = await fetchOrExplain(path, () =>
        Promise.all([
          getAll(path, { ...docsQuery, 'where[updatedAt][greater_than]': since }, slow),
          getAll(path, { ...query, depth: 0, 'select[updatedAt]': 'true' }, { ...slow, pageSize: 1000 }),
        ]),
      );
      const live = stamps(list);
      const plan = planSync(known, live, new Set(updated.map(idOf)), ctx.store.keys());
      const backfill: unknown[] = [];
      for (const ids of chunks(plan.refetch, ID_CHUNK)) {
        backfill.push(...(await fetchOrExplain(path, () => getAll(path, { ...docsQuery, 'where[id][in]': ids.join(',') }, slow))));
      }
      plan.removed.forEach((k) => ctx.store.delete(k));
      const fetched = [...updated, ...backfill];
      const changed = apply(ctx, fetched);
      // What was fetched is what is stored: its own updatedAt wins over the list's, read a moment earlier.
      ctx.meta.set(KNOWN, JSON.stringify({ ...live, ...stamps(fetched) }));
      ctx.meta.set(LISTED_AT, String(listing));
      const latest = latestUpdate(fetched, since);
      if (latest) ctx.meta.set(LAST_SYNC, latest);
      finish(ctx, 'incremental', { fetched: fetched.length, changed, removed: plan.removed.length });
    },
  };
}
