// Webhook authentication: only a body signed with the secret and a timestamp within 5 minutes is accepted.
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { parseChange, sign, signedHeaders, verifyWebhook } from '../../../server/webhook.ts';

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

describe("the webhook's body and headers (server/webhook.ts: one rule for the demo API, the receiver and Netlify)", () => {
  it('signedHeaders signs what verifyWebhook accepts', () => {
    const h = signedHeaders(secret, body.toString(), now);
    expect(
      verifyWebhook({
        secret,
        rawBody: body,
        timestamp: h['X-Webhook-Timestamp'],
        signature: h['X-Webhook-Signature'],
        nowSeconds: now,
      }),
    ).toEqual({ ok: true });
  });
  it('reads a change; a match event names its match, nothing else does', () => {
    expect(parseChange(body.toString())).toEqual({ collection: 'players', id: 12, operation: 'update' });
    expect(parseChange('{"collection":"match-events","id":41,"operation":"delete","match":7}')).toEqual({
      collection: 'match-events',
      id: 41,
      operation: 'delete',
      match: '7',
    });
    expect(parseChange('{"collection":"match-events","id":41,"operation":"create","match":{"id":7}}')).toMatchObject({
      match: '7',
    });
    expect(parseChange('{"collection":"players","id":12,"operation":"update","match":7}')).not.toHaveProperty('match');
    expect(parseChange('{"collection":"match-events","id":41,"operation":"create","match":"../x"}')).not.toHaveProperty(
      'match',
    );
  });
  it('an unknown operation reads as an update; a body without a collection and an id is no change', () => {
    expect(parseChange('{"collection":"teams","id":"3"}')).toEqual({
      collection: 'teams',
      id: '3',
      operation: 'update',
    });
    expect(parseChange('{"collection":"teams","id":3,"operation":"upsert"}')?.operation).toBe('update');
    for (const bad of ['', 'not json', '[]', '{"id":3}', '{"collection":"teams"}', '{"collection":"teams","id":{}}'])
      expect(parseChange(bad)).toBeNull();
  });
});
