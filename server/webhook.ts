// Webhook authentication: HMAC-SHA256 over "timestamp.rawBody", and a timestamp no older (or newer) than 5 minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const MAX_SKEW_SECONDS = 300;

export type Verdict = { ok: true } | { ok: false; reason: string };

export function sign(secret: string, timestamp: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex')}`;
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
