// One alert's fan-out (issue 40): subscriptions arrive a chunk at a time (in the CMS's id order, each chunk reserved by
// the caller before it is handed over), and go out with bounded concurrency overall and per push service (origin), a
// deadline per request and a circuit breaker per push service, so that no slow or dead endpoint holds back the others
// (docs/decisions/alerts.md, "A fan-out nothing holds back"). Within the chunks read ahead, subscriptions with no failure
// on record go first. Never throws for one subscriber's failure; stops at `stop` after the requests in flight.
import type webpush from 'web-push';
import { checkPushEndpoint, type PushPolicy } from '../../cms/plugin/src/rules/push-services.ts';
import type { Locale } from '../../src/i18n/locales.ts';

export type StoredSubscription = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  lang: Locale;
  /** Alerts in a row this subscription failed (0: none on record). */
  failures: number;
};

/** What became of one subscription in this fan-out. `failed`: answered with an error, not answered within the
 *  deadline, or its push service's breaker open; `refused`: its endpoint is no push service. */
export type Outcome = 'sent' | 'gone' | 'failed' | 'refused';

export type Chunk = { subs: StoredSubscription[] };

export type FanOutLimits = {
  /** Requests in flight at once (default 64). */
  concurrency: number;
  /** Requests in flight at once to one push service (default 16). */
  perHost: number;
  /** A request not answered within this many ms is given up (default 4000). */
  deadlineMs: number;
  /** Failures in a row (no answer, 5xx, 429) after which a push service is not tried again in this fan-out (default 8). */
  breakerAfter: number;
  /** Chunks read ahead (default 2): subscriptions reserved and not yet sent are at most this many chunks. A chunk whose
   *  every subscription is sent (some still in flight, awaiting their answer or deadline) no longer counts, so requests
   *  to a push service that does not answer never stop the next chunk from being read. */
  window: number;
};

export type FanOutInput = {
  next: () => Promise<Chunk | null>;
  message: (s: StoredSubscription) => string;
  requestOptions: (s: StoredSubscription, origin: string) => webpush.RequestOptions;
  /** Encrypts and sends one message (push-post.ts, on this thread or a push thread): the push service's status, -1 for
   *  keys no browser holds, or a rejection (no answer within the deadline, connection refused). */
  send: (
    sub: StoredSubscription,
    body: string,
    options: webpush.RequestOptions,
    origin: string,
    ms: number,
  ) => Promise<number>;
  policy: PushPolicy;
  limits: FanOutLimits;
  /** Called once per chunk, in order, when every subscription of it is settled. */
  settled: (results: Array<{ sub: StoredSubscription; outcome: Outcome }>, anyAnswered: boolean) => Promise<void>;
  /** Answered requests' latency, in ms. */
  latency: (ms: number) => void;
  stop: { requested: boolean; wake?: () => void };
  log: (line: string) => void;
};

export type FanOutResult = { counts: Record<Outcome, number>; unsent: string[]; openHosts: string[] };

type ChunkState = {
  queues: Map<string, StoredSubscription[]>;
  left: number;
  results: Array<{ sub: StoredSubscription; outcome: Outcome }>;
};

