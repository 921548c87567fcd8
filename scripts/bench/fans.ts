// Simulated fans for the match-day bench, with autocannon: many connections asking the islands' URLs at a set overall
// rate. The latencies are every response's own time (autocannon's histogram has no 95th percentile).
import autocannon, { type AutocannonRequest } from 'autocannon';

/** What a fan's browser sends with an island's fetch. */
const BROWSER_HEADERS = {
  Accept: 'application/json',
  'Accept-Encoding': 'gzip, deflate, br, zstd',
  Origin: 'https://league.example.org',
};

export type FanLoad = {
  url: string;
  /** The request paths, asked in this order over and over by each connection (the mix of the islands' requests). */
  paths: string[];
  /** Requests per second from all fans together. */
  rate: number;
  /** Open connections (autocannon gives each at most one request a second). */
  connections: number;
  durationS?: number;
  /** A fixed number of requests instead of a duration. */
  amount?: number;
  /**
   * `[<id>]` in a path becomes a new unique id on every request (autocannon's idReplacement): endless distinct URLs from
   * a few paths. autocannon builds every listed path's request once per connection, so a long list of distinct paths
   * (2,000 × 1,000 connections) spends the load generator's time and memory building requests instead of sending them.
   */
  uniqueIds?: boolean;
  /** `[<n>]` in a path becomes a new 12-digit number on every request: ids a live read may name, never the CMS's. */
  numericIds?: boolean;
};

/** A 12-digit id from 900000000000 up: the demo's and a real league's ids are far below. */
const numericId = () => String(900_000_000_000 + Math.floor(Math.random() * 99_999_999_999));

export type FanRun = { requests: number; rps: number; p95Ms: number; errors: number; seconds: number };

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/** Splits n into `parts` whole numbers as equal as can be (13, 13, 13, 14 …). */
const shares = (n: number, parts: number) =>
  Array.from({ length: parts }, (_, i) => Math.floor((n * (i + 1)) / parts) - Math.floor((n * i) / parts));

/**
 * autocannon paces a connection at whole requests per second, all of them at the start of each second: one run would
 * send the whole second's load as one wave. Fans arrive spread out, so the load runs as WAVES autocannon instances
 * started a tenth of a second apart, each with a tenth of the connections, rate and amount.
 */
const WAVES = 10;

export async function runFans(load: FanLoad): Promise<FanRun> {
  const times: number[] = [];
  const rates = shares(load.rate, WAVES);
  const connections = shares(load.connections, WAVES);
  const amounts = load.amount ? shares(load.amount, WAVES) : [];
  const started = performance.now();
  const results = await Promise.all(
    rates.map(async (rate, i) => {
      await new Promise((r) => setTimeout(r, (i * 1000) / WAVES));
      const instance = autocannon({
        url: load.url,
        connections: Math.max(1, Math.min(connections[i] ?? 1, rate)),
        overallRate: rate,
        ...(load.amount ? { amount: amounts[i] } : { duration: load.durationS ?? 20 }),
        timeout: 10,
        ...(load.uniqueIds ? { idReplacement: true } : {}),
        headers: BROWSER_HEADERS,
        requests: load.paths.map((path) => ({
          method: 'GET',
          path,
          ...(load.numericIds
            ? { setupRequest: (req: AutocannonRequest) => ({ ...req, path: path.replace(/\[<n>\]/g, numericId) }) }
            : {}),
        })),
      });
      instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
      return instance;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // errors counts connection errors and timeouts; an answer other than 2xx is a failure for a fan too.
  const errors = results.reduce((n, r) => n + r.errors + r.non2xx, 0);
  return { requests: times.length, rps: times.length / seconds, p95Ms: percentile(times, 0.95), errors, seconds };
}
