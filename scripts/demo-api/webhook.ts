// The rebuild webhook: after an admin change, POST the change (cms/plugin/src/rules/webhook.ts: its body and signature),
// signed when a secret is set.
import { changeRequest, type Change } from '../../cms/plugin/src/rules/webhook.ts';

export type WebhookConfig = {
  url: string;
  secret?: string | undefined;
  log: (msg: string) => void;
  timeoutMs?: number;
};

/** Sends one notification; never throws (failures are logged), gives up after the timeout (5 s by default). */
export async function notifyChange(cfg: WebhookConfig, change: Change): Promise<void> {
  const { body, headers } = changeRequest(change, cfg.secret);
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
