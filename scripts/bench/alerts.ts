// Goal alerts at national scale (issue 28): one goal to 50,000 subscriptions through the real sender (web-push's
// encryption and VAPID, keep-alive agent, bounded concurrency) against a local HTTPS push sink standing in for the push
// services, the subscriptions read from the demo API's database page by page. Then the same webhook again: nothing more.
import { createECDH, randomBytes } from 'node:crypto';
import { DEMO_VAPID_PRIVATE_KEY } from '../../server/alerts/config.ts';
import { createAlertSender } from '../../server/alerts/sender.ts';
import type { Change } from '../../server/webhook.ts';
import { startPushSink } from '../alerts/push-sink.ts';
import { dbFile } from '../demo-api/seeding.ts';
import { Store } from '../demo-api/store.ts';
import { DEMO_VAPID_PUBLIC_KEY } from '../../src/lib/endpoints.ts';
import type { BenchSection } from './context.ts';

const SUBSCRIBERS = 50_000;
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
    const sink = await startPushSink();
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
        });
      }
    });
    store.close();
    log(`${SUBSCRIBERS} subscriptions stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

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
      concurrency: CONCURRENCY,
      agent: sink.agent(CONCURRENCY),
      log: () => {},
    });
    const rssStart = process.memoryUsage().rss;
    let rssPeak = rssStart;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);
    const change: Change = { collection: 'match-events', id: goal.id, operation: 'create', match: String(match.id) };
    const t1 = performance.now();
    const report = await sender.onChange(change);
    const fanoutS = (performance.now() - t1) / 1000;
    clearInterval(sampler);
    const rssEnd = process.memoryUsage().rss;
    const afterFirst = sink.total();
    // The same webhook twice more (a retry, a doubled delivery): nothing may go out.
    await Promise.all([sender.onChange(change), sender.onChange(change)]);
    const repeated = sink.total() - afterFirst;
    sender.close();
    let duplicates = repeated;
    let missing = 0;
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const n = sink.counts.get(`/push/s${i}`) ?? 0;
      if (n > 1) duplicates += n - 1;
      if (n === 0) missing++;
    }
    await sink.close();
    const errors = (report?.failed ?? 1) + (report?.gone ?? 0) + missing;
    const p95 = report?.p95Ms ?? 0;
    const line = `alerts: subscribers=${SUBSCRIBERS} fanout_s=${fanoutS.toFixed(1)} errors=${errors} duplicates=${duplicates} p95_enqueue_ms=${p95}`;
    log(line);
    const within = fanoutS <= BUDGET_S && errors === 0 && duplicates === 0;
    const doc = [
      `## Goal alerts (one goal to ${SUBSCRIBERS.toLocaleString('en')} subscriptions)`,
      '',
      `The real sender (server/alerts/sender.ts: web-push's aes128gcm encryption per subscriber, one VAPID signature per`,
      `push service reused for an hour, ${CONCURRENCY} requests in flight over one keep-alive agent, subscriptions read from`,
      `the demo API 500 at a time) against a local HTTPS push sink; the same webhook then twice more. Budget: ${BUDGET_S} s,`,
      'memory flat, no error, no duplicate. `p95_enqueue_ms`: the 95th percentile of one push request, from encrypting to',
      "the push service's 201 (queued). Figures from a machine busy with other work are provisional.",
      '',
      '| figure | value |',
      '|---|---|',
      `| fan-out, webhook to last message queued | ${fanoutS.toFixed(1)} s (${within ? 'within' : 'over'} the ${BUDGET_S} s budget) |`,
      `| messages queued | ${report?.sent ?? 0} |`,
      `| errors (failed, gone, never sent) | ${errors} |`,
      `| duplicates (incl. the repeated webhooks) | ${duplicates} |`,
      `| p95 per push request | ${p95} ms |`,
      `| resident memory before → peak → after | ${mb(rssStart)} → ${mb(rssPeak)} → ${mb(rssEnd)} MB |`,
      '',
      `\`${line}\``,
    ].join('\n');
    return { doc, line };
  },
};
