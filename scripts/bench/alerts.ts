// Goal alerts at national scale (issues 28, 40): one goal to 50,000 subscriptions through the real sender (web-push's
// encryption and VAPID, keep-alive agent, bounded concurrency per push service) against a local HTTPS push sink standing
// in for the push services, beside junk: 5,000 subscriptions to a push service that never answers (a second loopback
// port) and 5,000 attempts through the public create route to hosts that are no push service (refused, counted). Then
// the same webhook again: nothing more.
import { createECDH, randomBytes } from 'node:crypto';
import { DEMO_VAPID_PRIVATE_KEY } from '../../server/alerts/config.ts';
import { createAlertSender } from '../../server/alerts/sender.ts';
import { defaultPushThreads } from '../../server/alerts/push-pool.ts';
import type { Change } from '../../server/webhook.ts';
import { startSilentSink } from '../alerts/push-sink.ts';
import { startPushSinkProcess } from '../alerts/push-sink-process.ts';
import { dbFile } from '../demo-api/seeding.ts';
import { Store } from '../demo-api/store.ts';
import { DEMO_VAPID_PUBLIC_KEY } from '../../src/lib/endpoints.ts';
import type { BenchSection } from './context.ts';

const SUBSCRIBERS = 50_000;
/** Stored subscriptions to a push service that never answers, and creations refused at the door. */
const DEAD = 5_000;
const REFUSED = 5_000;
const CONCURRENCY = 64;
const BUDGET_S = 30;
const ADMIN = { Authorization: 'users API-Key demo-admin-key', 'Content-Type': 'application/json' };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the demo API's JSON, read field by field below
async function admin(api: string, method: string, path: string, body?: unknown): Promise<Record<string, any>> {
  const res = await fetch(`${api}/api${path}`, {
    method,
    headers: ADMIN,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  return (await res.json()) as Record<string, any>;
}

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

export const alerts: BenchSection = {
  name: 'alerts',
  needsSite: false,
  run: async ({ apiUrl, dataDir, log }) => {
    // The push sink in a process of its own: push services are other machines, their work is not the sender's.
    const sink = await startPushSinkProcess();
    const silent = await startSilentSink();
    // The subscriptions go straight into the demo API's database (50,000 public POSTs would measure the demo API), in
    // one transaction that holds this process for a while: no HTTP before it (an idle keep-alive socket would go stale).
    const t0 = performance.now();
    const store = new Store(dbFile(dataDir));
    // A match with no events yet: the seeded ones already have goals, each of which would be one more alert.
    const withEvents = new Set(store.all('match-events').map((e) => e.match));
    const match = store.all('matches').find((m) => m.homeTeam && m.awayTeam && !withEvents.has(m.id))!;
    const [home, away] = [match.homeTeam, match.awayTeam] as [number, number];
    store.transaction(() => {
      for (let i = 0; i < SUBSCRIBERS; i++) {
        const ecdh = createECDH('prime256v1');
        ecdh.generateKeys();
        store.create('push-subscriptions', {
          endpoint: `${sink.origin}/push/s${i}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
          teams: [i % 2 ? home : away],
          lang: i % 3 ? 'en' : 'ne',
          failures: 0,
        });
        // One dead endpoint every tenth real one, interleaved in id order as a flood would be.
        if (i % (SUBSCRIBERS / DEAD) === 0)
          store.create('push-subscriptions', {
            endpoint: `${silent.origin}/push/dead${i}`,
            keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
            teams: [home],
            lang: 'en',
            failures: 0,
          });
      }
    });
    store.close();
    log(`${SUBSCRIBERS} subscriptions stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    // Junk at the door: creations to hosts that are no push service, through the public route, all refused (400).
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const junkKeys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    let refused = 0;
    for (let i = 0; i < REFUSED; i += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          fetch(`${apiUrl}/api/push-subscriptions`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              endpoint: `https://internal-${i + j}.example/hook`,
              keys: junkKeys,
              teams: [home],
              lang: 'en',
            }),
          }).then((r) => r.status),
        ),
      );
      refused += answers.filter((st) => st === 400 || st === 429).length;
    }
    log(`${refused} of ${REFUSED} junk creations refused`);

    // The match under way, its kick-off already alerted; then a goal, and the webhook the CMS sends for it.
    await admin(apiUrl, 'PATCH', `/matches/${match.id}`, {
      status: 'running',
      match_date: new Date(Date.now() - 20 * 60_000).toISOString(),
    });
    await admin(apiUrl, 'POST', '/push-alerts', { key: `${match.id}:kickoff`, match: String(match.id), sig: '' });
    const goal = (
      await admin(apiUrl, 'POST', '/match-events', {
        match: match.id,
        teamSelection: home,
        eventType: 'goal',
        minute: 12,
      })
    ).doc;
    const sender = createAlertSender({
      cmsUrl: apiUrl,
      cmsApiKey: 'demo-admin-key',
      vapid: {
        subject: 'mailto:bench@localhost',
        publicKey: DEMO_VAPID_PUBLIC_KEY,
        privateKey: DEMO_VAPID_PRIVATE_KEY,
      },
      // Twice the slots of one push service overall: the sink that never answers holds at most half of them.
      concurrency: 2 * CONCURRENCY,
      perHost: CONCURRENCY,
      // As the receiver runs it (server/alerts/config.ts): push threads, one per core.
      threads: defaultPushThreads(),
      ca: sink.certPem,
      log: () => {},
    });
    const rssStart = process.memoryUsage().rss;
    let rssPeak = rssStart;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);
    const change: Change = { collection: 'match-events', id: goal.id, operation: 'create', match: String(match.id) };
    const epochNow = () => performance.timeOrigin + performance.now();
    const t1 = performance.now();
    const t1Epoch = epochNow();
    const report = await sender.onChange(change);
    // The fan-out: from the webhook to the last real subscriber's message at the push service. The call itself goes on
    // to write down what failed (5,000 failure counts here) and close the alert: reported beside it.
    const callS = (performance.now() - t1) / 1000;
    clearInterval(sampler);
    const rssEnd = process.memoryUsage().rss;
    const first = await sink.figures();
    const fanoutS = (first.lastAtEpochMs - t1Epoch) / 1000;
    const firstS = (first.firstAtEpochMs - t1Epoch) / 1000;
    const afterFirst = first.total;
    // The same webhook twice more (a retry, a doubled delivery): nothing may go out.
    await Promise.all([sender.onChange(change), sender.onChange(change)]);
    const final = await sink.figures();
    const repeated = final.total - afterFirst;
    sender.close();
    let duplicates = repeated;
    let missing = 0;
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const n = final.counts.get(`/push/s${i}`) ?? 0;
      if (n > 1) duplicates += n - 1;
      if (n === 0) missing++;
    }
    await sink.close();
    await silent.close();
    // The dead endpoints fail (counted, not errors); an error is a real subscriber not served.
    const deadFailed = report?.failed ?? 0;
    const errors =
      (report ? Math.max(0, report.failed - DEAD) : 1) + (report?.gone ?? 0) + (report?.refused ?? 0) + missing;
    const junk = DEAD + refused;
    const p95 = report?.p95Ms ?? 0;
    const line = `alerts: subscribers=${SUBSCRIBERS} junk=${junk} fanout_s=${fanoutS.toFixed(1)} errors=${errors} duplicates=${duplicates} p95_enqueue_ms=${p95}`;
    log(line);
    const within = fanoutS <= BUDGET_S && errors === 0 && duplicates === 0;
    const doc = [
      `## Goal alerts (one goal to ${SUBSCRIBERS.toLocaleString('en')} subscriptions)`,
      '',
      `The real sender (server/alerts/sender.ts, its encryption and requests in ${defaultPushThreads()} push threads as the receiver runs it: web-push's aes128gcm encryption per subscriber, one VAPID signature per`,
      `push service reused for an hour, ${2 * CONCURRENCY} requests in flight, ${CONCURRENCY} to one push service, subscriptions read from`,
      `the demo API 500 at a time, each page reserved on the alert before it is sent) against a local HTTPS push sink,`,
      `beside ${DEAD.toLocaleString('en')} subscriptions to a push service that never answers and ${REFUSED.toLocaleString('en')} creations refused at`,
      `the door; the same webhook then twice more. The sink runs in a process of its own (push services are other`,
      `machines): the sender's process does the sender's work only. Budget: ${BUDGET_S} s,`,
      'memory flat, no error, no duplicate. `p95_enqueue_ms`: the 95th percentile of one push request, from encrypting to',
      "the push service's 201 (queued). Figures from a machine busy with other work are provisional.",
      '',
      '| figure | value |',
      '|---|---|',
      `| fan-out, webhook to last message queued | ${fanoutS.toFixed(1)} s (${within ? 'within' : 'over'} the ${BUDGET_S} s budget) |`,
      `| webhook to the first message queued | ${firstS.toFixed(2)} s |`,
      `| the sender's whole call, the failures written down and the alert closed after it | ${callS.toFixed(1)} s |`,
      `| messages queued | ${report?.sent ?? 0} |`,
      `| junk: stored to a push service that never answers (failed, breaker open) | ${DEAD} (${deadFailed} failed) |`,
      `| junk: creations to hosts that are no push service (refused at the door) | ${refused} of ${REFUSED} |`,
      `| errors (real ones failed, gone, never sent) | ${errors} |`,
      `| duplicates (incl. the repeated webhooks) | ${duplicates} |`,
      `| p95 per push request | ${p95} ms |`,
      `| resident memory before → peak → after | ${mb(rssStart)} → ${mb(rssPeak)} → ${mb(rssEnd)} MB |`,
      '',
      `\`${line}\``,
    ].join('\n');
    return { doc, line };
  },
};
