// The league's Payload plugin (issue 41): `plugins: [leaguePlugin({ ...options })]` adds what the site needs to a
// league's Payload 3 config. Collections the league lacks are added; collections it has gain the fields they lack
// (none removed or renamed); content collections send the signed change webhook; the payment endpoints are mounted.
import type { CollectionBeforeOperationHook, CollectionConfig, Config, Plugin } from 'payload';
import { pushAlerts, pushSubscriptions } from './alerts.ts';
import { keepSoldSeats } from './seat-guard.ts';
import { mergeCollection, siteCollection, SITE_COLLECTIONS } from './collections.ts';
import { issuedCollection, ordersCollection } from './orders.ts';
import { paymentEndpoints, type PaymentOptions } from './payments.ts';
import type { PushPolicy } from './rules/push-services.ts';
import { FORM_RATE, SUBSCRIBE_RATE } from './rules/rate-limit.ts';
import { budget, formLimitHook, type RateLimitOptions } from './rate-limits.ts';
import { withWebhooks, type WebhookTarget } from './webhooks.ts';

export type LeaguePluginOptions = {
  /** Where each content change is posted, signed when a secret is given: the rebuild receiver or build hook, and the
   *  goal alerts' function (docs/deploying.md, section 1). */
  webhooks?: WebhookTarget[];
  /** Fonepay: the merchant's PID and shared secret, and the order rules. */
  payments?: Partial<PaymentOptions> & Pick<PaymentOptions, 'merchantId' | 'secret'>;
  /** Which push endpoints a subscription may name: browser push services only, unless a test allows more. */
  push?: PushPolicy;
  /** Budgets per client for the four forms and push subscriptions (defaults FORM_RATE and SUBSCRIBE_RATE). */
  rateLimits?: RateLimitOptions;
};

const PAYMENT_DEFAULTS = { pricePerTicket: 1, maxPerOrder: 5, holdMinutes: 15 };

/** The activation's lock counter (see payment-store.ts), hidden from editors. */
const SEATS_VERSION = { name: 'seatsVersion', type: 'number', defaultValue: 0, admin: { hidden: true } } as const;

export const leaguePlugin =
  (options: LeaguePluginOptions = {}): Plugin =>
  (config: Config): Config => {
    const webhooks = options.webhooks ?? [];
    const limits = options.rateLimits ?? {};
    const formHook = formLimitHook(budget(limits.forms ?? FORM_RATE, limits.clientOf));
    const subscribeLimit = budget(limits.subscriptions ?? SUBSCRIBE_RATE, limits.clientOf);
    const wanted: CollectionConfig[] = SITE_COLLECTIONS.map(siteCollection).map((c) =>
      c.slug === 'activate-ticket' ? { ...c, fields: [...c.fields, SEATS_VERSION] } : c,
    );
    const collections = [...(config.collections ?? [])];
    for (const want of wanted) {
      const at = collections.findIndex((c) => c.slug === want.slug);
      const merged = at >= 0 ? mergeCollection(collections[at]!, want) : want;
      const hooked = siteReads(want)
        ? withWebhooks(merged, webhooks)
        : isForm(want)
          ? withHook(merged, formHook)
          : merged;
      // An activation edited by the league keeps the seats buyers hold and booked meanwhile (seat-guard.ts).
      const guarded =
        want.slug === 'activate-ticket'
          ? {
              ...hooked,
              hooks: { ...hooked.hooks, beforeChange: [keepSoldSeats, ...(hooked.hooks?.beforeChange ?? [])] },
            }
          : hooked;
      if (at >= 0) collections[at] = guarded;
      else collections.push(guarded);
    }
    for (const own of [
      pushSubscriptions(options.push ?? {}, subscribeLimit),
      pushAlerts(),
      ordersCollection,
      issuedCollection,
    ])
      if (!collections.some((c) => c.slug === own.slug)) collections.push(own);
    const payments = options.payments ? paymentEndpoints({ ...PAYMENT_DEFAULTS, ...options.payments }) : [];
    return {
      ...config,
      collections,
      endpoints: [...(config.endpoints ?? []), ...payments],
      // A refused request is the budget working, not a fault: kept out of the log unless it is at debug level. (Payload
      // looks levels up by the error's name; its type lists only its own errors' names.)
      loggingLevels: { ...({ TooManyRequests: 'debug' } as Config['loggingLevels']), ...config.loggingLevels },
    };
  };

/** Content the site reads (the forms' collections are private: a submission rebuilds nothing). */
const siteReads = (c: CollectionConfig) => SITE_COLLECTIONS.some((d) => d.slug === c.slug && d.access === 'content');

/** The four forms: created by anyone, read by the league alone. */
const isForm = (c: CollectionConfig) => SITE_COLLECTIONS.some((d) => d.slug === c.slug && d.access === 'private');

const withHook = (c: CollectionConfig, hook: CollectionBeforeOperationHook): CollectionConfig => ({
  ...c,
  hooks: { ...c.hooks, beforeOperation: [...(c.hooks?.beforeOperation ?? []), hook] },
});

export default leaguePlugin;
export type { WebhookTarget } from './webhooks.ts';
export type { PaymentOptions } from './payments.ts';
export type { RateLimitOptions } from './rate-limits.ts';
