// The league's payment endpoints (pre-check, generate-hash, verify) and the Fonepay sandbox gateway, for server.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hashFields, parsePreCheck, signRequest } from '../../cms/plugin/src/rules/payment-requests.ts';
import { FIRST_CHECK_MS } from '../../cms/plugin/src/rules/sweep.ts';
import { merchantRequest, pay, statusCheck, STATUS_PATH } from './payments-gateway.ts';
import { CORS, HttpError, must, readJson, sendHtml, sendJson } from './payments-http.ts';
import { createOrder, ensureTables, getOrder, markHashed, setOrder } from './payments-orders.ts';
import { canTake, findDay, holdSeats, type Activation } from '../../cms/plugin/src/rules/seats.ts';
import { releaseHold, verify } from './payments-verify.ts';
import { sweep } from './payments-sweep.ts';
import { gatewayError } from './gateway-page.ts';
import type { PaymentContext } from './payments-types.ts';

export { defaultPaymentConfig, type PaymentConfig, type PaymentContext } from './payments-types.ts';
export { requestDv, returnDv } from '../../cms/plugin/src/rules/fonepay.ts';
export { sweep } from './payments-sweep.ts';

/**
 * POST /api/payments/pre-check {name, email, phone, lang?, match_date, ticketQty, replaces?} → {prn, amount, …}. In one
 * transaction: the day, the quantity and the amount are fixed on a new PRN and that many seats are held for
 * holdMinutes (scripts/demo-api/CONTRACT.md). `lang` is the buyer's language ('en' or 'ne'), the e-mail's.
 */
async function preCheck(req: IncomingMessage, res: ServerResponse, ctx: PaymentContext): Promise<void> {
  const { name, email, phone, lang, day, qty, amount, replaces } = must(parsePreCheck(await readJson(req), ctx.config));
  const { holdMinutes } = ctx.config;
  const db = ctx.store.db;
  ensureTables(db);
  const outcome = ctx.store.transaction(() => {
    const now = ctx.clock();
    // This tab's earlier order, abandoned on the way to the gateway: its seats go back before new ones are held.
    const earlier = replaces ? getOrder(db, replaces) : undefined;
    if (earlier && earlier.status === 'held' && earlier.email === email) {
      releaseHold(ctx, earlier);
      setOrder(db, earlier.prn, { status: 'expired' });
    }
    const ref = findDay(ctx.store.all('activate-ticket') as Activation[], day);
    const refused = canTake(ref, qty, now);
    if (refused) return { refused };
    const row = ref!.days[ref!.index]!;
    ctx.store.update('activate-ticket', ref!.doc.id, { days: holdSeats(ref!.days, ref!.index, qty) });
    const holdUntil = now + holdMinutes * 60_000;
    const prn = createOrder(
      db,
      {
        name,
        email,
        phone,
        lang,
        qty,
        amount,
        activationId: String(ref!.doc.id),
        dayId: typeof row.id === 'string' ? row.id : null,
        day,
        holdUntil,
      },
      now,
    );
    return { prn, holdUntil, date: row.date ?? day };
  });
  if ('refused' in outcome) {
    const { status, ...rest } = outcome.refused!;
    return sendJson(res, status, rest);
  }
  ctx.log(`pre-check: order ${outcome.prn} holds ${qty} on ${day}`);
  sendJson(res, 200, {
    prn: outcome.prn,
    amount,
    ticketQty: qty,
    match_date: outcome.date,
    holdExpiresAt: new Date(outcome.holdUntil).toISOString(),
    holdMinutes,
  });
}

/**
 * POST /api/payments/generate-hash {pid, md, prn, amt, crn, dt, r1, r2, ru} → {dv}: only for a live hold, only the
 * amount fixed at pre-check, and no field the DV joins may hold a comma or a control character.
 */
async function generateHash(req: IncomingMessage, res: ServerResponse, ctx: PaymentContext): Promise<void> {
  const f = must(hashFields(await readJson(req)));
  const { merchantId, secret } = ctx.config;
  const now = ctx.clock();
  const signed = signRequest(f, getOrder(ctx.store.db, f.prn), { merchantId, secret, siteUrl: ctx.siteUrl }, now);
  if (!signed.ok && signed.code) return sendJson(res, signed.status, { code: signed.code, message: signed.message });
  const dv = must(signed);
  const { prn, amt } = f;
  markHashed(ctx.store.db, prn, now, now + FIRST_CHECK_MS);
  ctx.log(`generate-hash: ${prn} NPR ${amt}`);
  sendJson(res, 200, { dv });
}

