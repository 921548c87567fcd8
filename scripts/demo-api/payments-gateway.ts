// The Fonepay sandbox: GET /gateway/merchantRequest shows the payment, POST /gateway/pay returns to RU signed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  REQUEST_ORDER,
  amountPaisa,
  appendQuery,
  dvMatches,
  gatewayDouble,
  isGatewayDate,
  isReturnUrl,
  requestDv,
  returnDv,
  returnedPaisa,
  type RequestFields,
  statusAuth,
} from '../../cms/plugin/src/rules/fonepay.ts';
import { gatewayError, gatewayPage } from './gateway-page.ts';
import { SETTLED, gatewayAmount, gatewayPaid, gatewayState, getOrder, recordGatewayTxn } from './payments-orders.ts';
import { readBody, readForm, redirect, sendHtml, sendJson } from './payments-http.ts';
import type { PaymentContext } from './payments-types.ts';

type Signed = RequestFields & { DV: string };
const MERCHANT_NAME = 'Nepal Schools Football League';

/** What the real gateway checks before taking money: every field, its format, the DV, and (here) the merchant's PRN. */
function check(
  get: (k: string) => string | null,
  ctx: PaymentContext,
): { ok: true; fields: Signed } | { ok: false; message: string } {
  const f: Record<string, string> = {};
  for (const k of [...REQUEST_ORDER, 'DV']) {
    const v = get(k);
    if (v === null || v === '') return { ok: false, message: `The payment request is missing ${k}.` };
    f[k] = v;
  }
  const fields = f as Signed;
  if (fields.PID !== ctx.config.merchantId) return { ok: false, message: 'Unknown merchant.' };
  if (!dvMatches(requestDv(ctx.config.secret, fields), fields.DV))
    return { ok: false, message: 'The payment request failed data validation (DV).' };
  if (fields.MD !== 'P' || fields.CRN !== 'NPR' || !isGatewayDate(fields.DT) || amountPaisa(fields.AMT) === null) {
    return { ok: false, message: 'The payment request has an invalid field.' };
  }
  if (
    fields.PRN.length < 3 ||
    fields.PRN.length > 25 ||
    fields.R1.length > 160 ||
    fields.R2.length > 50 ||
    !isReturnUrl(fields.RU, ctx.siteUrl)
  ) {
    return { ok: false, message: 'The payment request has a field of the wrong length.' };
  }
  if (gatewayPaid(ctx.store.db, fields.PRN))
    return { ok: false, message: 'This payment reference has already been paid.' };
  // A gateway-only sandbox, like Fonepay, has no merchant's orders to check: the merchant's DV vouches for the amount.
  if (ctx.config.gatewayOnly) return { ok: true, fields };
  const order = getOrder(ctx.store.db, fields.PRN);
  if (!order || order.amount === null) return { ok: false, message: 'Unknown payment reference.' };
  if (Math.round(order.amount * 100) !== amountPaisa(fields.AMT))
    return { ok: false, message: 'The amount does not match the payment reference.' };
  if (SETTLED.has(order.status)) return { ok: false, message: 'This payment reference has already been paid.' };
  return { ok: true, fields };
}

export function merchantRequest(res: ServerResponse, url: URL, ctx: PaymentContext): void {
  const c = check((k) => url.searchParams.get(k), ctx);
  if (!c.ok) {
    ctx.log(`gateway: refused ${url.searchParams.get('PRN') ?? '(no PRN)'}: ${c.message}`);
    return sendHtml(res, 400, gatewayError(c.message));
  }
  sendHtml(res, 200, gatewayPage({ name: MERCHANT_NAME, pid: ctx.config.merchantId }, c.fields));
}

