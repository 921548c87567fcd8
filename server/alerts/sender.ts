// The goal-alert sender (issues 28, 40). Called with each verified CMS webhook (self-hosted: server/rebuild/receiver.ts;
// Netlify: netlify/functions/push-alerts-background.ts): for a change to a match or one of its events it reads the match
// as the CMS has it now and the alerts already sent for it (the push-alerts collection), works out what is new
// (matchAlerts, pure), claims each alert in the CMS (a unique key: a repeated or doubled webhook, even in another process,
// cannot claim it again), then sends one Web Push message per subscriber of either school, in the subscriber's language
// (fanout.ts: bounded per push service, a deadline per request, a breaker per push service). The alert's document keeps
// the fan-out's progress (record.ts): a sender that stopped (SIGTERM, Netlify's time limit) or died is taken over by the
// next one after the last reserved subscription, so nobody gets a second copy (docs/decisions/alerts.md).
import { randomUUID } from 'node:crypto';
import { Agent as HttpAgent } from 'node:http';
import { Agent } from 'node:https';
import webpush, { type RequestOptions } from 'web-push';
import { matchAlerts, type AlertEvent, type AlertMatch, type SentAlert } from '../../src/lib/league/match-alerts.ts';
import { toLiveMatch } from '../../src/lib/api/live-match.ts';
import { obj, readId, readIntIn, readText, refId } from '../../src/lib/api/plain.ts';
import type { Change } from '../webhook.ts';
import { fanOut, type FanOutLimits, type StoredSubscription } from './fanout.ts';
import { createPushPool, type PushPool } from './push-pool.ts';
import { postPush } from './push-post.ts';
import { alertMessage, type MatchNames } from './messages.ts';
import { isLoopbackUrl, type PushPolicy } from '../../cms/plugin/src/rules/push-services.ts';
import { alertRecords, docsOf, LostLease, type AlertRun } from './record.ts';

export type { StoredSubscription } from './fanout.ts';
export type Vapid = { subject: string; publicKey: string; privateKey: string };

export type AlertSenderOptions = {
  /** The CMS's origin; Payload's REST API under /api. */
  cmsUrl: string;
  /** A CMS API key allowed to read and write push-subscriptions and push-alerts (`users API-Key …`). */
  cmsApiKey: string;
  vapid: Vapid;
  /** Push requests in flight at once (default 128). */
  concurrency?: number;
  /** Push requests in flight at once to one push service (default half of `concurrency`, 64: so a push service that
   *  stops answering never holds back the others). */
  perHost?: number;
  /** A push request not answered within this many ms is given up (default 4000). */
  deadlineMs?: number;
  /** Failures in a row after which a push service is not tried again in that fan-out (default 8). */
  breakerAfter?: number;
  /** Alerts failed in a row after which a subscription is deleted (default 3; 404/410 delete at once). */
  pruneAfter?: number;
  /** Subscriptions read (and reserved) per CMS request (default 500). */
  pageSize?: number;
  /** How long an alert's lease lasts without renewal, in ms (default 30 s): a dead sender's alert is taken over after. */
  leaseMs?: number;
  /** Which endpoints are push services (default: the browsers'; loopback sinks too when the CMS is on this machine). */
  pushPolicy?: PushPolicy;
  /** The agent of every https push request (default: keep-alive, `perHost` sockets per push service). With an agent,
   *  the requests stay on the sender's thread (an agent cannot cross to a push thread). */
  agent?: Agent;
  /** Push threads that encrypt and send (push-pool.ts; default 0: all on the sender's thread). */
  threads?: number;
  /** An extra certificate authority (PEM) the push threads trust: a push sink on this machine (tests, benches). */
  ca?: string;
  /** How long a push service keeps an undelivered alert, in seconds (default 1 hour: a goal older is not news). */
  ttlSeconds?: number;
  /** An instant (epoch ms) at which the sender stops as on SIGTERM (Netlify's 15-minute limit). */
  stopAt?: number;
  now?: () => number;
  log?: (line: string) => void;
};

export type FanOutReport = {
  sent: number;
  failed: number;
  gone: number;
  /** Subscriptions to no push service, deleted unsent. */
  refused: number;
  /** Push requests answered (2xx or not), for the latency figures. */
  latency: LatencyHistogram;
};

