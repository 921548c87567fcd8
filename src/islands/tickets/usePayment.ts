// Proceed to Payment: pre-check holds the seats → prn and the amount, generate-hash → dv, then the gateway; one payment at
// a time, failures keep the page; seats the server could not hold are said as such (issue 38).
import { useCallback, useEffect, useRef, useState } from 'react';
import { postJson } from '../../lib/api/client.ts';
import { isApiError } from '../../lib/api/errors.ts';
import { PAYMENT_GATEWAY_URL, PAYMENT_MERCHANT_ID, SITE_URL } from '../../lib/config.ts';
import { nepalDay } from '../../lib/format/base.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
  answerField,
  gatewayRedirect,
  hashRequest,
  orderReference,
  orderTotal,
  type PaymentMessages,
} from '../../lib/league/payment.ts';
import { answerAmount, preCheckBody, seatRefusal, type SeatRefusal } from '../../lib/league/pre-check.ts';
import type { TicketContext } from '../../lib/league/ticket-context.ts';
import { showToast } from '../../browser/toast.ts';
import { updateContext } from '../../stores/ticket.ts';

/** `refused`: pre-check could not hold the seats (nothing was paid); the page says why in its language. */
export type PaymentState = { busy: boolean; error: string | null; detail: string | null; refused: SeatRefusal | null };
const IDLE: PaymentState = { busy: false, error: null, detail: null, refused: null };

/** `messages`: the page's language's; `locale`: the buyer's language, which the order carries (its e-mail);
 *  `returnPath`: the payment-response page in that language, where the gateway returns (RU). */
export function usePayment(ctx: TicketContext, messages: PaymentMessages, locale: Locale, returnPath: string) {
  const [state, setState] = useState<PaymentState>(IDLE);
  // React state lands after the click: the ref is what stops a second click from starting a second payment.
  const busy = useRef(false);

  // Back from the gateway can restore this page from the back-forward cache with the button still busy.
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      busy.current = false;
      setState(IDLE);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const fail = useCallback((error: string, e?: unknown) => {
    const detail = isApiError(e) && e.serverMessage ? e.serverMessage : null;
    busy.current = false;
    setState({ busy: false, error, detail, refused: null });
    showToast(error, 'error');
  }, []);

  const pay = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ ...IDLE, busy: true });
    let held: unknown;
    try {
      held = await postJson('/payments/pre-check', preCheckBody(ctx, locale));
    } catch (e) {
      const refused = seatRefusal(e);
      if (!refused) return fail(messages.exception, e);
      busy.current = false;
      return setState({ ...IDLE, refused });
    }
    try {
      const prn = answerField(held, 'prn');
      if (!prn) return fail(messages.noPrn);
      // The server fixed the amount on the PRN with the seats it holds: that is what the gateway is asked for.
      const amount = answerAmount(held) ?? orderTotal(ctx.selectedSeats.length);
      // Kept at once: a second Proceed (after a failure, or back from the gateway) releases this hold (`replaces`).
      updateContext({ prn, amount });
      const day = nepalDay(ctx.selectedDateISO) ?? ctx.selectedDateISO;
      const req = hashRequest({
        pid: PAYMENT_MERCHANT_ID,
        prn,
        amount,
        now: Date.now(),
        siteUrl: SITE_URL,
        returnPath,
        r1: orderReference({ week: ctx.week, day, seats: ctx.selectedSeats }),
        r2: ctx.userInfo.name,
      });
      const dv = answerField(await postJson('/payments/generate-hash', req), 'dv');
      if (!dv) return fail(messages.noDv);
      window.location.assign(gatewayRedirect(PAYMENT_GATEWAY_URL, req, dv));
    } catch (e) {
      fail(messages.exception, e);
    }
  }, [ctx, fail, messages, locale, returnPath]);

  return { ...state, pay };
}
