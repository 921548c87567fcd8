// A per-client budget (a token bucket per key): the demo API's push subscriptions are created at a bounded rate per
// socket address (issue 40; docs/decisions/alerts.md, "Bounded creation"). Memory stays bounded: full buckets are dropped.

export type RateLimit = { burst: number; perMinute: number };

export type RateLimiter = {
  /** Takes one token for `key`; null when allowed, else the seconds until the next token. */
  take: (key: string) => number | null;
};

/** The demo API's default: 20 creations at once, then one every 3 s (20 a minute) per client. */
export const SUBSCRIBE_RATE: RateLimit = { burst: 20, perMinute: 20 };

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