export type ChangeReport = {
  matchId: string | null;
  /** Keys of the alerts claimed and sent by this call. */
  alerts: string[];
  /** Keys already claimed by another call (a repeated webhook arriving at the same time). */
  claimedElsewhere: string[];
  /** 95th percentile of the push requests' time to be answered (queued by the push service), in ms. */
  p95Ms: number;
} & Omit<FanOutReport, 'latency'>;

/** Latencies in 1 ms buckets up to 60 s: percentiles of any number of requests in constant memory. */
export class LatencyHistogram {
  #buckets = new Uint32Array(60_001);
  count = 0;
  add(ms: number): void {
    this.#buckets[Math.min(60_000, Math.max(0, Math.round(ms)))]!++;
    this.count++;
  }
  percentile(p: number): number {
    const want = Math.ceil(this.count * p);
    let seen = 0;
    for (let i = 0; i < this.#buckets.length; i++) {
      seen += this.#buckets[i]!;
      if (seen >= want && want > 0) return i;
    }
    return 0;
  }
  merge(other: LatencyHistogram): void {
    for (let i = 0; i < this.#buckets.length; i++) this.#buckets[i]! += other.#buckets[i]!;
    this.count += other.count;
  }
}

/** A VAPID signature is good for up to 24 h; one is made per push service and reused for an hour. */
const VAPID_REUSE_MS = 60 * 60_000;

export function createAlertSender(opts: AlertSenderOptions) {
  const log = opts.log ?? ((l: string) => console.log(`[alerts] ${l}`));
  const now = opts.now ?? Date.now;
  const api = `${opts.cmsUrl.replace(/\/+$/, '')}/api`;
  const limits: FanOutLimits = {
    concurrency: opts.concurrency ?? 128,
    perHost: opts.perHost ?? Math.max(1, Math.ceil((opts.concurrency ?? 128) / 2)),
    deadlineMs: opts.deadlineMs ?? 4000,
    breakerAfter: opts.breakerAfter ?? 8,
    window: 2,
  };
  const pageSize = opts.pageSize ?? 500;
  const leaseMs = opts.leaseMs ?? 30_000;
  const policy = opts.pushPolicy ?? { loopback: isLoopbackUrl(opts.cmsUrl) };
  const owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const agents = new Map<string, Agent | HttpAgent>();
  const agentFor = (origin: string) => {
    if (origin.startsWith('https:') && opts.agent) return opts.agent;
    let a = agents.get(origin);
    if (!a) {
      const o = { keepAlive: true, maxSockets: limits.perHost };
      a = origin.startsWith('https:') ? new Agent(o) : new HttpAgent(o);
      agents.set(origin, a);
    }
    return a;
  };
  const threads = opts.agent ? 0 : Math.max(0, Math.floor(opts.threads ?? 0));
  let pool: PushPool | null = null;
  const send = (sub: StoredSubscription, body: string, options: RequestOptions, origin: string, ms: number) => {
    if (!threads) return postPush(sub, body, options, agentFor(origin), ms);
    pool ??= createPushPool({ threads, perHost: limits.perHost, ...(opts.ca ? { ca: opts.ca } : {}) });
    return pool.post(sub, body, options, origin, ms);
  };
  const auth = { Authorization: `users API-Key ${opts.cmsApiKey}` };

  async function cms(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`${api}${path}`, {
      ...init,
      headers: { ...auth, ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      signal: AbortSignal.timeout(15_000),
    });
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  }
  const docs = docsOf;
  const records = alertRecords(cms, owner, leaseMs, now);

  const vapidCache = new Map<string, { header: string; until: number }>();
  /** The Authorization header for a push service (its origin), signed once an hour rather than per message. */
  function vapidHeader(audience: string): string {
    const hit = vapidCache.get(audience);
    if (hit && hit.until > now()) return hit.header;
    const expires = Math.floor((now() + VAPID_REUSE_MS) / 1000) + 600;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      opts.vapid.subject,
      opts.vapid.publicKey,
      opts.vapid.privateKey,
      'aes128gcm',
      expires,
    );
    vapidCache.set(audience, { header: String(Authorization), until: now() + VAPID_REUSE_MS });
    return String(Authorization);
  }

