// The CMS's change webhook, written once for both ends (docs/deploying.md, section 1): the body a CMS posts after a
// change, its signature, and the check a receiver makes. The demo API (scripts/demo-api/webhook.ts) and the Payload
// plugin post it with these; the receiver (server/rebuild/receiver.ts) and the Netlify alerts function check it with
// verifyWebhook (through server/webhook.ts, which adds the body's parsing).
//
// Signature: HMAC-SHA256 over "timestamp.rawBody", `sha256=` + hex in X-Webhook-Signature, the Unix time in seconds in
// X-Webhook-Timestamp. Signing the timestamp with the body binds them: a captured request is worthless after 5 minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const MAX_SKEW_SECONDS = 300;
/** Bodies larger than this are refused (a change notice is a few hundred bytes). */
export const MAX_BODY = 64 * 1024;
export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
export const SIGNATURE_HEADER = 'X-Webhook-Signature';

export type ChangeOperation = 'create' | 'update' | 'delete';

/**
 * What a webhook says changed: `{"collection":"players","id":12,"operation":"update"}`. A change to a match event also
 * names its match (`"match":7`, the event's match when it was saved or deleted), so that the alert sender knows the
 * match without reading the event back; a CMS that leaves it out still works (the sender reads it then).
 */
export type Change = { collection: string; id: string | number; operation: ChangeOperation; match?: string };

export type Verdict = { ok: true } | { ok: false; reason: string };

export function sign(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`;
}

/** The headers of a signed webhook whose body is `body`, made at `nowSeconds` (now by default). */
export function signedHeaders(
  secret: string,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const timestamp = String(nowSeconds);
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: sign(secret, timestamp, body) };
}

export function verifyWebhook(opts: {
  secret: string;
  rawBody: Buffer;
  timestamp: string | undefined;
  signature: string | undefined;
  nowSeconds: number;
}): Verdict {
  const { secret, rawBody, timestamp, signature, nowSeconds } = opts;
  if (!secret) return { ok: false, reason: 'no secret configured' };
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'missing or malformed timestamp' };
  if (Math.abs(nowSeconds - Number(timestamp)) > MAX_SKEW_SECONDS) return { ok: false, reason: 'stale timestamp' };
  if (!signature) return { ok: false, reason: 'missing signature' };
  const expected = Buffer.from(sign(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad signature' };
  return { ok: true };
}

/** The body of a change's webhook. */
export function changeBody(change: Change): string {
  return JSON.stringify(change);
}

/**
 * The POST a CMS sends for a change: its body and headers, signed when a secret is set. Without one (a Netlify build
 * hook, whose URL is the secret) it goes unsigned, with its timestamp all the same.
 */
export function changeRequest(
  change: Change,
  secret: string | undefined,
  nowSeconds = Math.floor(Date.now() / 1000),
): { body: string; headers: Record<string, string> } {
  const body = changeBody(change);
  const signed = secret ? signedHeaders(secret, body, nowSeconds) : { [TIMESTAMP_HEADER]: String(nowSeconds) };
  return { body, headers: { 'Content-Type': 'application/json', ...signed } };
}
