// Goal alerts (issues 28, 40): the push-subscriptions and push-alerts collections and their access rules (docs/deploying.md,
// "Goal alerts"). A subscription is created by anyone, to a browser push service only (cms/plugin/src/rules/push-services.ts)
// and at a bounded rate per client (429 past it); only the admin reads one, or changes many at once (Payload's bulk
// PATCH/DELETE with where); it is changed or removed by the admin or by whoever holds its endpoint and auth secret (the
// browser that subscribed), proved with two headers. push-alerts is the sender's record of what it has alerted: admin
// only, its `key` unique so two senders cannot both claim one event, with the fan-out's progress (push-alerts.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CollectionDef } from './collections.ts';
import { forbidden, notFound, readJsonObject, routeNotFound, sendJson } from './http.ts';
import { count, findMany, findOne, parseParams } from './query.ts';
import type { RouteContext } from './route-context.ts';
import type { QsObject } from './qs.ts';
import type { Doc } from './store.ts';
import { validationBody, type FieldError } from './validate.ts';
import { alertProgress } from './push-alerts.ts';
import {
  AUTH_HEADER,
  ENDPOINT_HEADER,
  holdsSubscription,
  langError,
  resubscription,
  shownSubscription,
  subscriptionErrors,
  teamsError,
} from '../../cms/plugin/src/rules/subscriptions.ts';
import { SUBSCRIBE_LIMITED } from '../../cms/plugin/src/rules/rate-limit.ts';

export const PUSH_SUBSCRIPTIONS = 'push-subscriptions';
export const PUSH_ALERTS = 'push-alerts';
export { AUTH_HEADER, ENDPOINT_HEADER, LANGS } from '../../cms/plugin/src/rules/subscriptions.ts';

