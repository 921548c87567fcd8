// The demo API's collection routes: reads, the teams' player endpoints, public form posts and the admin write path.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Change, ChangeOperation } from '../../cms/plugin/src/rules/webhook.ts';
import { daysOf, keepSold, type Activation } from '../../cms/plugin/src/rules/seats.ts';
import { refId } from '../../src/lib/api/plain.ts';
import { collectionOf, type CollectionDef } from './collections.ts';
import { forbidden, notFound, readJsonObject, routeNotFound, sendJson } from './http.ts';
import { pushRoute } from './push-subscriptions.ts';
import { count, findMany, findOne, parseParams } from './query.ts';
import type { Doc } from './store.ts';
import { checkInput, validationBody } from './validate.ts';
import type { RouteContext } from './route-context.ts';

export type { RouteContext };

const digest = (s: string) => createHash('sha256').update(s).digest();

/** `Authorization: users API-Key {key}`, Payload's API-key header for the users collection. */
export function isAdmin(req: IncomingMessage, key: string): boolean {
  const m = /^users API-Key (.+)$/.exec(req.headers.authorization ?? '');
  return !!key && !!m && timingSafeEqual(digest(m[1] as string), digest(key));
}

/** The webhook's change for an admin write: a match event also names its match (server/webhook.ts). */
function changeOf(slug: string, doc: Record<string, unknown>, operation: ChangeOperation): Change {
  const match = slug === 'match-events' ? refId(doc.match) : null;
  return { collection: slug, id: doc.id as number | string, operation, ...(match === null ? {} : { match }) };
}

const DELETED = 'Deleted successfully.';
const UPDATED = 'Updated successfully.';

function teamPlayers(ctx: RouteContext, res: ServerResponse, url: URL, teamId: string, playerId?: string): void {
  const team = ctx.store.get('teams', teamId);
  if (!team) return notFound(res);
  const onTeam = (p: Doc) => p.team === team.id || (Array.isArray(team.players) && team.players.includes(p.id));
  const params = parseParams(url.search);
  if (playerId === undefined) return sendJson(res, 200, findMany(ctx.store, 'players', params, onTeam));
  const player = ctx.store.get('players', playerId);
  if (!player || !onTeam(player)) return notFound(res);
  sendJson(res, 200, findOne(ctx.store, 'players', playerId, params));
}

const folded = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
/** A stored document whose `field` equals `value` (text compared trimmed and in any case). */
const stored = (ctx: RouteContext, slug: string, field: string, value: unknown): Doc | undefined =>
  ctx.store.all(slug).find((d) => folded(d[field]) === folded(value));

async function create(
  ctx: RouteContext,
  def: CollectionDef,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  admin: boolean,
) {
  const params = parseParams(url.search);
  const body = await readJsonObject(req);
  const checked = checkInput(ctx.store, def, body);
  if (checked.errors.length) return sendJson(res, 400, validationBody(def.slug, checked.errors));
  const same = def.onePer && !admin ? stored(ctx, def.slug, def.onePer, checked.data[def.onePer]) : undefined;
  if (same) return sendJson(res, 201, { doc: same, message: `${def.singular} successfully created.` });
  const doc = ctx.store.create(def.slug, checked.data);
  if (admin && def.access === 'content') ctx.changed(changeOf(def.slug, doc, 'create'));
  const shown = def.access === 'content' ? findOne(ctx.store, def.slug, String(doc.id), params) : doc;
  sendJson(res, 201, { doc: shown, message: `${def.singular} successfully created.` });
}

async function update(
  ctx: RouteContext,
  def: CollectionDef,
  id: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const params = parseParams(url.search);
  const body = await readJsonObject(req);
  const existing = ctx.store.get(def.slug, id);
  if (!existing) return notFound(res);
  const checked = checkInput(ctx.store, def, body, existing);
  if (checked.errors.length) return sendJson(res, 400, validationBody(def.slug, checked.errors));
  // An edit of a sales activation keeps the seats held and booked since its form was read (the plugin's rule too).
  if (def.slug === 'activate-ticket' && Array.isArray(checked.data.days))
    checked.data.days = keepSold(checked.data.days as Array<{ id?: unknown }>, daysOf(existing as Activation));
  const doc = ctx.store.update(def.slug, id, checked.data) as Doc;
  if (def.access === 'content') ctx.changed(changeOf(def.slug, doc, 'update'));
  sendJson(res, 200, { doc: findOne(ctx.store, def.slug, id, params), message: UPDATED });
}

function remove(ctx: RouteContext, def: CollectionDef, id: string, res: ServerResponse, url: URL) {
  const params = parseParams(url.search);
  const doc = findOne(ctx.store, def.slug, id, params);
  if (!doc || !ctx.store.delete(def.slug, id)) return notFound(res);
  if (def.access === 'content') ctx.changed(changeOf(def.slug, doc, 'delete'));
  sendJson(res, 200, { doc, message: DELETED });
}

/** Handles /api/{collection}[/…]; `segs` are the path segments after /api/. */
export async function collectionRoute(
  ctx: RouteContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  segs: string[],
): Promise<void> {
  const def = collectionOf(segs[0] as string);
  if (!def) return routeNotFound(res, url.pathname);
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const admin = isAdmin(req, ctx.adminKey);
  if (def.access === 'own') return pushRoute(ctx, def, req, res, url, segs, admin);
  // Form submissions stay private: the public may create them but never read, change or delete them.
  const publicMay = def.access === 'content' ? method === 'GET' : method === 'POST' && segs.length === 1;

  if (def.slug === 'teams' && segs[2] === 'players' && segs.length <= 4 && method === 'GET') {
    return teamPlayers(ctx, res, url, segs[1] as string, segs[3]);
  }
  if (segs.length > 2 || !['GET', 'POST', 'PATCH', 'DELETE'].includes(method ?? ''))
    return routeNotFound(res, url.pathname);
  if (segs.length === 1 && (method === 'PATCH' || method === 'DELETE')) return routeNotFound(res, url.pathname);
  if (segs.length === 2 && method === 'POST') return routeNotFound(res, url.pathname);
  if (!publicMay && !admin) {
    req.resume();
    return forbidden(res);
  }
  const id = segs[1];
  if (method === 'POST') return create(ctx, def, req, res, url, admin);
  if (id === undefined) return sendJson(res, 200, findMany(ctx.store, def.slug, parseParams(url.search)));
  if (id === 'count' && method === 'GET')
    return sendJson(res, 200, count(ctx.store, def.slug, parseParams(url.search)));
  if (method === 'PATCH') return update(ctx, def, id, req, res, url);
  if (method === 'DELETE') return remove(ctx, def, id, res, url);
  const doc = findOne(ctx.store, def.slug, id, parseParams(url.search));
  return doc ? sendJson(res, 200, doc) : notFound(res);
}
