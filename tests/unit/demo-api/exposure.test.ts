// The demo API is safe by default: it will not listen on an address other machines reach with the admin key everyone
// knows, it takes its admin key and its Fonepay sandbox secret from the environment (as the README says), and a site
// address limits CORS to that origin.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { requestDv } from '../../../cms/plugin/src/rules/fonepay.ts';
import { startServer } from '../../../scripts/demo-api/server.ts';
import { freePort, NODE, start, stop, waitForUrl } from '../../../scripts/lib/proc.ts';

const work = mkdtempSync(join(tmpdir(), 'demo-exposure-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the demo API exposed', () => {
  it('refuses to start on a non-loopback address with the default admin key', async () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.10'])
      await expect(startServer({ dataDir: join(work, 'a'), host, seed: false, log: () => {} })).rejects.toThrow(
        /refusing to listen on .* with the default admin key: set DEMO_ADMIN_KEY/,
      );
  });

  it('with a site address, answers CORS for that origin only', async () => {
    const api = await startServer({
      dataDir: join(work, 'b'),
      siteUrl: 'https://league.example.org',
      log: () => {},
    });
    try {
      const ask = (origin: string) => fetch(`${api.url}/api/teams?limit=1`, { headers: { Origin: origin } });
      expect((await ask('https://league.example.org')).headers.get('access-control-allow-origin')).toBe(
        'https://league.example.org',
      );
      for (const o of ['http://127.0.0.1:4321', 'https://evil.example', 'null'])
        expect((await ask(o)).headers.get('access-control-allow-origin'), o).toBeNull();
    } finally {
      await api.close();
    }
  }, 60_000);

  it('npm run api takes DEMO_ADMIN_KEY and FONEPAY_SECRET from the environment', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = start(NODE, ['scripts/demo-api/main.ts', '--port', String(port), '--data', join(work, 'c')], {
      env: { ...process.env, DEMO_ADMIN_KEY: 'env-admin-key', FONEPAY_SECRET: 'env-fonepay-secret' },
      stdio: 'ignore',
    });
    try {
      await waitForUrl(`${url}/api/health`, 60_000);
      const stats = (key: string) =>
        fetch(`${url}/demo/stats`, { headers: { Authorization: `users API-Key ${key}` } }).then((r) => r.status);
      expect(await stats('env-admin-key')).toBe(200);
      expect(await stats('demo-admin-key')).toBe(403);
      const post = (path: string, body: unknown) =>
        fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, string> }));
      // The seeded season's open day: pre-check holds one of its seats.
      const active = (await (
        await fetch(`${url}/api/activate-ticket?where[isActive][equals]=true&depth=0`)
      ).json()) as {
        docs: Array<{ days: Array<{ date: string; status: string }> }>;
      };
      const open = active.docs[0]!.days.find((d) => d.status === 'open')!;
      const { prn } = (
        await post('/api/payments/pre-check', {
          name: 'Sita',
          email: 'sita@example.com',
          phone: '9800000001',
          match_date: open.date,
          ticketQty: 1,
        })
      ).body;
      const d = new Date(Date.now() + 345 * 60_000);
      const dt = `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
      const fields = {
        pid: 'NBQM',
        md: 'P',
        prn: prn!,
        amt: '1.00',
        crn: 'NPR',
        dt,
        r1: 'r',
        r2: 'W',
        ru: 'http://127.0.0.1:4321/payment-response',
      };
      const signed = await post('/api/payments/generate-hash', fields);
      expect(signed.status).toBe(200);
      const upper = {
        PID: fields.pid,
        MD: fields.md,
        PRN: fields.prn,
        AMT: fields.amt,
        CRN: fields.crn,
        DT: dt,
        R1: 'r',
        R2: 'W',
        RU: fields.ru,
      };
      expect(signed.body.dv).toBe(requestDv('env-fonepay-secret', upper));
      expect(signed.body.dv).not.toBe(requestDv('nsfl-demo-fonepay-shared-secret', upper));
    } finally {
      await stop(child);
    }
  }, 120_000);
});
