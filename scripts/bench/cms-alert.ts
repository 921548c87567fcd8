// The cms section's goal alert, as tests/cms/site.test.ts makes one on SQLite: a receiver of the plugin's signed change
// webhook (as server/rebuild/receiver.ts) hands each change to the real alert sender (server/alerts/sender.ts), which
// reads the CMS with the league's API key and pushes to a local push sink. A push subscription is made through the
// plugin's REST route, a match is running, a goal is entered in Payload: received means the fan's endpoint got the
// goal's alert exactly once, also after the same webhook is sent again.
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startPushSink } from '../alerts/push-sink.ts';
import { sinkSender } from '../alerts/sink-sender.ts';
import { type AlertSender, type ChangeReport } from '../../server/alerts/sender.ts';
import { readBody } from '../../server/rebuild/http.ts';
import { signedChange, signedHeaders } from '../../server/webhook.ts';
import { CMS_API_KEY, league } from './cms-payload.ts';

const SECRET = 'bench-cms-webhook-secret';

export async function startAlertRig() {
  const sink = await startPushSink();
  let sender: AlertSender | null = null;
  const reports: Array<ChangeReport | null> = [];
  const receiver = createServer(async (req, res) => {
    const body = (await readBody(req)) ?? Buffer.alloc(0);
    const change = signedChange(SECRET, body, req.headers);
    res.writeHead(change ? 202 : 401).end();
    // Only while the alert is measured: the rush's own saves need no sender.
    if (change && sender) reports.push(await sender.onChange(change));
  });
  await new Promise<void>((ok) => receiver.listen(0, '127.0.0.1', ok));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const until = async (ready: () => boolean) => {
    for (let i = 0; i < 600 && !ready(); i++) await new Promise((r) => setTimeout(r, 50));
  };

  /** Subscribes, starts a match, enters a goal, sends its webhook again; true if the goal reached the fan once. */
  async function goalReceived(origin: string, log: (l: string) => void): Promise<boolean> {
    sender = sinkSender(sink, origin, CMS_API_KEY);
    try {
      const teams = (await league(origin, '/teams?limit=2&depth=0&sort=id')).docs as Array<{ id: number }>;
      const [home, away] = [teams[0]!.id, teams[1]!.id];
      // A subscriber's keys: a P-256 public key and a 16-byte auth secret (the sink does not decrypt).
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const sub = await fetch(`${origin}/api/push-subscriptions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          endpoint: `${sink.origin}/push/bench-fan`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
          teams: [home],
          lang: 'en',
        }),
      });
      if (sub.status !== 201) throw new Error(`cms alert: subscribing answered ${sub.status}: ${await sub.text()}`);
      let seen = reports.length;
      const match = (await league(origin, '/matches', 'POST', {
        match_date: new Date(Date.now() - 10 * 60_000).toISOString(),
        status: 'running',
        homeTeam: home,
        awayTeam: away,
      })) as { doc: { id: number } };
      await until(() => reports.slice(seen).some((r) => r?.alerts.length));
      const player = (await league(origin, '/players', 'POST', { name: 'Bench Scorer', team: home })) as {
        doc: { id: number };
      };
      seen = reports.length;
      const goal = (await league(origin, '/match-events', 'POST', {
        match: match.doc.id,
        teamSelection: home,
        eventType: 'goal',
        minute: 23,
        player: player.doc.id,
      })) as { doc: { id: number } };
      const key = `goal:${goal.doc.id}`;
      await until(() => reports.slice(seen).some((r) => r?.alerts.includes(key)));
      // The same webhook again: the alert's unique key must let nothing go out twice.
      const again = JSON.stringify({ collection: 'match-events', id: goal.doc.id, operation: 'create' });
      seen = reports.length;
      await fetch(hookUrl, {
        method: 'POST',
        headers: { ...signedHeaders(SECRET, again), 'Content-Type': 'application/json' },
        body: again,
      });
      await until(() => reports.length > seen);
      const goalSends = reports.filter((r) => r?.alerts.includes(key)).reduce((n, r) => n + (r?.sent ?? 0), 0);
      // Two messages at the fan's endpoint: the kick-off and the goal, each once.
      const atFan = sink.counts.get('/push/bench-fan') ?? 0;
      log(
        `alert: goal ${key} sent ${goalSends} time(s); the fan's endpoint received ${atFan} messages (kick-off, goal)`,
      );
      return goalSends === 1 && atFan === 2;
    } finally {
      sender.close();
      sender = null;
    }
  }

  return {
    hookUrl,
    secret: SECRET,
    sinkOrigin: sink.origin,
    goalReceived,
    close: async () => {
      await sink.close();
      await new Promise((ok) => receiver.close(ok));
    },
  };
}
