// The receiver's answer to an oversized webhook body: a 413 the sender can read (not a reset connection), and the
// receiver keeps taking webhooks. No build runs here (the first build waits behind a long debounce).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/lib/proc.ts';
import { startRebuildServer } from '../../../server/rebuild/receiver.ts';
import { MAX_DRAIN } from '../../../server/rebuild/http.ts';
import { MAX_BODY, sign } from '../../../server/webhook.ts';

const SECRET = 'body-test-secret';
const work = mkdtempSync(join(tmpdir(), 'league-rx-body-'));
let rx: Awaited<ReturnType<typeof startRebuildServer>>;

beforeAll(async () => {
  rx = await startRebuildServer({
    secret: SECRET,
    port: await freePort(),
    workDir: work,
    buildEnv: { PUBLIC_API_URL: 'http://127.0.0.1:9' },
    debounceMs: 600_000,
    log: () => {},
  });
});
afterAll(async () => {
  await rx?.close();
  rmSync(work, { recursive: true, force: true });
});

function signed(body: string): Promise<Response> {
  const ts = String(Math.floor(Date.now() / 1000));
  return fetch(`${rx.url}/webhook`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Webhook-Timestamp': ts,
      'X-Webhook-Signature': sign(SECRET, ts, body),
    },
    body,
  });
}

const notice = (pad: number) =>
  JSON.stringify({ collection: 'players', id: 3, operation: 'update', pad: 'x'.repeat(pad) });

describe('webhook bodies', () => {
  it('answers a signed 1 MB body 413, readable by the sender, and keeps taking webhooks', async () => {
    const big = await signed(notice(2 ** 20));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'body too large' });
    expect(big.headers.get('connection')).toBe('close');
    const ok = await signed(notice(10));
    expect(ok.status).toBe(202);
  });

  it('a body just over the limit is refused, one at it is not', async () => {
    const head = notice(0).length;
    expect((await signed(notice(MAX_BODY - head + 1))).status).toBe(413);
    expect((await signed(notice(MAX_BODY - head))).status).toBe(202);
  });

  it('stops reading a body past the drain limit: the sender gets the 413 or a closed connection, the receiver lives on', async () => {
    const huge = await signed(notice(MAX_DRAIN + 2 ** 20)).then(
      (r) => r.status,
      () => 'closed',
    );
    expect([413, 'closed']).toContain(huge);
    expect((await fetch(`${rx.url}/health`)).status).toBe(200);
  });
});
