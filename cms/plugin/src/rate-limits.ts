// Bounded creation (issue 41): the four forms and push subscriptions are created by anyone, so each client address gets
// a budget (the shared token bucket, rules/rate-limit.ts); past it Payload answers 429 with Retry-After and stores
// nothing. Signed-in league users and the Local API (the seed, the league's own scripts) are never limited.
import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload';
import { clientAddress, FORMS_LIMITED, rateLimiter, type RateLimit, type RateLimiter } from './rules/rate-limit.ts';

export type RateLimitOptions = {
  /** The four forms' budget per client (default FORM_RATE); false for none (a proxy in front limits them). */
  forms?: RateLimit | false;
  /** Push subscriptions' budget per client (default SUBSCRIBE_RATE); false for none. */
  subscriptions?: RateLimit | false;
  /**
   * The client's address. Default: the last X-Forwarded-For entry (what the nearest proxy saw), else X-Real-IP. A
   * request with neither shares one budget with every other such request, and a warning is logged once: set this
   * when the CMS sees clients without a proxy that names them.
   */
  clientOf?: (req: PayloadRequest) => string | null;
};

/** Payload's error for a refused request; logged at debug level only (a flood must not flood the log too). */
export class TooManyRequests extends APIError {
  constructor(message: string) {
    super(message, 429, null, true);
  }
}

export type Limit = (req: PayloadRequest, message: string) => void;

/** A budget per client; `limit(req, message)` throws TooManyRequests past it, with Retry-After on the answer. */
export function budget(rate: RateLimit | false, clientOf: RateLimitOptions['clientOf']): Limit {
  if (rate === false) return () => {};
  const limiter: RateLimiter = rateLimiter(rate);
  let warned = false;
  return (req, message) => {
    if (req.user) return;
    let key = clientOf ? clientOf(req) : clientAddress(req.headers);
    if (!key) {
      if (!warned) req.payload.logger.warn('league plugin: a request names no client address; see clientOf');
      warned = true;
      key = 'unnamed';
    }
    const wait = limiter.take(key);
    if (wait === null) return;
    const headers = req.responseHeaders ?? new Headers();
    headers.set('Retry-After', String(wait));
    req.responseHeaders = headers;
    throw new TooManyRequests(message);
  };
}

/** The forms' hook: a create over REST (access checked, no user) spends one of the client's tokens. */
export const formLimitHook =
  (limit: Limit): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    if (operation === 'create' && (args as { overrideAccess?: boolean }).overrideAccess !== true)
      limit(req, FORMS_LIMITED);
    return args;
  };
