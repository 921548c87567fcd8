// The demo API as the Fonepay sandbox only (main.ts --gateway-only), for a merchant elsewhere (the example CMS's
// plugin): like Fonepay it knows the merchant's id and secret but none of its orders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestDv, returnDv, statusAuth, type RequestFields } from '../../../cms/plugin/src/rules/fonepay.ts';
import { startServer, type RunningServer } from '../../../scripts/demo-api/server.ts';
import { config, forms, gatewayDate, RU } from './payments-support.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'league-gateway-only-'));
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    seed: false,
    payment: { ...config, gatewayOnly: true },
    sweepIntervalMs: 0,
    log: () => {},
  });
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A merchant request signed by the merchant itself: the PRN is one this API never issued. */
function signed(prn: string, amt = '3.00', extra: Partial<RequestFields> = {}): URL {
  const f: RequestFields = {
    PID: config.merchantId,
    MD: 'P',
    PRN: prn,
    AMT: amt,
    CRN: 'NPR',
    DT: gatewayDate(Date.now()),
    R1: 'NSFL Week 7 tickets',
    R2: 'Sita',
    RU,
    ...extra,
  };
  const url = new URL(`${server.url}/gateway/merchantRequest`);
  for (const [k, v] of Object.entries({ ...f, DV: requestDv(config.secret, f) })) url.searchParams.set(k, v);
  return url;
}

async function pay(url: URL): Promise<Record<string, string>> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const form = forms(await page.text()).find((f) => f.button === 'Pay')!;
  const res = await fetch(server.url + form.action, {
    method: 'POST',
    body: new URLSearchParams(form.fields),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return Object.fromEntries(new URL(res.headers.get('location')!).searchParams);
}

const status = (body: object) => {
  const raw = JSON.stringify(body);
  const basic = `Basic ${Buffer.from(`${config.apiUsername}:${config.apiPassword}`).toString('base64')}`;
  return fetch(`${server.url}/gateway/api/merchant/merchantDetailsForThirdParty/txnVerification`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: basic,
      auth: statusAuth(config.secret, config.apiUsername, config.apiPassword, raw),
    },
    body: raw,
  });
};

describe('the sandbox gateway for a merchant elsewhere', () => {
  it("pays a PRN it never issued, signed by the merchant, and returns to RU signed with the merchant's secret", async () => {
    const ret = await pay(signed('SFLELSEWHERE1'));
    const { DV, ...fields } = ret;
    expect(fields).toMatchObject({ PRN: 'SFLELSEWHERE1', PS: 'true', RC: 'successful', P_AMT: '3.0', R_AMT: '3.00' });
    expect(DV).toBe(returnDv(config.secret, fields as never));
  });

  it('takes each PRN once, and refuses a request the merchant did not sign or whose return leaves this machine', async () => {
    expect((await fetch(signed('SFLELSEWHERE1'))).status).toBe(400);
    const forged = signed('SFLELSEWHERE2');
    forged.searchParams.set('AMT', '0.50');
    expect((await fetch(forged)).status).toBe(400);
    expect((await fetch(signed('SFLELSEWHERE3', '3.00', { PID: 'OTHER' }))).status).toBe(400);
    expect((await fetch(signed('SFLELSEWHERE4', '3.00', { RU: 'https://elsewhere.example/r' }))).status).toBe(400);
  });

  it('answers the status check from its own ledger: not found before any attempt, then paid at its amount', async () => {
    const ask = { prn: 'SFLELSEWHERE5', merchantCode: config.merchantId, amount: '2.00' };
    expect((await status(ask)).status).toBe(404);
    const ret = await pay(signed('SFLELSEWHERE5', '2.00'));
    const res = await status(ask);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ paymentStatus: 'success', fonepayTraceId: ret.UID, amount: '2.0' });
    expect((await status({ ...ask, amount: '9.00' })).status).toBe(400);
  });
});