export type PushInput = { endpoint: string; p256dh: string; auth: string; teams: number[]; lang: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function teamsOf(ctx: RouteContext, v: unknown, errors: FieldError[]): number[] {
  const { ids, error } = teamsError(v, (id) => Boolean(ctx.store.get('teams', id as number)));
  if (error) errors.push(error);
  return ids as number[];
}

function langOf(v: unknown, errors: FieldError[]): string {
  const error = langError(v);
  if (error) errors.push(error);
  return error ? 'en' : (v as string);
}

const shown = shownSubscription;

/** The request carries this subscription's endpoint and auth secret. */
const holds = (req: IncomingMessage, doc: Doc): boolean =>
  holdsSubscription(req.headers[ENDPOINT_HEADER], req.headers[AUTH_HEADER], doc);

async function subscribe(ctx: RouteContext, req: IncomingMessage, res: ServerResponse, admin: boolean) {
  // The client's budget first, as the plugin spends it: every attempt takes a token, junk included, so a flood of bad
  // requests is bounded too (a browser's own requests are valid; a refused one is not read).
  const wait = admin ? null : ctx.subscribeLimiter.take(clientOf(req));
  if (wait !== null) {
    req.resume();
    return sendJson(res, 429, { errors: [{ message: SUBSCRIBE_LIMITED }] }, { 'Retry-After': String(wait) });
  }
  const body = await readJsonObject(req);
  const keys = isObject(body.keys) ? body.keys : {};
  const errors: FieldError[] = subscriptionErrors(body, ctx.pushPolicy);
  const teams = teamsOf(ctx, body.teams, errors);
  const lang = langOf(body.lang, errors);
  if (errors.length) return sendJson(res, 400, validationBody(PUSH_SUBSCRIPTIONS, errors));
  const endpoint = body.endpoint as string;
  const data = { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, teams, lang };
  const existing = ctx.store.all(PUSH_SUBSCRIPTIONS).find((d) => d.endpoint === endpoint);
  if (existing) {
    // Subscribing again from the same browser updates its schools and language; a stranger cannot take it over.
    if (resubscription(keys.auth, existing) === 'forbidden') return forbidden(res);
    const doc = ctx.store.update(PUSH_SUBSCRIPTIONS, existing.id, data) as Doc;
    return sendJson(res, 200, { doc: shown(doc), message: 'Updated successfully.' });
  }
  const doc = ctx.store.create(PUSH_SUBSCRIPTIONS, { ...data, failures: 0 });
  sendJson(res, 201, { doc: shown(doc), message: 'Push Subscription successfully created.' });
}

/** A subscription's changes: its schools and language (the holder or the admin), its failure count (the admin). */
function subscriptionPatch(ctx: RouteContext, body: Record<string, unknown>, admin: boolean, errors: FieldError[]) {
  const patch: Record<string, unknown> = {};
  if (Object.hasOwn(body, 'teams')) patch.teams = teamsOf(ctx, body.teams, errors);
  if (Object.hasOwn(body, 'lang')) patch.lang = langOf(body.lang, errors);
  if (admin && Object.hasOwn(body, 'failures')) {
    if (Number.isSafeInteger(body.failures) && (body.failures as number) >= 0) patch.failures = body.failures;
    else errors.push({ path: 'failures', message: 'This field must be a whole number of 0 or more.' });
  }
  return patch;
}

/** One document's change: a subscription by its holder or the admin, an alert's progress by the admin. */
async function change(
  ctx: RouteContext,
  slug: string,
  req: IncomingMessage,
  res: ServerResponse,
  doc: Doc,
  admin: boolean,
) {
  const body = await readJsonObject(req);
  const errors: FieldError[] = [];
  const patch = slug === PUSH_ALERTS ? alertProgress(body, errors) : subscriptionPatch(ctx, body, admin, errors);
  if (errors.length) return sendJson(res, 400, validationBody(slug, errors));
  const updated = ctx.store.update(slug, doc.id, patch) as Doc;
  sendJson(res, 200, { doc: slug === PUSH_SUBSCRIPTIONS ? shown(updated) : updated, message: 'Updated successfully.' });
}

/**
 * Payload's bulk writes (`PATCH` or `DELETE /api/{slug}?where[…]`, admin only): every document the `where` matches is
 * changed or deleted, one at a time, answered `{docs, errors, message}`; a document's own refusal goes into `errors`.
 */
async function bulk(ctx: RouteContext, slug: string, req: IncomingMessage, res: ServerResponse, url: URL) {
  const params = parseParams(url.search);
  const body = req.method === 'PATCH' ? await readJsonObject(req) : (req.resume(), {});
  const errors: FieldError[] = [];
  const patch = slug === PUSH_ALERTS ? alertProgress(body, errors) : subscriptionPatch(ctx, body, true, errors);
  if (errors.length) return sendJson(res, 400, validationBody(slug, errors));
  // The sender's bulk writes name their documents (`where[id][in]=…`, 100 at a time): read by id, not by a pass over
  // every subscription (5,000 failure counts after a goal took 10 s as passes over 55,000).
  const w = params.where;
  const named =
    w && typeof w === 'object' && !Array.isArray(w) && Object.keys(w).length === 1 ? (w as QsObject).id : undefined;
  const inIds =
    named && typeof named === 'object' && !Array.isArray(named) && Object.keys(named).length === 1
      ? (named as QsObject).in
      : undefined;
  const matched =
    typeof inIds === 'string'
      ? [...new Set(inIds.split(','))].flatMap((id) => {
          const d = ctx.store.get(slug, id);
          return d ? [d] : [];
        })
      : (findMany(ctx.store, slug, { ...params, limit: 0, page: 1, depth: 0 }).docs as Doc[]);
  const docs = ctx.store.transaction(() =>
    req.method === 'DELETE'
      ? matched.filter((d) => ctx.store.delete(slug, d.id))
      : ctx.store.updateMany(
          slug,
          matched.map((d) => d.id),
          patch,
        ),
  );
  const label = slug === PUSH_ALERTS ? 'Push Alerts' : 'Push Subscriptions';
  const verb = req.method === 'DELETE' ? 'Deleted' : 'Updated';
  sendJson(res, 200, {
    docs: slug === PUSH_SUBSCRIPTIONS ? docs.map(shown) : docs,
    errors: [],
    message: `${verb} ${docs.length} ${label} successfully.`,
  });
}

/** The sender's claim on one alert: a second claim of the same key is refused as Payload refuses a unique field. */
async function claim(ctx: RouteContext, req: IncomingMessage, res: ServerResponse) {
  const body = await readJsonObject(req);
  const key = typeof body.key === 'string' ? body.key.trim() : '';
  const id = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? String(v).slice(0, 64) || null : null);
  const match = id(body.match);
  const event = id(body.event);
  const errors: FieldError[] = [];
  if (!key || key.length > 500) errors.push({ path: 'key', message: 'This field is required.' });
  if (match === null) errors.push({ path: 'match', message: 'This field is required.' });
  const progress = alertProgress(body, errors);
  if (errors.length) return sendJson(res, 400, validationBody(PUSH_ALERTS, errors));
  const sig = typeof body.sig === 'string' ? body.sig.slice(0, 2000) : '';
  // The check and the insert in one transaction: two claims at once cannot both pass.
  const doc = ctx.store.transaction(() =>
    ctx.store.all(PUSH_ALERTS).some((d) => d.key === key)
      ? null
      : ctx.store.create(PUSH_ALERTS, { key, match, event, sig, ...progress }),
  );
  if (!doc) return sendJson(res, 400, validationBody(PUSH_ALERTS, [{ path: 'key', message: 'Value must be unique' }]));
  sendJson(res, 201, { doc, message: 'Push Alert successfully created.' });
}

