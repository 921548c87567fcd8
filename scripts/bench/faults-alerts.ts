// The goal-alert sender under faults (issue 40), for the faults bench (faults.ts): the real sender as production runs it
// self-hosted, inside a receiver process (server/rebuild/receiver.ts) started with the sender's environment, sending to a
// local HTTPS push sink (scripts/alerts/push-sink.ts, which counts what each "phone" got). The receiver is a second one,
// not the site's: its own folder, no nginx, and its builds cut at once by a 1 ms build time limit, so that its builds
// cost nothing and the site the poller reads is never touched; only its sender matters here.
//   - killed in the middle of a fan-out (SIGTERM, then in a second scenario SIGKILL) and started again: nobody gets the
//     goal twice; after SIGTERM everybody gets it exactly once; after SIGKILL everybody outside the reserved window
//     (the pages read ahead, docs/decisions/alerts.md "What a hard crash costs") gets it, and the missing are within it;
//   - a CMS that gives subscriptions string ids (scripts/alerts/string-id-proxy.ts), beyond the first page: everybody
//     gets the goal exactly once.
// Each scenario removes what it made (receiver, sink, proxy, subscriptions) and closes its alert, failed or not.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_VAPID_PRIVATE_KEY } from '../../server/alerts/config.ts';
import { startPushSink, type PushSink } from '../alerts/push-sink.ts';
import { startStringIdCms } from '../alerts/string-id-proxy.ts';
import { freePort } from '../lib/proc.ts';
import { DEMO_VAPID_PUBLIC_KEY } from '../../src/lib/endpoints.ts';
import { sleep, startReceiver, webhook, type Receiver } from './faults-parts.ts';

const SECRET = 'faults-alerts-secret';
const ADMIN = { Authorization: 'users API-Key demo-admin-key', 'Content-Type': 'application/json' };
/** Followers of the killed fan-out, and how slowly the sink answers: 16 requests in flight per push service (the
 *  sender's default) at 50 ms each make 3,000 take about ten seconds. A few thousand, not more: each is created through
 *  the CMS with the admin key, and the demo API looks for an existing subscription of the same endpoint at each
 *  creation (5,000 took over a minute here). */
const KILLED_SUBS = 3_000;
const SLOW_SINK_MS = 50;
/** The kill comes once the sink has this share of the followers' messages. */
const KILL_AT = 0.35;
/** The sender's page (subscriptions read and reserved per CMS request) and the pages it holds at most (fanout.ts). */
const PAGE = 500;
const PAGES_AHEAD = 2;
/** The sender's requests in flight at once (server/alerts/sender.ts, its default concurrency). */
const IN_FLIGHT = 128;
const STRING_ID_SUBS = 1_200;
/** How long the restarted sender may take to finish the alert: a dead sender's lease (30 s) lapses first. */
const FINISH_WITHIN_MS = 150_000;

type Doc = Record<string, unknown>;
type Outcome = { ok: boolean; detail: string };

async function admin(apiUrl: string, method: string, path: string, body?: unknown): Promise<Doc> {
  const res = await fetch(`${apiUrl}/api${path}`, {
    method,
    headers: ADMIN,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as Doc;
}
const docsOf = (b: Doc) => (Array.isArray(b.docs) ? (b.docs as Doc[]) : []);

/** Matches already used by these scenarios in this run (each scenario takes one of its own). */
const used = new Set<string>();

/**
 * A match of two schools no subscription follows and with no events yet (a seeded goal would be one more alert), set
 * running since 20 minutes (inside the alert window) with its kick-off already alerted: a goal is then one alert.
 */
async function quietMatch(apiUrl: string): Promise<{ id: string; home: number; away: number }> {
  const matches = docsOf(await admin(apiUrl, 'GET', '/matches?limit=0&depth=0&sort=id'));
  const events = docsOf(await admin(apiUrl, 'GET', '/match-events?limit=0&depth=0'));
  const subs = docsOf(await admin(apiUrl, 'GET', '/push-subscriptions?limit=0&depth=0'));
  const withEvents = new Set(events.map((e) => String(e.match)));
  const followed = new Set(subs.flatMap((s) => (Array.isArray(s.teams) ? s.teams.map(String) : [])));
  const match = matches.find(
    (m) =>
      m.homeTeam &&
      m.awayTeam &&
      m.homeTeam !== m.awayTeam &&
      !withEvents.has(String(m.id)) &&
      !used.has(String(m.id)) &&
      !followed.has(String(m.homeTeam)) &&
      !followed.has(String(m.awayTeam)),
  );
  if (!match) throw new Error('no match without events whose schools nobody follows');
  const id = String(match.id);
  used.add(id);
  await admin(apiUrl, 'PATCH', `/matches/${id}`, {
    status: 'running',
    match_date: new Date(Date.now() - 20 * 60_000).toISOString(),
  });
  await admin(apiUrl, 'POST', '/push-alerts', { key: `${id}:kickoff`, match: id, sig: '' });
  return { id, home: Number(match.homeTeam), away: Number(match.awayTeam) };
}

type Followers = { ids: number[]; byId: Map<number, string>; paths: string[] };

/** `n` subscriptions to `team` at `${sink.origin}/push/${prefix}-i`, created through the CMS with the admin key. */
async function follow(apiUrl: string, n: number, sink: PushSink, prefix: string, team: number): Promise<Followers> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const paths = Array.from({ length: n }, (_, i) => `/push/${prefix}-${i}`);
  const byId = new Map<number, string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < n) {
        const path = paths[next++]!;
        const r = await admin(apiUrl, 'POST', '/push-subscriptions', {
          endpoint: `${sink.origin}${path}`,
          keys,
          teams: [team],
          lang: byId.size % 3 ? 'en' : 'ne',
        });
        byId.set(Number((r.doc as Doc).id), path);
      }
    }),
  );
  return { ids: [...byId.keys()].sort((a, b) => a - b), byId, paths };
}

