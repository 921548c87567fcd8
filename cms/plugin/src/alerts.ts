// Goal alerts' collections (issue 40, docs/deploying.md "Goal alerts"): push-subscriptions, created by anyone but only
// to a browser push service, with valid keys, 1 to 50 existing schools and a language; changed or removed by the
// league or by the browser holding it (its endpoint and auth secret in two headers); never read publicly. push-alerts:
// the sender's record, the league's alone, its key unique so that two senders cannot both claim one event.
// Subscribing again with an endpoint that has a subscription updates it when the browser proves its auth secret (a
// phone that lost its saved id turns alerts on again), as the demo API does; creations are rate-limited per client.
import {
  addDataAndFileToRequest,
  ValidationError,
  type Access,
  type CollectionConfig,
  type Endpoint,
  type Field,
  type Where,
} from 'payload';
import { COLLECTION_LIST } from './rules/collections.ts';
import type { PushPolicy } from './rules/push-services.ts';
import { checkPushEndpoint } from './rules/push-services.ts';
import {
  AUTH_HEADER,
  ENDPOINT_HEADER,
  keyError,
  langError,
  MAX_TEAMS,
  resubscription,
  shownSubscription,
  subscriptionErrors,
} from './rules/subscriptions.ts';
import { adminOnly, anyone, leagueField } from './access.ts';
import { toFields } from './collections.ts';
import type { Limit } from './rate-limits.ts';
import { SUBSCRIBE_LIMITED } from './rules/rate-limit.ts';

const SLUG = 'push-subscriptions';
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * POST /api/push-subscriptions, before Payload's own create: the client's budget first (junk spends it too, so a
 * flood of bad requests is bounded as well, as on the demo API), then an endpoint that has a subscription is updated
 * for the browser holding it (its schools, language and keys) or refused (403) for anyone else; a new endpoint is
 * created as Payload would, with the same validation and the same answer (201 `{doc, message}`, the endpoint and keys
 * never shown).
 */
const subscribeEndpoint = (policy: PushPolicy, limit: Limit): Endpoint => ({
  path: '/',
  method: 'post',
  handler: async (req) => {
    limit(req, SUBSCRIBE_LIMITED);
    await addDataAndFileToRequest(req);
    const data = isObject(req.data) ? req.data : {};
    const keys = isObject(data.keys) ? data.keys : {};
    const found =
      typeof data.endpoint === 'string'
        ? await req.payload.find({
            collection: SLUG,
            where: { endpoint: { equals: data.endpoint } },
            limit: 1,
            depth: 0,
            req,
            overrideAccess: true,
            showHiddenFields: true,
          })
        : { docs: [] };
    const existing = found.docs[0] as Record<string, unknown> | undefined;
    if (!existing) {
      const doc = await req.payload.create({ collection: SLUG, data, depth: 0, req, overrideAccess: false });
      return Response.json({ doc, message: 'Push Subscription successfully created.' }, { status: 201 });
    }
    if (resubscription(keys.auth, existing) === 'forbidden')
      return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 });
    // The same browser: its keys (p256dh may be new after a key rotation), schools and language, all given again as on
    // a first subscription (Payload validates the schools against the teams).
    const errors = subscriptionErrors(data, policy);
    const lang = langError(data.lang);
    if (lang) errors.push(lang);
    if (!Array.isArray(data.teams)) errors.push({ path: 'teams', message: 'This field is required.' });
    if (errors.length) throw new ValidationError({ collection: SLUG, errors });
    const doc = await req.payload.update({
      collection: SLUG,
      id: existing.id as number | string,
      data: { keys: { p256dh: keys.p256dh, auth: keys.auth }, teams: data.teams, lang: data.lang },
      depth: 0,
      req,
      overrideAccess: true,
    });
    return Response.json({ doc: shownSubscription(doc), message: 'Updated successfully.' }, { status: 200 });
  },
});

/** The league, or the browser that holds the subscription: its endpoint and auth secret, compared by the database. */
const holder: Access = ({ req }) => {
  if (req.user) return true;
  const endpoint = req.headers.get(ENDPOINT_HEADER);
  const auth = req.headers.get(AUTH_HEADER);
  if (!endpoint || !auth) return false;
  const where: Where = { and: [{ endpoint: { equals: endpoint } }, { 'keys.auth': { equals: auth } }] };
  return where;
};

/** Seen and changed by the league alone; a browser sets them when it subscribes. */
const leagueOnly = { read: leagueField, update: leagueField };

export function pushSubscriptions(policy: PushPolicy, limit: Limit): CollectionConfig {
  const fields: Field[] = [
    {
      name: 'endpoint',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      access: leagueOnly,
      validate: (v: unknown) => {
        const verdict = checkPushEndpoint(v, policy);
        return verdict.ok || verdict.reason;
      },
    },
    {
      name: 'keys',
      type: 'group',
      access: leagueOnly,
      fields: [
        { name: 'p256dh', type: 'text', required: true, validate: (v: unknown) => keyError(v, 65) ?? true },
        { name: 'auth', type: 'text', required: true, validate: (v: unknown) => keyError(v, 16) ?? true },
      ],
    },
    {
      name: 'teams',
      type: 'relationship',
      relationTo: 'teams',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: MAX_TEAMS,
    },
    { name: 'lang', type: 'text', required: true, validate: (v: unknown) => langError(v)?.message ?? true },
    { name: 'failures', type: 'number', defaultValue: 0, min: 0, access: { create: leagueField, update: leagueField } },
  ];
  return {
    slug: SLUG,
    labels: { singular: 'Push Subscription', plural: 'Push Subscriptions' },
    access: { create: anyone, read: adminOnly, update: holder, delete: holder },
    endpoints: [subscribeEndpoint(policy, limit)],
    fields,
  };
}

export function pushAlerts(): CollectionConfig {
  const def = COLLECTION_LIST.find((c) => c.slug === 'push-alerts')!;
  const fields = toFields(def.fields).map((f) =>
    'name' in f && f.name === 'key' ? ({ ...f, required: true, unique: true, index: true } as Field) : f,
  );
  return {
    slug: 'push-alerts',
    labels: { singular: 'Push Alert', plural: 'Push Alerts' },
    access: { create: adminOnly, read: adminOnly, update: adminOnly, delete: adminOnly },
    fields,
  };
}