export async function fanOut(input: FanOutInput): Promise<FanOutResult> {
  const { limits, stop } = input;
  const counts: Record<Outcome, number> = { sent: 0, gone: 0, failed: 0, refused: 0 };
  const window: ChunkState[] = [];
  const inHost = new Map<string, number>();
  const strikes = new Map<string, number>();
  const open = new Set<string>();
  let inflight = 0;
  let exhausted = false;
  let reading: Promise<void> | null = null;
  let readError: unknown = null;
  let anyAnswered = false;
  let recording: Promise<void> = Promise.resolve();
  let wake = () => {};
  let woken = new Promise<void>((r) => (wake = r));
  stop.wake = () => wake();
  // Outcomes are best effort (failure counts): one the CMS did not take is logged, and the fan-out goes on.
  const unrecorded = (e: unknown) => input.log(`outcomes not recorded: ${e instanceof Error ? e.message : String(e)}`);

  const settle = (c: ChunkState, sub: StoredSubscription, outcome: Outcome) => {
    counts[outcome]++;
    c.results.push({ sub, outcome });
    c.left--;
  };
  const strike = (origin: string) => {
    const n = (strikes.get(origin) ?? 0) + 1;
    strikes.set(origin, n);
    if (n >= limits.breakerAfter && !open.has(origin)) {
      open.add(origin);
      input.log(`${origin} failed ${n} times in a row: not tried again in this fan-out`);
    }
  };
  function start(c: ChunkState, origin: string, sub: StoredSubscription) {
    inflight++;
    inHost.set(origin, (inHost.get(origin) ?? 0) + 1);
    const began = performance.now();
    let sending: Promise<number>;
    try {
      sending = input.send(sub, input.message(sub), input.requestOptions(sub, origin), origin, limits.deadlineMs);
    } catch (e) {
      sending = Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
    sending
      .then(
        (status) => {
          if (status === -1) return settle(c, sub, 'refused');
          anyAnswered = true;
          input.latency(performance.now() - began);
          if (status >= 500 || status === 429) strike(origin);
          else strikes.set(origin, 0);
          settle(c, sub, status >= 200 && status < 300 ? 'sent' : status === 404 || status === 410 ? 'gone' : 'failed');
        },
        () => {
          strike(origin);
          settle(c, sub, 'failed');
        },
      )
      .finally(() => {
        inflight--;
        inHost.set(origin, inHost.get(origin)! - 1);
        wake();
      });
  }
  function admit(subs: StoredSubscription[]): ChunkState {
    const c: ChunkState = { queues: new Map(), left: subs.length, results: [] };
    // No failure on record first (a stable sort keeps the id order within each).
    for (const sub of [...subs].sort((a, b) => Number(a.failures > 0) - Number(b.failures > 0))) {
      const verdict = checkPushEndpoint(sub.endpoint, input.policy);
      if (!verdict.ok) {
        settle(c, sub, 'refused');
        continue;
      }
      const q = c.queues.get(verdict.origin) ?? [];
      q.push(sub);
      c.queues.set(verdict.origin, q);
    }
    return c;
  }

  for (;;) {
    // Chunks settled from the front are recorded in order (their outcomes), and make room for the next read.
    while (window.length && window[0]!.left === 0) {
      const done = window.shift()!;
      const answered = anyAnswered;
      recording = recording.then(() => input.settled(done.results, answered)).catch(unrecorded);
    }
    // Read ahead while fewer than `window` chunks still have subscriptions to send: requests in flight (answered or
    // given up at their deadline) do not hold the next chunk back.
    const waiting = window.filter((c) => [...c.queues.values()].some((q) => q.length > 0)).length;
    if (!stop.requested && !exhausted && !reading && !readError && waiting < limits.window) {
      reading = input
        .next()
        .then(
          (chunk) => {
            if (chunk) window.push(admit(chunk.subs));
            else exhausted = true;
          },
          (e: unknown) => void (readError = e),
        )
        .finally(() => {
          reading = null;
          wake();
        });
    }
    if (!stop.requested && !readError) {
      for (const c of window) {
        for (const [origin, q] of c.queues) {
          while (q.length && open.has(origin)) settle(c, q.shift()!, 'failed');
          while (q.length && inflight < limits.concurrency && (inHost.get(origin) ?? 0) < limits.perHost)
            start(c, origin, q.shift()!);
        }
      }
    }
    if (window.length && window[0]!.left === 0) continue;
    const idle = inflight === 0 && !reading;
    if (idle && (readError || stop.requested || (exhausted && !window.length))) break;
    await woken;
    woken = new Promise<void>((r) => (wake = r));
  }
  // A stop leaves chunks part-answered: what was answered is recorded all the same.
  for (const c of window)
    if (c.results.length) recording = recording.then(() => input.settled(c.results, anyAnswered)).catch(unrecorded);
  await recording;
  if (readError) throw readError;
  const unsent = window.flatMap((c) => [...c.queues.values()].flat().map((s) => s.id));
  return { counts, unsent, openHosts: [...open] };
}
