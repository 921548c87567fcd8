// The goal-alert sender (issue 28). Called with each verified CMS webhook (self-hosted: server/rebuild/receiver.ts; Netlify:
// netlify/functions/push-alerts-background.ts): for a change to a match or one of its events it reads the match as the
// CMS has it now and the alerts already sent for it (the push-alerts collection), works out what is new (matchAlerts,
// pure), claims each alert in the CMS (a unique key: a repeated or doubled webhook, even in another process, cannot
// claim it again), then sends one Web Push message per subscriber of either school, in the subscriber's language, with
// web-push (its encryption and VAPID). Subscriptions are read a page at a time by id, sent with bounded concurrency
// over one keep-alive agent, so memory stays flat however many there are; a subscription the push service calls gone
// (404, 410) is deleted.
import { Agent } from 'node:https';
import webpush, { WebPushError, type PushSubscription, type RequestOptions } from 'web-push';
import {
  matchAlerts,
  type Alert,
  type AlertEvent,
  type AlertMatch,
  type SentAlert,
} from '../../src/lib/league/match-alerts.ts';
import { toLiveMatch } from '../../src/lib/api/live-match.ts';
import { obj, readId, readIntIn, readText, refId } from '../../src/lib/api/plain.ts';
import { isLocale, type Locale } from '../../src/i18n/locales.ts';
import type { Change } from '../webhook.ts';
import { alertMessage, type MatchNames } from './messages.ts';

export type Vapid = { subject: string; publicKey: string; privateKey: string };

export type AlertSenderOptions = {
  /** The CMS's origin; Payload's REST API under /api. */
  cmsUrl: string;
  /** A CMS API key allowed to read push-subscriptions and write push-alerts (`users API-Key …`). */
  cmsApiKey: string;
  vapid: Vapid;
  /** Push requests in flight at once (default 64). */
  concurrency?: number;
  /** Subscriptions read per CMS request (default 500). */
  pageSize?: number;
  /** The agent of every push request (default: keep-alive, `concurrency` sockets per push service). */
  agent?: Agent;
  /** How long a push service keeps an undelivered alert, in seconds (default 1 hour: a goal older is not news). */
  ttlSeconds?: number;
  now?: () => number;
  log?: (line: string) => void;
};

export type FanOutReport = {
  sent: number;
  failed: number;
  gone: number;
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

export type StoredSubscription = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  lang: Locale;
};

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

const GONE = new Set([404, 410]);
/** A VAPID signature is good for up to 24 h; one is made per push service and reused for an hour. */
const VAPID_REUSE_MS = 60 * 60_000;

