// The league's payment endpoints (pre-check, generate-hash, verify) and the Fonepay sandbox gateway, for server.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { amountPaisa, isGatewayDate, isReturnUrl, requestDv } from './fonepay.ts';
import { merchantRequest, pay } from './payments-gateway.ts';
import { CORS, HttpError, readJson, sendHtml, sendJson, text } from './payments-http.ts';
import { createOrder, fixAmount, getOrder } from './payments-orders.ts';
import { verify } from './payments-verify.ts';
import { gatewayError } from './gateway-page.ts';
import type { PaymentContext } from './payments-types.ts';

export { defaultPaymentConfig, type PaymentConfig, type PaymentContext } from './payments-types.ts';
export { requestDv, returnDv } from './fonepay.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * POST /api/payments/pre-check {name, email, phone, lang?} → {prn}: the order exists on the server before any amount.
 * `lang` is the buyer's language ('en' or 'ne'; 'en' when missing), the language of their confirmation e-mail.
 */
async function preCheck(req: IncomingMessage, res: ServerResponse, ctx: PaymentContext): Promise<void> {
  const body = await readJson(req);
  const name = text(body, 'name');
  const email = text(body, 'email');
  const phone = text(body, 'phone');
  if (!name || name.length > 100 || CONTROL.test(name))
    throw new HttpError(400, 'A name of 1 to 100 characters is required.');
  if (email.length > 254 || !EMAIL.test(email)) throw new HttpError(400, 'A valid e-mail address is required.');
  // Free text like the form, but it must read as a phone number: phone characters and 7 to 15 digits.
  const digits = phone.replace(/\D/g, '').length;
  if (phone.length > 30 || !/^[0-9+()\-.\s]+$/.test(phone) || digits < 7 || digits > 15)
    throw new HttpError(400, 'A valid phone number is required.');
  const lang = body.lang ?? 'en';
  if (lang !== 'en' && lang !== 'ne') throw new HttpError(400, "lang must be 'en' or 'ne'.");
  const prn = createOrder(ctx.store.db, { name, email, phone, lang }, ctx.clock());
  ctx.log(`pre-check: order ${prn}`);
  sendJson(res, 200, { prn });
}

/**
 * POST /api/payments/generate-hash {pid, md, prn, amt, crn, dt, r1, r2, ru} → {dv}. The amount is checked against the
 * ticket rules and then fixed on the PRN: a later request for the same PRN may only sign the same amount.
 */
async function generateHash(req: IncomingMessage, res: ServerResponse, ctx: PaymentContext): Promise<void> {
  const body = await readJson(req);
  const [pid, md, prn, amt, crn, dt, r1, r2, ru] = ['pid', 'md', 'prn', 'amt', 'crn', 'dt', 'r1', 'r2', 'ru'].map((k) =>
    text(body, k, true),
  );
  const { merchantId, pricePerTicket, maxPerOrder, secret } = ctx.config;
  const order = getOrder(ctx.store.db, prn!);
  if (!order) throw new HttpError(400, 'Unknown payment reference (prn).');
  if (order.status === 'verified') throw new HttpError(400, 'This payment reference has already been paid.');
  if (pid !== merchantId) throw new HttpError(400, 'Unknown merchant (pid).');
  if (md !== 'P') throw new HttpError(400, "md must be 'P'.");
  if (crn !== 'NPR') throw new HttpError(400, "crn must be 'NPR'.");
  if (!isGatewayDate(dt!)) throw new HttpError(400, 'dt must be a date as MM/DD/YYYY.');
  const paisa = amountPaisa(amt!);
  const pricePaisa = Math.round(pricePerTicket * 100);
  if (paisa === null) throw new HttpError(400, 'amt must be a positive amount with two decimals.');
  if (paisa % pricePaisa !== 0 || paisa / pricePaisa > maxPerOrder) {
    throw new HttpError(400, `amt must be the price of 1 to ${maxPerOrder} tickets at Rs. ${pricePerTicket} each.`);
  }
  if (order.amount !== null && Math.round(order.amount * 100) !== paisa)
    throw new HttpError(400, 'The amount of this payment reference is already fixed.');
  if (r1!.length > 160) throw new HttpError(400, 'r1 must be at most 160 characters.');
  if (r2!.length > 50) throw new HttpError(400, 'r2 must be at most 50 characters.');
  if (!isReturnUrl(ru!, ctx.siteUrl))
    throw new HttpError(400, "ru must be an http(s) URL of at most 150 characters on the site's own origin.");
  fixAmount(ctx.store.db, prn!, paisa / 100, paisa / pricePaisa);
  const dv = requestDv(secret, {
    PID: pid!,
    MD: md!,
    PRN: prn!,
    AMT: amt!,
    CRN: crn!,
    DT: dt!,
    R1: r1!,
    R2: r2!,
    RU: ru!,
  });
  ctx.log(`generate-hash: ${prn} NPR ${amt}`);
  sendJson(res, 200, { dv });
}

type Route = {
  method: 'GET' | 'POST';
  run: (req: IncomingMessage, res: ServerResponse, url: URL, ctx: PaymentContext) => Promise<void> | void;
};
const ROUTES: Record<string, Route> = {
  '/api/payments/pre-check': { method: 'POST', run: (req, res, _u, ctx) => preCheck(req, res, ctx) },
  '/api/payments/generate-hash': { method: 'POST', run: (req, res, _u, ctx) => generateHash(req, res, ctx) },
  '/api/payments/verify': { method: 'POST', run: (req, res, _u, ctx) => verify(req, res, ctx) },
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
  const isGateway = path.startsWith('/gateway/');
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