/** Pay or Cancel: back to RU with the return fields and their uppercase DV, as Fonepay does. */
export async function pay(req: IncomingMessage, res: ServerResponse, ctx: PaymentContext): Promise<void> {
  const form = await readForm(req);
  const c = check((k) => form.get(k), ctx);
  if (!c.ok) return sendHtml(res, 400, gatewayError(c.message));
  const f = c.fields;
  const paid = form.get('action') === 'pay';
  const rc = paid ? 'successful' : 'cancelled';
  const uid = recordGatewayTxn(ctx.store.db, f.PRN, paid, rc, ctx.clock(), amountPaisa(f.AMT)!);
  const ret = {
    PRN: f.PRN,
    PID: f.PID,
    PS: String(paid),
    RC: rc,
    UID: uid,
    BC: paid ? 'FONEPAY' : 'N/A',
    INI: paid ? '9800000000' : 'N/A',
    P_AMT: gatewayDouble(amountPaisa(f.AMT)!),
    R_AMT: f.AMT,
  };
  const DV = returnDv(ctx.config.secret, ret);
  ctx.log(`gateway: ${f.PRN} ${rc} (UID ${uid})`);
  // The parameter order of the document's example return.
  redirect(
    res,
    appendQuery(f.RU, {
      PRN: ret.PRN,
      PID: ret.PID,
      PS: ret.PS,
      RC: ret.RC,
      DV,
      UID: ret.UID,
      BC: ret.BC,
      INI: ret.INI,
      P_AMT: ret.P_AMT,
      R_AMT: ret.R_AMT,
    }),
  );
}

/**
 * A PRN's amount in paisa as the gateway knows it (undefined: an unknown PRN, null: no amount): a gateway-only
 * sandbox's from the PRN's attempts at it (none: unknown, which the merchant reads as not paid yet), otherwise from
 * this API's own order.
 */
function knownAmount(ctx: PaymentContext, prn: string): number | null | undefined {
  if (ctx.config.gatewayOnly) return gatewayAmount(ctx.store.db, prn) ?? undefined;
  const order = getOrder(ctx.store.db, prn);
  return order ? (order.amount === null ? null : Math.round(order.amount * 100)) : undefined;
}

/** Fonepay's server-to-server status check, on the merchant API (the sandbox serves it under /gateway). */
export const STATUS_PATH = '/api/merchant/merchantDetailsForThirdParty/txnVerification';

/**
 * POST {merchant api}/merchant/merchantDetailsForThirdParty/txnVerification {prn, merchantCode, amount}, with Basic
 * authentication and the `auth` signature → {prn, merchantCode, amount, paymentStatus, fonepayTraceId, message}:
 * 'success' once the PRN is paid (with its trace id), 'failed' if its last attempt failed, 'pending' if none was made.
 */
export async function statusCheck(req: IncomingMessage, res: ServerResponse, ctx: PaymentContext): Promise<void> {
  const raw = await readBody(req);
  const { secret, apiUsername, apiPassword, merchantId } = ctx.config;
  const basic = `Basic ${Buffer.from(`${apiUsername}:${apiPassword}`, 'utf8').toString('base64')}`;
  const auth = req.headers['auth'];
  if (
    req.headers['authorization'] !== basic ||
    typeof auth !== 'string' ||
    !dvMatches(statusAuth(secret, apiUsername, apiPassword, raw), auth)
  )
    return sendJson(res, 401, {
      message: 'Unauthorized: the merchant credentials or the auth signature do not match.',
    });
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return sendJson(res, 400, { message: 'Malformed JSON body.' });
  }
  const prn = typeof body.prn === 'string' ? body.prn : '';
  if (body.merchantCode !== merchantId) return sendJson(res, 400, { message: 'Unknown merchant.' });
  const known = knownAmount(ctx, prn);
  if (known === undefined) return sendJson(res, 404, { message: 'Transaction not found.' });
  const asked =
    typeof body.amount === 'string' || typeof body.amount === 'number' ? returnedPaisa(String(body.amount)) : null;
  if (known === null || asked !== known)
    return sendJson(res, 400, { message: 'The amount does not match the transaction.' });
  const state = gatewayState(ctx.store.db, prn);
  sendJson(res, 200, {
    prn,
    merchantCode: merchantId,
    amount: gatewayDouble(known),
    paymentStatus: state === null ? 'pending' : state.paid ? 'success' : 'failed',
    fonepayTraceId: state?.paid ? state.uid : null,
    message:
      state === null
        ? 'No payment has been made for this PRN.'
        : state.paid
          ? 'Payment successful.'
          : `Payment ${state.rc}.`,
  });
}