/** The client a creation budget is kept for: the socket's address (the demo API is not behind a proxy). */
const clientOf = (req: IncomingMessage) => req.socket.remoteAddress ?? 'unknown';

/** /api/push-subscriptions[/…] and /api/push-alerts[/…]; `admin` already checked by the caller. */
export async function pushRoute(
  ctx: RouteContext,
  def: CollectionDef,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  segs: string[],
  admin: boolean,
): Promise<void> {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const id = segs[1];
  if (segs.length > 2) return routeNotFound(res, url.pathname);
  if (method === 'POST' && id === undefined) {
    if (def.slug === PUSH_SUBSCRIPTIONS) return subscribe(ctx, req, res, admin);
    if (!admin) return forbidden(res);
    return claim(ctx, req, res);
  }
  if (method === 'GET' && admin) {
    const params = parseParams(url.search);
    if (id === undefined) return sendJson(res, 200, findMany(ctx.store, def.slug, params));
    if (id === 'count') return sendJson(res, 200, count(ctx.store, def.slug, params));
    const doc = findOne(ctx.store, def.slug, id, params);
    return doc ? sendJson(res, 200, doc) : notFound(res);
  }
  if ((method === 'PATCH' || method === 'DELETE') && id === undefined && admin)
    return bulk(ctx, def.slug, req, res, url);
  if ((method === 'PATCH' || method === 'DELETE') && id !== undefined) {
    const doc = ctx.store.get(def.slug, id);
    const allowed = admin || (def.slug === PUSH_SUBSCRIPTIONS && doc !== undefined && holds(req, doc));
    if (!allowed) {
      req.resume();
      // The same answer for a wrong secret and a missing subscription: nobody can probe which ids exist.
      return forbidden(res);
    }
    if (!doc) return notFound(res);
    if (method === 'DELETE') {
      ctx.store.delete(def.slug, id);
      return sendJson(res, 200, {
        doc: def.slug === PUSH_SUBSCRIPTIONS ? shown(doc) : doc,
        message: 'Deleted successfully.',
      });
    }
    return change(ctx, def.slug, req, res, doc, admin);
  }
  if (!['GET', 'POST', 'PATCH', 'DELETE'].includes(method ?? '')) return routeNotFound(res, url.pathname);
  req.resume();
  return forbidden(res);
}