  /**
   * The match a change is about: the match itself, an event's match (named by the webhook, else read from the CMS), or
   * (an event deleted, its webhook naming no match) the match it was alerted in.
   */
  async function matchOf(change: Change): Promise<string | null> {
    const id = encodeURIComponent(String(change.id));
    if (change.collection === 'matches') return readId(change.id);
    if (change.collection !== 'match-events') return null;
    if (change.match) return change.match;
    if (change.operation !== 'delete') {
      const { status, body } = await cms(`/match-events/${id}?depth=0`);
      if (status === 200) return refId(obj(body)?.match);
    }
    const { body } = await cms(`/push-alerts?where[event][equals]=${id}&limit=1&depth=0`);
    return readText(obj(docs(body)[0])?.match);
  }

  /** The match by the site's own reader (lib/api/live-match.ts), with its schools' names and crests (depth 2). */
  async function readMatch(matchId: string): Promise<{ match: AlertMatch; names: MatchNames } | null> {
    const { status, body } = await cms(`/matches/${encodeURIComponent(matchId)}?depth=2`);
    const match = status === 200 ? toLiveMatch(body) : null;
    const o = obj(body);
    if (!match || !o) return null;
    const team = (v: unknown) => {
      const t = obj(v);
      const logo = obj(t?.team_logo);
      const url = readText(logo?.url);
      let crest: string | null;
      try {
        crest = url ? new URL(url, opts.cmsUrl).href : null;
      } catch {
        crest = null;
      }
      return {
        name: readText(t?.team_name) ?? '',
        nameNe: readText(t?.team_name_ne),
        crest: crest?.startsWith('http') ? crest : null,
      };
    };
    const home = team(o.homeTeam);
    const away = team(o.awayTeam);
    const ph = readIntIn(o.penaltiesHome, 0, 99),
      pa = readIntIn(o.penaltiesAway, 0, 99);
    return {
      match: { ...match, id: matchId },
      names: {
        id: matchId,
        home: home.name,
        away: away.name,
        ...(home.nameNe ? { homeNe: home.nameNe } : {}),
        ...(away.nameNe ? { awayNe: away.nameNe } : {}),
        homeCrest: home.crest,
        awayCrest: away.crest,
        ...(ph !== null && pa !== null && ph !== pa ? { penalties: [ph, pa] as const } : {}),
      },
    };
  }

  async function readEvents(matchId: string): Promise<AlertEvent[]> {
    const { body } = await cms(`/match-events?where[match][equals]=${encodeURIComponent(matchId)}&limit=500&depth=1`);
    return docs(body).flatMap((raw) => {
      const e = obj(raw);
      const id = readId(e?.id);
      if (!e || id === null) return [];
      const minute = readIntIn(e.minute, 0, 200);
      return [
        {
          id,
          type: readText(e.eventType) ?? 'unknown',
          minute,
          teamId: refId(e.teamSelection),
          player: readText(obj(e.player)?.name),
          playerNe: readText(obj(e.player)?.name_ne),
        },
      ];
    });
  }

  async function readSent(matchId: string): Promise<SentAlert[]> {
    const prefix = `${matchId}:`;
    const { body } = await cms(
      `/push-alerts?where[match][equals]=${encodeURIComponent(matchId)}&sort=id&limit=1000&depth=0`,
    );
    return docs(body).flatMap((raw) => {
      const key = readText(obj(raw)?.key);
      return key?.startsWith(prefix) ? [{ key: key.slice(prefix.length), sig: String(obj(raw)?.sig ?? '') }] : [];
    });
  }