/** Removes subscriptions by id, a page at a time (Payload's bulk DELETE by where). */
async function unfollow(apiUrl: string, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += PAGE)
    await admin(apiUrl, 'DELETE', `/push-subscriptions?where[id][in]=${ids.slice(i, i + PAGE).join(',')}&depth=0`);
}

/** A goal for the home side and the change the CMS's webhook says for it; the alert's key. */
async function goal(apiUrl: string, m: { id: string; home: number }): Promise<{ body: string; key: string }> {
  const r = await admin(apiUrl, 'POST', '/match-events', {
    match: Number(m.id),
    teamSelection: m.home,
    eventType: 'goal',
    minute: 17,
  });
  const id = String((r.doc as Doc).id);
  return {
    body: JSON.stringify({ collection: 'match-events', id, operation: 'create', match: m.id }),
    key: `${m.id}:goal:${id}`,
  };
}

async function alertDoc(apiUrl: string, key: string): Promise<Doc | null> {
  return (
    docsOf(await admin(apiUrl, 'GET', `/push-alerts?where[key][equals]=${encodeURIComponent(key)}&depth=0`))[0] ?? null
  );
}

/** Waits until the alert is done (its document says so) or `ms` pass; the document last read. */
async function finished(apiUrl: string, key: string, ms: number): Promise<Doc | null> {
  const until = Date.now() + ms;
  let doc = await alertDoc(apiUrl, key);
  while (doc?.done !== true && Date.now() < until) {
    await sleep(250);
    doc = await alertDoc(apiUrl, key);
  }
  return doc;
}

/**
 * A receiver with the sender's environment: the demo's VAPID pair (server/alerts/config.ts), the sink's origin and
 * certificate, the CMS at `cmsUrl`. Its builds are cut after 1 ms (REBUILD_TIMEOUT_S) and retried with the usual
 * backoff, in a folder of its own: they cost a process start and publish nothing.
 */
async function alertReceiver(dir: string, cmsUrl: string, sink: PushSink): Promise<Receiver> {
  mkdirSync(dir, { recursive: true });
  const ca = join(dir, 'push-sink.pem');
  writeFileSync(ca, sink.certPem);
  return startReceiver(
    {
      REBUILD_WEBHOOK_SECRET: SECRET,
      REBUILD_DIR: join(dir, 'rx'),
      REBUILD_TIMEOUT_S: '0.001',
      REBUILD_NGINX_TEST: '',
      REBUILD_NGINX_RELOAD: '',
      REBUILD_NGINX_DIR: '',
      PUBLIC_API_URL: cmsUrl,
      PUBLIC_SITE_URL: 'https://league.example.org',
      VAPID_PUBLIC_KEY: DEMO_VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: DEMO_VAPID_PRIVATE_KEY,
      VAPID_SUBJECT: 'mailto:faults@localhost',
      ALERTS_CMS_API_KEY: 'demo-admin-key',
      ALERTS_EXTRA_PUSH_ORIGINS: sink.origin,
      NODE_EXTRA_CA_CERTS: ca,
    },
    await freePort(),
  );
}

