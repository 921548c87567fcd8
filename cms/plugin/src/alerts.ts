// Goal alerts' collections (issue 40, docs/deploying.md "Goal alerts"): push-subscriptions, created by anyone but only
// to a browser push service, with valid keys, 1 to 50 existing schools and a language; changed or removed by the
// league or by the browser holding it (its endpoint and auth secret in two headers); never read publicly. push-alerts:
// the sender's record, the league's alone, its key unique so that two senders cannot both claim one event.
import type { Access, CollectionConfig, Field, Where } from 'payload';
import { COLLECTION_LIST } from './rules/collections.ts';
import type { PushPolicy } from './rules/push-services.ts';
import { checkPushEndpoint } from './rules/push-services.ts';
import { AUTH_HEADER, ENDPOINT_HEADER, keyError, langError, MAX_TEAMS } from './rules/subscriptions.ts';
import { adminOnly, anyone, leagueField } from './access.ts';
import { toFields } from './collections.ts';

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

export function pushSubscriptions(policy: PushPolicy): CollectionConfig {
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
    slug: 'push-subscriptions',
    labels: { singular: 'Push Subscription', plural: 'Push Subscriptions' },
    access: { create: anyone, read: adminOnly, update: holder, delete: holder },
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
