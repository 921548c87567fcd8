// Shared by the payment tests: the real demo API on a fresh folder, and the browser's steps up to and back from the gateway.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { returnDv } from '../../../cms/plugin/src/rules/fonepay.ts';
import { gatewayRedirect } from '../../../src/lib/league/payment.ts';
import { defaultPaymentConfig, type PaymentConfig } from '../../../scripts/demo-api/payments.ts';
import { startServer, type RunningServer } from '../../../scripts/demo-api/server.ts';

const DAY = 86_400_000;
export const RU = 'http://127.0.0.1:4321/payment-response';
export const config: PaymentConfig = { ...defaultPaymentConfig(), merchantId: 'NBQM', secret: 'payments-test-secret' };

const pad = (n: number) => String(n).padStart(2, '0');
export const gatewayDate = (ms: number) => {
  const d = new Date(ms + 345 * 60_000);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
};
/** Noon in Kathmandu, `days` from now: how the league stores a match day. */
export const matchDay = (days: number) =>
  new Date(Math.floor((Date.now() + 345 * 60_000) / DAY) * DAY + days * DAY + 6.25 * 3_600_000).toISOString();

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
export function forms(html: string) {
  return [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].map((m) => ({
    action: m[1]!,
    fields: Object.fromEntries(
      [...m[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((i) => [i[1]!, unescape(i[2]!)]),
    ),
    button: /<button[^>]*>([^<]*)<\/button>/.exec(m[2]!)?.[1],
  }));
}

export type Buyer = { name: string; email: string; phone: string };
export const buyer = (n: number): Buyer => ({
  name: `Sita "Tester" <${n}>`,
  email: `sita${n}@example.com`,
  phone: '9800000001',
});
export type DaySpec = {
  date: string;
  capacity: number;
  bookedCount: number;
  availableCount?: number;
  status?: string;
  matches?: Array<number | string>;
  /** The ground's Nepali name, where the CMS has one (issue 42). */
  venue_ne?: string;
};

export const verifyBody = (
  ret: Record<string, string>,
  who: Buyer,
  qty: number,
  date: string,
  guess: number[] = [],
) => ({
  ...ret,
  agreed: true,
  formData: {
    ...who,
    ticketQty: qty,
    ticketNumbers: guess,
    week: 7,
    match_date: date,
    matches: [{ id: '1', home: 'A', away: 'B', kickoff: '14:00' }],
    venue: 'Dhapakhel',
    amount: qty,
  },
});
export const sign = (ret: Record<string, string>) => ({ ...ret, DV: returnDv(config.secret, ret as never) });

/** Starts the real demo API (no seed) for the file that calls it, and the helpers that talk to it. */
export function paymentsHarness(prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const logs: string[] = [];
  let server: RunningServer | undefined;
  // The API's clock runs, but a test can move it on (a hold lapsing) without waiting.
  let offset = 0;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      seed: false,
      payment: config,
      clock: () => Date.now() + offset,
      // The tests run the sweep themselves, when they mean to.
      sweepIntervalMs: 0,
      log: (m: string) => logs.push(m),
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const api = () => server!;

  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(api().url + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read from the demo API: the tests assert its shape, typing it first would repeat the assertions
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, any> };
  }

  /** The day startPayment books unless told: the last day of the activation created last. */
  let lastDay = '';
  function activation(days: DaySpec[], ticketsStartFrom = 1) {
    lastDay = days[days.length - 1]!.date;
    return api().store.create('activate-ticket', {
      ticketsStartFrom,
      week: 7,
      isActive: true,
      days: days.map((d, i) => ({
        id: `${'a'.repeat(23)}${i}`,
        date: d.date,
        capacity: d.capacity,
        bookedCount: d.bookedCount,
        heldCount: 0,
        availableCount: d.availableCount ?? d.capacity - d.bookedCount,
        status: d.status ?? 'open',
        venue: 'Dhapakhel Lalitpur Stadium',
        ...(d.venue_ne ? { venue_ne: d.venue_ne } : {}),
        matches: d.matches ?? [],
      })),
    });
  }
  const dayOf = (id: number | string, i: number) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read from the demo API: the tests assert its shape, typing it first would repeat the assertions
    (api().store.get('activate-ticket', id)!.days as Array<Record<string, any>>)[i]!;

  /** Pre-check: the buyer, the day and the quantity; the seats are held when it answers 200. */
  const preCheck = (who: Buyer & { lang?: string }, qty: number, date = lastDay, extra: object = {}) =>
    post('/api/payments/pre-check', { ...who, match_date: date, ticketQty: qty, ...extra });

  /** Moves the API's clock on, then runs the sweep (admin) and answers its report. */
  async function later(ms: number) {
    offset += ms;
    return sweep();
  }
  async function sweep() {
    const res = await post('/api/payments/sweep', {}, { Authorization: 'users API-Key demo-admin-key' });
    expect(res.status).toBe(200);
    return res.body;
  }

  /** Everything the browser does up to the gateway: pre-check, generate-hash, then the merchant request URL (`ru`: the
   *  page the gateway returns to, the Nepali one for a Nepali buyer). */
  async function startPayment(
    who: Buyer & { lang?: string },
    qty: number,
    r1 = 'NSFL Week 7 tickets',
    ru = RU,
    date = lastDay,
  ) {
    const pre = await preCheck(who, qty, date);
    expect(pre.status, JSON.stringify(pre.body)).toBe(200);
    const req = {
      pid: config.merchantId,
      md: 'P' as const,
      prn: pre.body.prn as string,
      amt: (qty * config.pricePerTicket).toFixed(2),
      crn: 'NPR' as const,
      dt: gatewayDate(Date.now()),
      r1,
      r2: who.name.slice(0, 50).replace(/,/g, ' '),
      ru,
    };
    const hash = await post('/api/payments/generate-hash', req);
    expect(hash.status).toBe(200);
    const dv = hash.body.dv as string;
    return { prn: req.prn, req, dv, gatewayUrl: gatewayRedirect(`${api().url}/gateway/merchantRequest`, req, dv) };
  }

  /** The gateway page, then its Pay (or Cancel) button; the return parameters from the redirect to RU. */
  async function gateway(gatewayUrl: string, choice: 'Pay' | 'Cancel' = 'Pay', ru = RU) {
    const page = await fetch(gatewayUrl);
    expect(page.status).toBe(200);
    const form = forms(await page.text()).find((f) => f.button === choice)!;
    const res = await fetch(api().url + form.action, {
      method: 'POST',
      body: new URLSearchParams(form.fields),
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${ru}?`)).toBe(true);
    return Object.fromEntries(new URL(location).searchParams) as Record<string, string>;
  }

  return { api, dataDir, logs, post, activation, dayOf, preCheck, later, sweep, startPayment, gateway };
}