export function createAlertSender(opts: AlertSenderOptions) {
  const log = opts.log ?? ((l: string) => console.log(`[alerts] ${l}`));
  const now = opts.now ?? Date.now;
  const api = `${opts.cmsUrl.replace(/\/+$/, '')}/api`;
  const concurrency = opts.concurrency ?? 64;
  const pageSize = opts.pageSize ?? 500;
  const agent = opts.agent ?? new Agent({ keepAlive: true, maxSockets: concurrency });
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
  const docs = (body: unknown): unknown[] => {
    const list = obj(body)?.docs;
    return Array.isArray(list) ? list : [];
  };

  const vapidCache = new Map<string, { header: string; until: number }>();
  /** The Authorization header for a push service (its origin), signed once an hour rather than per message. */
  function vapidHeader(endpoint: string): string {
    const audience = new URL(endpoint).origin;
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

  /** true: this call owns the alert and sends it; false: another call claimed it first. */
  async function claim(matchId: string, alert: Alert): Promise<boolean> {
    const event = alert.kind === 'goal' ? alert.eventId : alert.kind === 'correction' ? alert.eventId : null;
    const { status } = await cms('/push-alerts', {
      method: 'POST',
      body: JSON.stringify({ key: `${matchId}:${alert.key}`, match: matchId, event, sig: alert.sig }),
    });
    if (status === 201) return true;
    if (status === 400) return false;
    throw new Error(`the CMS answered ${status} to recording alert ${alert.key} of match ${matchId}`);
  }

  /** Subscriptions to any of `teams`, a page at a time in id order (ids after the last page's, so deletes shift nothing). */
  async function* subscribers(teams: string[]): AsyncGenerator<StoredSubscription[]> {
    let after = 0;
    for (;;) {
      const { status, body } = await cms(
        `/push-subscriptions?where[teams][in]=${teams.map(encodeURIComponent).join(',')}` +
          `&where[id][greater_than]=${after}&sort=id&limit=${pageSize}&depth=0`,
      );
      if (status !== 200) throw new Error(`the CMS answered ${status} to the subscriptions of ${teams.join(', ')}`);
      const page = docs(body).flatMap((raw): StoredSubscription[] => {
        const s = obj(raw);
        const keys = obj(s?.keys);
        const id = readId(s?.id);
        const endpoint = readText(s?.endpoint);
        const p256dh = readText(keys?.p256dh);
        const authKey = readText(keys?.auth);
        if (!id || !endpoint || !p256dh || !authKey) return [];
        return [{ id, endpoint, keys: { p256dh, auth: authKey }, lang: isLocale(s?.lang) ? s.lang : 'en' }];
      });
      if (!page.length) return;
      yield page;
      after = Number(page.at(-1)!.id);
      if (!Number.isFinite(after) || docs(body).length < pageSize) return;
    }
  }

  /**
   * Sends `messages` (JSON per language) to every subscription `pages` yields, `concurrency` at a time; deletes the gone
   * ones afterwards. Never throws for one subscriber's failure.
   */
  async function fanOut(
    messages: Record<Locale, string>,
    pages: AsyncIterable<StoredSubscription[]>,
    topic: string,
  ): Promise<FanOutReport> {
    const report: FanOutReport = { sent: 0, failed: 0, gone: 0, latency: new LatencyHistogram() };
    const gone: string[] = [];
    const iterator = pages[Symbol.asyncIterator]();
    let queue: StoredSubscription[] = [];
    let next: Promise<IteratorResult<StoredSubscription[]>> | null = iterator.next();
    // One page read ahead while the last is sent; every worker takes the next subscription from the queue. Takes run
    // one after another: two workers awaiting the same page must not both install it (nor both ask for the next).
    let turn: Promise<unknown> = Promise.resolve();
    function take(): Promise<StoredSubscription | undefined> {
      const mine = turn.then(async () => {
        while (!queue.length && next) {
          const r = await next;
          if (r.done) next = null;
          else {
            queue = r.value;
            next = iterator.next();
          }
        }
        return queue.shift();
      });
      turn = mine.catch(() => undefined);
      return mine;
    }
    async function worker() {
      for (let s = await take(); s; s = await take()) {
        const options: RequestOptions = {
          headers: { Authorization: vapidHeader(s.endpoint) },
          vapidDetails: null as unknown as undefined,
          TTL: opts.ttlSeconds ?? 3600,
          urgency: 'high',
          topic,
          agent,
          timeout: 10_000,
        };
        const started = performance.now();
        // A connection that failed (reset, timed out) is tried once more; an answer from the push service is final.
        const send = () => webpush.sendNotification(s as PushSubscription, messages[s.lang], options);
        try {
          await send().catch((e: unknown) => {
            if (e instanceof WebPushError) throw e;
            return send();
          });
          report.sent++;
          report.latency.add(performance.now() - started);
        } catch (e) {
          report.latency.add(performance.now() - started);
          if (e instanceof WebPushError && GONE.has(e.statusCode)) {
            report.gone++;
            gone.push(s.id);
          } else {
            report.failed++;
            log(`push to subscription ${s.id} failed: ${e instanceof WebPushError ? e.statusCode : String(e)}`);
          }
        }
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    for (const id of gone) await cms(`/push-subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
    return report;
  }

  /** The alerts of one match, one call at a time per match in this process (the CMS claims guard across processes). */
  async function alertMatch(matchId: string): Promise<ChangeReport> {
    const report: ChangeReport = { matchId, alerts: [], claimedElsewhere: [], sent: 0, failed: 0, gone: 0, p95Ms: 0 };
    const latency = new LatencyHistogram();
    const read = await readMatch(matchId);
    if (!read || !read.match.homeId || !read.match.awayId) return report;
    const [events, sent] = await Promise.all([readEvents(matchId), readSent(matchId)]);
    const teams = [...new Set([read.match.homeId, read.match.awayId])];
    for (const alert of matchAlerts(read.match, events, sent, now())) {
      if (!(await claim(matchId, alert))) {
        report.claimedElsewhere.push(alert.key);
        continue;
      }
      const messages = {
        en: JSON.stringify(alertMessage(alert, read.names, 'en')),
        ne: JSON.stringify(alertMessage(alert, read.names, 'ne')),
      };
      const r = await fanOut(messages, subscribers(teams), `match-${matchId}`.replace(/[^\w-]/g, '').slice(0, 32));
      report.alerts.push(alert.key);
      report.sent += r.sent;
      report.failed += r.failed;
      report.gone += r.gone;
      latency.merge(r.latency);
      report.p95Ms = latency.percentile(0.95);
      log(`match ${matchId}: ${alert.key} to ${r.sent} (failed ${r.failed}, gone ${r.gone})`);
    }
    return report;
  }

  const running = new Map<string, Promise<unknown>>();
  /** Handles one verified webhook's change; resolves with what was sent (never rejects: failures are logged). */
  async function onChange(change: Change): Promise<ChangeReport | null> {
    if (change.collection !== 'matches' && change.collection !== 'match-events') return null;
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
    }
  }

  return { onChange, fanOut, subscribers, close: () => agent.destroy() };
}

export type AlertSender = ReturnType<typeof createAlertSender>;