/** Stops a receiver (SIGTERM, its sender drains), by SIGKILL when that takes over 20 s. */
async function stopReceiver(rx: Receiver): Promise<void> {
  await Promise.race([rx.stop(), sleep(20_000)]);
  await rx.kill();
}

/** Runs `body` with a list of clean-ups that run afterwards in reverse order, whatever happened. */
async function withCleanup(body: (later: (f: () => Promise<unknown>) => void) => Promise<Outcome>): Promise<Outcome> {
  const undo: Array<() => Promise<unknown>> = [];
  try {
    return await body((f) => undo.push(f));
  } finally {
    for (const f of undo.reverse()) await f().catch(() => undefined);
  }
}

/** Closes an alert left unfinished by a failed run, so that no later sender (the site's receiver) takes it over. */
const closeAlert = (apiUrl: string, key: string) => async () => {
  const doc = await alertDoc(apiUrl, key);
  if (doc && doc.done !== true) await admin(apiUrl, 'PATCH', `/push-alerts/${String(doc.id)}`, { done: true });
};

/** How many each follower got, by subscription id. */
const gotById = (f: Followers, sink: PushSink) =>
  new Map(f.ids.map((id) => [id, sink.counts.get(f.byId.get(id)!) ?? 0]));

export type AlertFaultsContext = { apiUrl: string; dir: string; log: (line: string) => void };

