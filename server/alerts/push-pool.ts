// The sender's push threads (issue 40): encrypting a message for its subscriber (an ECDH agreement, RFC 8291) and the
// HTTPS request are most of a fan-out's work, all of it on one thread unless spread. The pool spreads it over worker
// threads, one per core by default; the fan-out (fanout.ts) keeps every decision on the sender's thread (what to send,
// limits per push service, breakers, outcomes) and hands the pool only the requests. Jobs and answers cross in batches,
// one message per turn of the event loop each way.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type webpush from 'web-push';
import type { PushTarget } from './push-post.ts';

export type PushThreadData = { perHost: number; ca?: string };
export type PushJob = {
  id: number;
  target: PushTarget;
  body: string;
  options: webpush.RequestOptions;
  origin: string;
  deadlineMs: number;
};
export type PushJobResult = { id: number; status: number } | { id: number; error: string };

export type PushPool = {
  post: (
    target: PushTarget,
    body: string,
    options: webpush.RequestOptions,
    origin: string,
    ms: number,
  ) => Promise<number>;
  close: () => Promise<void>;
};

/** How many push threads a sender uses by default: one per core, none on a single core. */
export const defaultPushThreads = () => (availableParallelism() > 1 ? availableParallelism() : 0);

export function createPushPool(opts: { threads: number; perHost: number; ca?: string }): PushPool {
  type Thread = { worker: Worker; inflight: number; outbox: PushJob[] };
  const waiting = new Map<number, { ok: (n: number) => void; fail: (e: Error) => void; thread: Thread }>();
  let nextId = 1;
  const data: PushThreadData = { perHost: opts.perHost, ...(opts.ca ? { ca: opts.ca } : {}) };
  const threads: Thread[] = Array.from({ length: Math.max(1, opts.threads) }, () => {
    const t: Thread = {
      worker: new Worker(new URL('./push-worker.ts', import.meta.url), { workerData: data }),
      inflight: 0,
      outbox: [],
    };
    t.worker.on('message', (results: PushJobResult[]) => {
      for (const r of results) {
        const w = waiting.get(r.id);
        if (!w) continue;
        waiting.delete(r.id);
        t.inflight--;
        if ('status' in r) w.ok(r.status);
        else w.fail(new Error(r.error));
      }
      idle();
    });
    // A thread that dies fails its requests (the fan-out counts them failed) and takes no more.
    const died = (why: string) => {
      for (const [id, w] of waiting)
        if (w.thread === t) {
          waiting.delete(id);
          w.fail(new Error(why));
        }
      t.inflight = Number.POSITIVE_INFINITY;
      idle();
    };
    t.worker.on('error', (e) => died(`push thread failed: ${e.message}`));
    t.worker.on('exit', () => died('push thread ended'));
    t.worker.unref();
    return t;
  });
  // The threads keep the process alive only while requests are out (an idle pool never holds a process open).
  let held = false;
  const hold = () => {
    if (held) return;
    held = true;
    for (const t of threads) t.worker.ref();
  };
  function idle() {
    if (!held || waiting.size) return;
    held = false;
    for (const t of threads) t.worker.unref();
  }
  let flushing = false;
  const flush = () => {
    flushing = false;
    for (const t of threads)
      if (t.outbox.length) {
        t.worker.postMessage(t.outbox);
        t.outbox = [];
      }
  };
  return {
    post(target, body, options, origin, ms) {
      // The least busy thread: a thread's requests finish at the pace of its push services.
      const t = threads.reduce((a, b) => (b.inflight < a.inflight ? b : a));
      if (!Number.isFinite(t.inflight)) return Promise.reject(new Error('no push thread is running'));
      const id = nextId++;
      t.inflight++;
      hold();
      t.outbox.push({
        id,
        target: { endpoint: target.endpoint, keys: target.keys },
        body,
        options,
        origin,
        deadlineMs: ms,
      });
      if (!flushing) {
        flushing = true;
        setImmediate(flush);
      }
      return new Promise<number>((ok, fail) => waiting.set(id, { ok, fail, thread: t }));
    },
    async close() {
      await Promise.all(
        threads.map(
          (t) =>
            new Promise<void>((ok) => {
              t.worker.once('exit', () => ok());
              t.worker.postMessage('close');
              setTimeout(() => void t.worker.terminate(), 2000).unref();
            }),
        ),
      );
    },
  };
}