  let stopping = false;
  const active = new Set<{ requested: boolean; wake?: () => void }>();
  const runs = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    runs.add(p);
    void p.finally(() => runs.delete(p)).catch(() => undefined);
    return p;
  };

  /**
   * Sends one claimed (or taken-over) alert from where it stands: first the ids a stopped sender left unsent, then
   * every subscription after the cursor. Each chunk is reserved in the CMS (cursor, unsent) before any of it is sent:
   * a sender that dies loses at most the chunks in flight, never sends them twice. Stopped, it records exactly what it
   * left unsent and releases the lease; done, it marks the alert done.
   */
  async function runAlert(run: AlertRun): Promise<FanOutReport> {
    const report: FanOutReport = { sent: 0, failed: 0, gone: 0, refused: 0, latency: new LatencyHistogram() };
    const stop = { requested: stopping } as { requested: boolean; wake?: () => void };
    active.add(stop);
    const pending = [...run.unsent];
    let cursor = run.cursor;
    let exhausted = false;
    const halt = (e: unknown) => {
      log(e instanceof Error ? e.message : String(e));
      stop.requested = true;
      stop.wake?.();
    };
    const renew = setInterval(() => void records.progress(run, {}).catch(halt), Math.max(1000, leaseMs / 3));
    renew.unref();
    // Outcomes worth a write (not a plain success) go to the CMS in bulk, at the end or every 5,000: every write of a
    // subscription costs the CMS, and a success with no failure on record needs none.
    let outcomes: Parameters<typeof records.outcomes>[0] = [];
    let answered = false;
    const flush = async () => {
      const some = outcomes;
      outcomes = [];
      if (some.length) await records.outcomes(some, answered, opts.pruneAfter ?? 3);
    };
    const next = async () => {
      if (pending.length) {
        const ids = pending.splice(0, pageSize);
        const { subs } = await records.page(run.teams, null, pageSize, ids);
        await records.progress(run, { cursor, unsent: pending.join(',') });
        return { subs };
      }
      if (exhausted) return null;
      const { subs, last, read } = await records.page(run.teams, cursor, pageSize);
      // Paged until an empty page: a short page is not taken for the end (the CMS may cap its pages).
      if (!read || last === null) {
        exhausted = true;
        return null;
      }
      cursor = last;
      await records.progress(run, { cursor, unsent: '' });
      return { subs };
    };
    try {
      const result = await fanOut({
        next,
        message: (sub: StoredSubscription) => run.messages[sub.lang],
        requestOptions: (_sub: StoredSubscription, origin: string): RequestOptions => ({
          headers: { Authorization: vapidHeader(origin) },
          vapidDetails: null as unknown as undefined,
          TTL: opts.ttlSeconds ?? 3600,
          urgency: 'high',
          ...(run.topic ? { topic: run.topic } : {}),
        }),
        send,
        policy,
        limits,
        settled: async (results, anyAnswered) => {
          for (const r of results) if (r.outcome !== 'sent' || r.sub.failures > 0) outcomes.push(r);
          answered ||= anyAnswered;
          if (outcomes.length >= 5000) await flush();
        },
        latency: (ms) => report.latency.add(ms),
        stop,
        log,
      });
      Object.assign(report, result.counts);
      await flush().catch((e: unknown) => log(`outcomes not recorded: ${String(e)}`));
      const sent = run.sent + report.sent;
      const failed = run.failed + report.failed;
      if (stop.requested) {
        // Stopped: what was never sent is written down and the lease released, for the next sender to take over.
        const unsent = [...result.unsent, ...pending];
        await records.progress(run, {
          cursor,
          unsent: unsent.join(','),
          sent,
          failed,
          leaseUntil: new Date(now()).toISOString(),
        });
        log(
          `alert ${run.key} stopped after ${report.sent} sent; ${unsent.length} unsent, cursor ${cursor ?? '(start)'}`,
        );
      } else await records.progress(run, { cursor, unsent: '', done: true, sent, failed });
    } catch (e) {
      if (!(e instanceof LostLease)) throw e;
      log(e.message);
    } finally {
      clearInterval(renew);
      active.delete(stop);
    }
    return report;
  }

  /** The alerts of one match, one call at a time per match in this process (the CMS claims guard across processes). */
  async function alertMatch(matchId: string): Promise<ChangeReport> {
    const report: ChangeReport = {
      matchId,
      alerts: [],
      claimedElsewhere: [],
      sent: 0,
      failed: 0,
      gone: 0,
      refused: 0,
      p95Ms: 0,
    };
    const latency = new LatencyHistogram();
    const read = await readMatch(matchId);
    if (!read || !read.match.homeId || !read.match.awayId) return report;
    const [events, sent] = await Promise.all([readEvents(matchId), readSent(matchId)]);
    const teams = [...new Set([read.match.homeId, read.match.awayId])];
    for (const alert of matchAlerts(read.match, events, sent, now())) {
      if (stopping) break;
      const event = alert.kind === 'goal' ? alert.eventId : alert.kind === 'correction' ? alert.eventId : null;
      const run = await records.claim({
        key: `${matchId}:${alert.key}`,
        match: matchId,
        event,
        sig: alert.sig,
        teams,
        topic: `match-${matchId}`.replace(/[^\w-]/g, '').slice(0, 32),
        messages: {
          en: JSON.stringify(alertMessage(alert, read.names, 'en')),
          ne: JSON.stringify(alertMessage(alert, read.names, 'ne')),
        },
      });
      if (!run) {
        report.claimedElsewhere.push(alert.key);
        continue;
      }
      const r = await track(runAlert(run));
      report.alerts.push(alert.key);
      report.sent += r.sent;
      report.failed += r.failed;
      report.gone += r.gone;
      report.refused += r.refused;
      latency.merge(r.latency);
      report.p95Ms = latency.percentile(0.95);
      log(`match ${matchId}: ${alert.key} to ${r.sent} (failed ${r.failed}, gone ${r.gone}, refused ${r.refused})`);
    }
    return report;
  }

  let resuming: Promise<number> | null = null;
  let retry: NodeJS.Timeout | null = null;
  /**
   * Takes over every unfinished alert whose sender stopped or died (its lease lapsed) and sends the rest of it;
   * resolves with how many it took over. An alert still leased by another sender is looked at again when its lease
   * lapses, while this sender runs.
   */
  function resume(): Promise<number> {
    if (stopping) return Promise.resolve(0);
    resuming ??= track(
      (async () => {
        let taken = 0;
        let soonest = Infinity;
        for (const { run, leaseUntil } of await records.unfinished()) {
          if (stopping) break;
          if (leaseUntil > now()) {
            soonest = Math.min(soonest, leaseUntil);
            continue;
          }
          const mine = await records.takeOver(run);
          if (!mine) continue;
          taken++;
          log(`took over alert ${run.key} after ${run.cursor ?? '(start)'} with ${run.unsent.length} unsent`);
          await runAlert(mine);
        }
        if (soonest < Infinity && !stopping && !retry) {
          retry = setTimeout(
            () => {
              retry = null;
              void resume().catch((e: unknown) => log(`resume failed: ${String(e)}`));
            },
            soonest - now() + 200,
          );
          retry.unref();
        }
        return taken;
      })().finally(() => (resuming = null)),
    );
    return resuming;
  }

  const running = new Map<string, Promise<unknown>>();
  /** Handles one verified webhook's change; resolves with what was sent (never rejects: failures are logged). Any
   *  webhook also looks for alerts a stopped or dead sender left unfinished. */
  async function onChange(change: Change): Promise<ChangeReport | null> {
    if (stopping || (change.collection !== 'matches' && change.collection !== 'match-events')) return null;
    try {
      const matchId = await matchOf(change);
      if (!matchId) return null;
      const before = running.get(matchId) ?? Promise.resolve();
      const mine = before.catch(() => undefined).then(() => alertMatch(matchId));
      running.set(matchId, mine);
      try {
        return await mine;
      } finally {
        if (running.get(matchId) === mine) running.delete(matchId);
      }
    } catch (e) {
      log(`alerts for ${change.collection} ${change.id} failed: ${e instanceof Error ? e.message : String(e)}`);
      return null;
    } finally {
      void resume().catch((e: unknown) => log(`resume failed: ${e instanceof Error ? e.message : String(e)}`));
    }
  }

  /**
   * Stops as on SIGTERM: no new subscription is taken, the requests in flight finish (each within its deadline), the
   * progress of every alert under way is recorded and its lease released. Resolves when all of that is done.
   */
  async function stop(): Promise<void> {
    stopping = true;
    if (retry) clearTimeout(retry);
    for (const s of active) {
      s.requested = true;
      s.wake?.();
    }
    while (runs.size) await Promise.allSettled([...runs]);
  }
  const deadline = opts.stopAt ? setTimeout(() => void stop(), Math.max(0, opts.stopAt - now())) : null;
  deadline?.unref();

  function close() {
    if (deadline) clearTimeout(deadline);
    if (retry) clearTimeout(retry);
    opts.agent?.destroy();
    for (const a of agents.values()) a.destroy();
    void pool?.close();
    pool = null;
  }

  return { onChange, resume, stop, close };
}

export type AlertSender = ReturnType<typeof createAlertSender>;
