// Webhook authentication: only a body signed with the secret and a timestamp within 5 minutes is accepted.
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { sign, verifyWebhook } from '../../../server/webhook.ts';

const secret = 'webhook-secret';
const body = Buffer.from('{"collection":"players","id":12,"operation":"update"}');
const now = 1_800_000_000;

describe('verifyWebhook', () => {
  it('accepts HMAC-SHA256 of "timestamp.body" with the secret', () => {
    const expected = `sha256=${createHmac('sha256', secret).update(`${now}.${body}`).digest('hex')}`;
    expect(sign(secret, String(now), body)).toBe(expected);
    expect(
      verifyWebhook({ secret, rawBody: body, timestamp: String(now), signature: expected, nowSeconds: now + 299 }),
    ).toEqual({ ok: true });
  });
  it.each([
    ['unsigned', String(now), undefined, 'missing signature'],
    ['signed with another secret', String(now), sign('other', String(now), body), 'bad signature'],
    ['stale (older than 5 minutes)', String(now - 301), sign(secret, String(now - 301), body), 'stale timestamp'],
    ['from the future', String(now + 400), sign(secret, String(now + 400), body), 'stale timestamp'],
    ['without a timestamp', undefined, sign(secret, String(now), body), 'missing or malformed timestamp'],
    ['signature truncated', String(now), sign(secret, String(now), body).slice(0, 20), 'bad signature'],
  ])('refuses a webhook %s', (_name, timestamp, signature, reason) => {
    expect(verifyWebhook({ secret, rawBody: body, timestamp, signature, nowSeconds: now })).toEqual({
      ok: false,
      reason,
    });
  });
  it('refuses a body changed after signing', () => {
    const signature = sign(secret, String(now), body);
    expect(
      verifyWebhook({ secret, rawBody: Buffer.from(`${body} `), timestamp: String(now), signature, nowSeconds: now })
        .ok,
    ).toBe(false);
  });
});
