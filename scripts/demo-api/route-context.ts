// What every route of the demo API is given: the store, the admin key and the change hook (routes.ts and the push
// subscriptions' routes both take it, so it lives apart from either).
import type { Store } from './store.ts';
import type { PushPolicy } from '../../cms/plugin/src/rules/push-services.ts';
import type { RateLimiter } from '../../cms/plugin/src/rules/rate-limit.ts';
import type { Change } from '../../cms/plugin/src/rules/webhook.ts';

export type RouteContext = {
  store: Store;
  /** The admin API key; empty disables the admin path. */
  adminKey: string;
  /** Called after every admin change (the server turns it into the rebuild webhook). */
  changed: (change: Change) => void;
  /** Which push endpoints a subscription may name (cms/plugin/src/rules/push-services.ts). */
  pushPolicy: PushPolicy;
  /** The budget of subscription creations per client (socket address); the admin is exempt. */
  subscribeLimiter: RateLimiter;
};
