// The rebuild webhook: after an admin change, POST {collection, id, operation}, signed with HMAC-SHA256 when a secret is set.
import { createHmac } from 'node:crypto';

export type ChangeOperation = 'create' | 'update' | 'delete';
export type WebhookConfig = {
  url: string;
  secret?: string | undefined;
  log: (msg: string) => void;
  timeoutMs?: number;
};

/** `sha256=` + hex HMAC of "timestamp.body", the format server/webhook.ts checks. */
export function signature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Sends one notification; never throws (failures are logged), gives up after the timeout (5 s by default). */
export async function notifyChange(
  cfg: WebhookConfig,
  change: { collection: string; id: number | string; operation: ChangeOperation },
): Promise<void> {
  const body = JSON.stringify(change);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Webhook-Timestamp': timestamp };
  // Without a secret (e.g. a Netlify build hook, whose URL is the secret) the request goes unsigned.
  if (cfg.secret) headers['X-Webhook-Signature'] = signature(cfg.secret, timestamp, body);
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
