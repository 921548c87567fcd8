// Goal alerts on Netlify (issue 28; docs/deploying.md, "Goal alerts"): the CMS posts its signed change webhook here too
// (ALERTS_WEBHOOK_URL = the site's address + /.netlify/functions/push-alerts-background). A background function (the
// name's -background): Netlify answers the CMS 202 at once and gives the fan-out up to 15 minutes. What was alerted
// lives in the CMS (push-alerts, claimed by unique key), so a webhook delivered twice, even to two instances at once,
// alerts each event once (docs/decisions/alerts.md). An alert cut by the time limit is resumed by the next webhook.
import { alertSenderEnv } from '../../server/alerts/config.ts';
import { createAlertSender, type ChangeReport } from '../../server/alerts/sender.ts';
import { MAX_BODY, parseChange, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook } from '../../server/webhook.ts';

/** The handler for an environment (process.env on Netlify); exported for the tests. */
export function pushAlerts(env: Record<string, string | undefined>) {
  return async (req: Request): Promise<Response> => {
    const done = (status: number, report: ChangeReport | null = null) =>
      new Response(JSON.stringify({ report }), { status, headers: { 'Content-Type': 'application/json' } });
    if (req.method !== 'POST') return done(405);
    const secret = env.ALERTS_WEBHOOK_SECRET || env.REBUILD_WEBHOOK_SECRET || '';
    const settings = alertSenderEnv(env);
    if (!secret || !settings.ok) {
      console.error(
        `goal alerts are off: ${!secret ? 'ALERTS_WEBHOOK_SECRET is not set' : (settings as { reason: string }).reason}`,
      );
      return done(503);
    }
    const body = Buffer.from(await req.arrayBuffer());
    if (body.length > MAX_BODY) return done(413);
    const verdict = verifyWebhook({
      secret,
      rawBody: body,
      timestamp: req.headers.get(TIMESTAMP_HEADER) ?? undefined,
      signature: req.headers.get(SIGNATURE_HEADER) ?? undefined,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (!verdict.ok) return done(401);
    const change = parseChange(body.toString('utf8'));
    if (!change) return done(400);
    // Netlify stops a background function at 15 minutes: the sender stops itself at 13, recording where it stands and
    // releasing the alert, which the next webhook (any match) takes over and finishes (docs/decisions/alerts.md).
    // No push threads here: Netlify bundles the function into one file, which a worker thread's own file is not part of.
    const sender = createAlertSender({ ...settings.options, threads: 0, stopAt: Date.now() + 13 * 60_000 });
    try {
      const report = await sender.onChange(change);
      await sender.resume();
      await sender.stop();
      return done(200, report);
    } finally {
      sender.close();
    }
  };
}

export default pushAlerts(process.env);
