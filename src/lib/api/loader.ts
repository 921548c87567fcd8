// Astro content loader over the league API, incremental: after a first full sync, a build asks each collection one tiny
// question (how many documents, the newest updatedAt) and fetches only what can have changed: the documents updated
// after the last sync, and the ids of those written just before the store was last complete (a save may commit late).
// When the counts do not add up (a deletion), or once a day, it reads the whole id list with each updatedAt (`select`,
// a few bytes a document) to drop deleted documents and catch edits the date query cannot see (sync-plan.ts).
// Unchanged entries keep their digest.
import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'zod';
import { ALLOW_EMPTY, BUILD_API_TIMEOUT_MS, FULL_SYNC } from '../build-env.ts';
import { getAll, getJson, type Query } from './client.ts';
import { isApiError } from './errors.ts';
import { parseMany } from './normalise.ts';
import { ShortListError } from './paging.ts';
import {
  accountsFor,
  emptyLeague,
  idOf,
  latestUpdate,
  planProbe,
  planSync,
  readKnown,
  removalCheck,
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
  /** A collection the CMS may not have (the optional `groups`): an answer of 404 is an empty collection. */
  optional?: boolean;
  /** The collection may legitimately be empty (the active notices): emptying it still needs a second read. */
  mayEmpty?: boolean;
  /** The league cannot be without it (the teams): a sync that lists none fails, the first one included (sync-plan.ts,
   *  emptyLeague). */
  core?: boolean;
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
    const told = isApiError(e) || e instanceof ShortListError;
    throw new Error(`League API: ${told ? e.message : `unexpected failure loading ${path}: ${String(e)}`}`, {
      cause: e,
    });
  }
}

const slow = { timeoutMs: BUILD_API_TIMEOUT_MS };
const chunks = <T>(xs: T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/** The CMS has no such collection (an optional one it was not given). */
const isMissing = (e: unknown) => e instanceof Error && isApiError(e.cause) && e.cause.status === 404;

export function leagueLoader<T extends { id: string }>(options: LeagueLoaderOptions<T>): Loader {
  const inner = syncingLoader(options);
  if (!options.optional) return inner;
  return {
    name: inner.name,
    load: async (ctx) => {
      try {
        await inner.load(ctx);
      } catch (e) {
        if (!isMissing(e)) throw e;
        ctx.store.clear();
        ctx.meta.delete(LAST_SYNC);
        ctx.logger.info(`${ctx.collection}: the CMS has no ${options.path} collection (optional): none`);
      }
    },
  };
}

function syncingLoader<T extends { id: string }>({
  path,
  schema,
  query = {},
  mayEmpty = false,
  core = false,
}: LeagueLoaderOptions<T>): Loader {
  const docsQuery: Query = { depth: 1, ...query };
  /** LEAGUE_ALLOW_EMPTY=1, or a list naming this collection: this one build may empty it. */
  const allowedEmpty = (ctx: LoaderContext) => ALLOW_EMPTY.includes('1') || ALLOW_EMPTY.includes(ctx.collection);

  /**
   * Nothing publishes a site that lost its content by accident: a CMS answering `200` with an empty or short list
   * looks like a mass deletion. Before a sync drops more than REMOVAL_SHARE of the stored documents, a second full
   * read of the id list must list none of them; a sync that would drop all of them fails unless the collection may be
   * empty or LEAGUE_ALLOW_EMPTY names it. A throw here fails the build before anything is deleted: the live site stays.
   */
  const guardRemoval = async (ctx: LoaderContext, removed: string[]): Promise<void> => {
    const stored = ctx.store.keys().length;
    const allowed = mayEmpty || allowedEmpty(ctx);
    const check = removalCheck(stored, removed.length, allowed);
    if (check === 'ok') return;
    const what = `${ctx.collection}: this sync would remove ${removed.length} of ${stored} documents`;
    if (check === 'refuse')
      throw new Error(
        `League API: ${what}, all of them; the build stops and the live site stays (if the CMS really holds none, build once with LEAGUE_ALLOW_EMPTY=${ctx.collection})`,
      );
    const again = new Set((await fetchOrExplain(path, () => listed())).map(idOf));
    const back = removed.filter((id) => again.has(id));
    if (back.length)
      throw new Error(
        `League API: ${what}, and a second full read still lists ${back.length} of them; the build stops and the live site stays`,
      );
    ctx.logger.info(`${what}; a second full read confirms it`);
  };

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
        if (emptyLeague(raws.length, core, allowedEmpty(ctx)))
          throw new Error(
            `League API: ${ctx.collection}: the CMS lists none; an empty league is never published, so the build stops (if the CMS really holds none, build once with LEAGUE_ALLOW_EMPTY=${ctx.collection})`,
          );
        const keep = new Set(raws.map(idOf));
        const removed = ctx.store.keys().filter((k) => !keep.has(k));
        await guardRemoval(ctx, removed);
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
      await guardRemoval(ctx, sync.removed);
      store(ctx, [...updated, ...(await byIds(sync.refetch))], sync.removed, live, listing, since);
    },
  };
}