/** POST /api/payments/sweep (admin): what a CMS cron runs; the demo API also runs it every 30 s. */
async function sweepRoute(req: IncomingMessage, res: ServerResponse, ctx: PaymentContext): Promise<void> {
  req.resume();
  if (!ctx.isAdmin?.(req)) return sendJson(res, 403, { message: 'You are not allowed to perform this action.' });
  sendJson(res, 200, await sweep(ctx));
}

/**
 * GET /api/payments/orders (admin): the league's view of its orders, newest first, as a Payload list; filter with
 * `where[status][equals]=paid_unbooked` for the refunds owed (their sum is `owed`). Never public: it holds contacts.
 */
function ordersRoute(req: IncomingMessage, res: ServerResponse, url: URL, ctx: PaymentContext): void {
  if (!ctx.isAdmin?.(req)) return sendJson(res, 403, { message: 'You are not allowed to perform this action.' });
  const db = ctx.store.db;
  ensureTables(db);
  const status = url.searchParams.get('where[status][equals]');
  const limit = Math.min(Math.max(Number(url.searchParams.get('limit')) || 100, 1), 1000);
  const filter = status ? 'WHERE status = ?' : '';
  const args = status ? [status] : [];
  const rows = db
    .prepare(
      `SELECT prn, name, email, phone, lang, created_at, amount, qty, status, day, uid, refund, hold_until
         FROM orders ${filter} ORDER BY created_at DESC, prn LIMIT ?`,
    )
    .all(...args, limit) as Array<Record<string, unknown>>;
  const totals = db
    .prepare(`SELECT COUNT(*) AS n, COALESCE(SUM(refund), 0) AS owed FROM orders ${filter}`)
    .get(...args) as { n: number; owed: number };
  sendJson(res, 200, {
    docs: rows.map((r) => ({ ...r, id: r.prn, createdAt: r.created_at })),
    totalDocs: Number(totals.n),
    limit,
    owed: Number(totals.owed),
  });
}

type Route = {
  method: 'GET' | 'POST';
  run: (req: IncomingMessage, res: ServerResponse, url: URL, ctx: PaymentContext) => Promise<void> | void;
};
const ROUTES: Record<string, Route> = {
  '/api/payments/pre-check': { method: 'POST', run: (req, res, _u, ctx) => preCheck(req, res, ctx) },
  '/api/payments/generate-hash': { method: 'POST', run: (req, res, _u, ctx) => generateHash(req, res, ctx) },
  '/api/payments/verify': { method: 'POST', run: (req, res, _u, ctx) => verify(req, res, ctx) },
  '/api/payments/sweep': { method: 'POST', run: (req, res, _u, ctx) => sweepRoute(req, res, ctx) },
  '/api/payments/orders': { method: 'GET', run: (req, res, url, ctx) => ordersRoute(req, res, url, ctx) },
  [`/gateway${STATUS_PATH}`]: { method: 'POST', run: (req, res, _u, ctx) => statusCheck(req, res, ctx) },
  '/gateway/merchantRequest': { method: 'GET', run: (_r, res, url, ctx) => merchantRequest(res, url, ctx) },
  '/gateway/pay': { method: 'POST', run: (req, res, _u, ctx) => pay(req, res, ctx) },
};

/** Answers the payment and gateway paths (true), or leaves the request to the caller (false). */
export async function handlePayments(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  ctx: PaymentContext,
): Promise<boolean> {
  const path = url.pathname.replace(/\/+$/, '');
  const route = ROUTES[path];
  if (!route) return false;
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return true;
  }
  // The sandbox's pages answer errors as HTML; its merchant API (the status check) as JSON.
  const isGateway = path.startsWith('/gateway/') && !path.startsWith('/gateway/api/');
  if (req.method !== route.method && !(route.method === 'GET' && req.method === 'HEAD')) {
    req.resume();
    res.setHeader('Allow', `${route.method}, OPTIONS`);
    sendJson(res, 405, { message: `Use ${route.method} for ${path}.` });
    return true;
  }
  try {
    await route.run(req, res, url, ctx);
  } catch (e) {
    // Bad input is the caller's fault (4xx); anything else is ours, logged, and still answered.
    const status = e instanceof HttpError ? e.status : 500;
    const message = e instanceof HttpError ? e.message : 'The payment service failed. Please try again.';
    if (!(e instanceof HttpError))
      ctx.log(`payments: ${path} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    // After a 413 the rest of the body is not wanted: close rather than keep the connection.
    if (status === 413) res.setHeader('Connection', 'close');
    if (res.headersSent) res.end();
    else if (isGateway) sendHtml(res, status, gatewayError(message));
    else sendJson(res, status, path === '/api/payments/verify' ? { verified: false, message } : { message });
  }
  return true;
}
