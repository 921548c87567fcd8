// The Netlify side of goal alerts: the background function checks the webhook's signature and runs the same sender
// against the demo API (its push-alerts claims included). Pushes themselves are covered by tests/unit/alerts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushAlerts } from '../../../netlify/functions/push-alerts-background.ts';
import { signedHeaders } from '../../../server/webhook.ts';
import { ADMIN, start, type TestServer } from '../demo-api/support.ts';

const SECRET = 'netlify-alerts-secret';
let api: TestServer;
let handler: (req: Request) => Promise<Response>;

const signed = (body: string, secret = SECRET) =>
  new Request('https://league.example.org/.netlify/functions/push-alerts-background', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...signedHeaders(secret, body) },
    body,
  });

beforeAll(async () => {
  api = await start();
  api.store.create('teams', { team_name: 'Alpha School' }, { id: 1 });
  api.store.create('teams', { team_name: 'Beta School' }, { id: 2 });
  api.store.create(
    'matches',
    { match_date: new Date(Date.now() - 5 * 60_000).toISOString(), status: 'running', homeTeam: 1, awayTeam: 2 },
    { id: 3 },
  );
  handler = pushAlerts({
    PUBLIC_API_URL: api.url,
    ALERTS_CMS_API_KEY: 'test-admin-key',
    ALERTS_WEBHOOK_SECRET: SECRET,
  });
});
afterAll(() => api?.cleanup());

describe('push-alerts-background', () => {
  it('refuses what is not a signed POST, and says when alerts are not configured', async () => {
    expect((await handler(new Request('https://x.example/f'))).status).toBe(405);
    expect((await handler(signed('{"collection":"matches","id":3}', 'wrong'))).status).toBe(401);
    const off = pushAlerts({ PUBLIC_API_URL: 'https://cms.example.org', ALERTS_WEBHOOK_SECRET: SECRET });
    expect((await off(signed('{"collection":"matches","id":3}'))).status).toBe(503);
  });

  it('claims the kick-off once, however often the webhook comes', async () => {
    const body = JSON.stringify({ collection: 'matches', id: 3, operation: 'update' });
    const first = (await (await handler(signed(body))).json()) as { report: { alerts: string[] } };
    expect(first.report).toMatchObject({ matchId: '3', alerts: ['kickoff'], sent: 0 });
    const again = await Promise.all([handler(signed(body)), handler(signed(body))]);
    for (const r of again) expect(((await r.json()) as { report: { alerts: string[] } }).report.alerts).toEqual([]);
    const claims = await (await fetch(`${api.api}/push-alerts?where[match][equals]=3`, { headers: ADMIN })).json();
    expect((claims as { docs: Array<{ key: string }> }).docs.map((d) => d.key)).toEqual(['3:kickoff']);
  });

  it('ignores changes to collections that alert nothing', async () => {
    const r = await handler(signed(JSON.stringify({ collection: 'blogs', id: 1, operation: 'update' })));
    expect(await r.json()).toEqual({ report: null });
  });
});
