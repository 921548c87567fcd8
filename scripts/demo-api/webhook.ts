// The rebuild webhook: after an admin change, POST the change (server/webhook.ts: its body and signature), signed when a
// secret is set.
import { changeBody, signedHeaders, TIMESTAMP_HEADER, type Change } from '../../server/webhook.ts';

export type WebhookConfig = {
  url: string;
  secret?: string | undefined;
  log: (msg: string) => void;
  timeoutMs?: number;
};

/** Sends one notification; never throws (failures are logged), gives up after the timeout (5 s by default). */
export async function notifyChange(cfg: WebhookConfig, change: Change): Promise<void> {
  const body = changeBody(change);
  // Without a secret (e.g. a Netlify build hook, whose URL is the secret) the request goes unsigned.
  const signed = cfg.secret
    ? signedHeaders(cfg.secret, body)
    : { [TIMESTAMP_HEADER]: String(Math.floor(Date.now() / 1000)) };
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...signed };
  try {
    const res = await fetch(cfg.url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(cfg.timeoutMs ?? 5000),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok)
      cfg.log(`rebuild webhook answered ${res.status} for ${change.operation} ${change.collection} ${change.id}`);
  } catch (e) {
    cfg.log(
      `rebuild webhook failed for ${change.operation} ${change.collection} ${change.id}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}