/** The sender killed by `signal` once the sink has KILL_AT of the goal's messages, then started again. */
async function killedMidFanOut(ctx: AlertFaultsContext, signal: 'SIGTERM' | 'SIGKILL'): Promise<Outcome> {
  const { apiUrl } = ctx;
  return withCleanup(async (later) => {
    const sink = await startPushSink({ delayMs: SLOW_SINK_MS });
    later(() => sink.close());
    const match = await quietMatch(apiUrl);
    const t0 = Date.now();
    const followers = await follow(apiUrl, KILLED_SUBS, sink, signal.toLowerCase(), match.home);
    later(() => unfollow(apiUrl, followers.ids));
    ctx.log(`${KILLED_SUBS} subscriptions created in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const rx = await alertReceiver(join(ctx.dir, `alerts-${signal.toLowerCase()}`), apiUrl, sink);
    later(() => stopReceiver(rx));
    const g = await goal(apiUrl, match);
    later(closeAlert(apiUrl, g.key));
    const sentAt = Date.now();
    const status = await webhook(rx.url, SECRET, g.body);
    if (status !== 202) return { ok: false, detail: `the webhook answered ${status}` };
    while (sink.total() < KILLED_SUBS * KILL_AT && Date.now() - sentAt < 60_000) await sleep(5);
    const beforeKill = sink.total();
    const k0 = Date.now();
    if (signal === 'SIGTERM') await rx.stop();
    else await rx.kill();
    const stopS = (Date.now() - k0) / 1000;
    const atKill = sink.total();
    // What the stopped sender left in the CMS: its cursor (the last subscription reserved) and its unsent ids.
    await sleep(200);
    const left = await alertDoc(apiUrl, g.key);
    const cursor = left?.cursor === null || left?.cursor === undefined ? null : Number(left.cursor);
    const unsent = String(left?.unsent ?? '')
      .split(',')
      .filter(Boolean);
    if (!left || left.done === true || atKill >= KILLED_SUBS)
      return {
        ok: false,
        detail: `the kill came after the fan-out ended (${atKill} of ${KILLED_SUBS} sent, alert ${left?.done === true ? 'done' : 'missing'})`,
      };
    const r0 = Date.now();
    await rx.restart();
    const doc = await finished(apiUrl, g.key, FINISH_WITHIN_MS);
    const doneS = (Date.now() - r0) / 1000;
    await sleep(500);
    const got = gotById(followers, sink);
    const twice = [...got.values()].filter((n) => n > 1).length;
    const never = followers.ids.filter((id) => got.get(id) === 0);
    const head = `killed by ${signal} ${((k0 - sentAt) / 1000).toFixed(1)} s into the fan-out, ${beforeKill} of ${KILLED_SUBS} messages at the sink (the stop took ${stopS.toFixed(1)} s, ${atKill} by then; cursor ${cursor ?? 'none'}, ${unsent.length} unsent recorded)`;
    const tail = `alert ${doc?.done === true ? `done ${doneS.toFixed(1)} s after the restart` : `NOT done ${doneS.toFixed(0)} s after the restart`}; ${KILLED_SUBS - never.length} got it, ${twice} twice, ${never.length} never`;
    if (signal === 'SIGTERM')
      return {
        ok: doc?.done === true && twice === 0 && never.length === 0 && unsent.length > 0,
        detail: `${head}; ${tail}`,
      };
    // After a hard crash the uncertain window is what was reserved and not yet answered: the subscriptions not yet sent
    // (in the last PAGES_AHEAD pages up to the cursor found after the kill) and the requests in flight (at most
    // IN_FLIGHT, from those pages or the one before them: a page whose every subscription is sent no longer holds the
    // next read back). Everyone outside those pages must have the goal; the missing must all be in them.
    const upTo = cursor === null ? -1 : followers.ids.filter((id) => id <= cursor).length - 1;
    const from = Math.max(0, upTo - (PAGES_AHEAD + 1) * PAGE + 1);
    const window = new Set(followers.ids.slice(from, upTo + 1));
    const outside = never.filter((id) => !window.has(id)).length;
    const windowGot = [...window].filter((id) => (got.get(id) ?? 0) > 0).length;
    const most = PAGES_AHEAD * PAGE + IN_FLIGHT;
    return {
      ok: doc?.done === true && twice === 0 && outside === 0 && never.length <= most,
      detail: `${head}; ${tail}: ${outside} outside the last ${window.size} reserved, ${never.length} never (at most ${most}), ${windowGot} of those pages got it`,
    };
  });
}

/** The sender against a CMS whose subscription ids are ObjectId-like strings, over more than one page. */
async function stringIds(ctx: AlertFaultsContext): Promise<Outcome> {
  const { apiUrl } = ctx;
  return withCleanup(async (later) => {
    const sink = await startPushSink();
    later(() => sink.close());
    const cms = await startStringIdCms(apiUrl);
    later(() => cms.close());
    const match = await quietMatch(apiUrl);
    const followers = await follow(apiUrl, STRING_ID_SUBS, sink, 'str', match.home);
    later(() => unfollow(apiUrl, followers.ids));
    // The ids as the sender sees them: strings.
    const seen = docsOf(
      (await (
        await fetch(`${cms.url}/api/push-subscriptions?limit=1&depth=0&sort=id`, { headers: ADMIN })
      ).json()) as Doc,
    )[0]?.id;
    const rx = await alertReceiver(join(ctx.dir, 'alerts-string-ids'), cms.url, sink);
    later(() => stopReceiver(rx));
    const g = await goal(apiUrl, match);
    later(closeAlert(apiUrl, g.key));
    const t0 = Date.now();
    const status = await webhook(rx.url, SECRET, g.body);
    if (status !== 202) return { ok: false, detail: `the webhook answered ${status}` };
    const doc = await finished(apiUrl, g.key, 60_000);
    const s = (Date.now() - t0) / 1000;
    await sleep(300);
    const got = gotById(followers, sink);
    const once = [...got.values()].filter((n) => n === 1).length;
    const twice = [...got.values()].filter((n) => n > 1).length;
    const never = [...got.values()].filter((n) => n === 0).length;
    const stringy =
      typeof seen === 'string' && typeof doc?.cursor === 'string' && /^6650[0-9a-f]{20}$/.test(doc.cursor);
    return {
      ok: doc?.done === true && once === STRING_ID_SUBS && stringy,
      detail: `${STRING_ID_SUBS} followers (${Math.ceil(STRING_ID_SUBS / PAGE)} pages of ${PAGE}), ids such as ${JSON.stringify(seen)}; alert ${doc?.done === true ? `done in ${s.toFixed(1)} s` : 'NOT done'}, cursor ${JSON.stringify(doc?.cursor ?? null)}; ${once} got it once, ${twice} twice, ${never} never`,
    };
  });
}

/** The scenarios, by name, for faults.ts's `scenario` wrapper. */
export function alertScenarios(ctx: AlertFaultsContext): Array<[string, () => Promise<Outcome>]> {
  return [
    [
      'the alert sender killed by SIGTERM in the middle of a fan-out and restarted',
      () => killedMidFanOut(ctx, 'SIGTERM'),
    ],
    [
      'the alert sender killed by SIGKILL in the middle of a fan-out and restarted (none twice; the unserved only inside the reserved window)',
      () => killedMidFanOut(ctx, 'SIGKILL'),
    ],
    [`subscriptions with string ids (${STRING_ID_SUBS.toLocaleString('en')}, pages of ${PAGE})`, () => stringIds(ctx)],
  ];
}
