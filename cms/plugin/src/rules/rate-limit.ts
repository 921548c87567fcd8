// A per-client budget (a token bucket per key), written once for the demo API and the plugin: push subscriptions
// (issue 40; docs/decisions/alerts.md, "Bounded creation") and the four forms (issue 41) are created at a bounded rate
// per client address. Memory stays bounded: full buckets are dropped.

export type RateLimit = { burst: number; perMinute: number };

export type RateLimiter = {
  /** Takes one token for `key`; null when allowed, else the seconds until the next token. */
  take: (key: string) => number | null;
};

/** Subscriptions: 20 creations at once, then one every 3 s (20 a minute) per client. */
export const SUBSCRIBE_RATE: RateLimit = { burst: 20, perMinute: 20 };

/**
 * The four forms (contact, newsletter, sponsor application, registration): 20 at once, then 10 a minute per client.
 * Generous for one address, because Nepal's mobile networks put many phones behind one (carrier-grade NAT): a school's
 * whole class registering from one hall must pass; a script posting thousands must not.
 */
export const FORM_RATE: RateLimit = { burst: 20, perMinute: 10 };

/** The 429's message past each budget, the demo API's and the plugin's. */
export const SUBSCRIBE_LIMITED = 'Too many push subscriptions from this address. Please try again later.';
export const FORMS_LIMITED = 'Too many submissions from this address. Please try again later.';

/**
 * The client's address as the nearest proxy saw it: the last entry of X-Forwarded-For (each proxy appends the address
 * it was called from, so earlier entries are the client's own word and can be forged), else X-Real-IP; null when
 * neither is there.
 */
export function clientAddress(headers: { get(name: string): string | null }): string | null {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return hops.at(-1) ?? headers.get('x-real-ip')?.trim() ?? null;
}

export function rateLimiter(limit: RateLimit, clock: () => number = Date.now): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const perMs = limit.perMinute / 60_000;
  const refill = (b: { tokens: number; at: number }, now: number) => {
    b.tokens = Math.min(limit.burst, b.tokens + (now - b.at) * perMs);
    b.at = now;
  };
  return {
    take(key) {
      const now = clock();
      if (buckets.size > 10_000) {
        for (const [k, b] of buckets) {
          refill(b, now);
          if (b.tokens >= limit.burst) buckets.delete(k);
        }
      }
      const b = buckets.get(key) ?? { tokens: limit.burst, at: now };
      refill(b, now);
      buckets.set(key, b);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return null;
      }
      return Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000));
    },
  };
}
