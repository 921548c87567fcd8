// Proceed to Payment: pre-check → prn, generate-hash → dv, then the gateway; one payment at a time, failures keep the page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { postJson } from '../../lib/api/client.ts';
import { isApiError } from '../../lib/api/errors.ts';
import { PAYMENT_GATEWAY_URL, PAYMENT_MERCHANT_ID, SITE_URL } from '../../lib/config.ts';
import { nepalDay } from '../../lib/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import {
  answerField,
  gatewayRedirect,
  hashRequest,
  orderReference,
  orderTotal,
  type PaymentMessages,
} from '../../lib/league/payment.ts';
import type { TicketContext } from '../../lib/league/ticket-context.ts';
import { showToast } from '../../browser/toast.ts';
import { updateContext } from '../../stores/ticket.ts';

export type PaymentState = { busy: boolean; error: string | null; detail: string | null };

/** `messages`: the page's language's; `locale`: the buyer's language, which the order carries (its e-mail);
 *  `returnPath`: the payment-response page in that language, where the gateway returns (RU). */
export function usePayment(ctx: TicketContext, messages: PaymentMessages, locale: Locale, returnPath: string) {
  const [state, setState] = useState<PaymentState>({ busy: false, error: null, detail: null });
  // React state lands after the click: the ref is what stops a second click from starting a second payment.
  const busy = useRef(false);

  // Back from the gateway can restore this page from the back-forward cache with the button still busy.
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      busy.current = false;
      setState({ busy: false, error: null, detail: null });
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const fail = useCallback((error: string, e?: unknown) => {
    const detail = isApiError(e) && e.serverMessage ? e.serverMessage : null;
    busy.current = false;
    setState({ busy: false, error, detail });
    showToast(error, 'error');
  }, []);

  const pay = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState({ busy: true, error: null, detail: null });
    try {
      const { name, email, phone } = ctx.userInfo;
      const prn = answerField(await postJson('/payments/pre-check', { name, email, phone, lang: locale }), 'prn');
      if (!prn) return fail(messages.noPrn);
      const amount = orderTotal(ctx.selectedSeats.length);
      const day = nepalDay(ctx.selectedDateISO) ?? ctx.selectedDateISO;
      const req = hashRequest({
        pid: PAYMENT_MERCHANT_ID,
        prn,
        amount,
        now: Date.now(),
        siteUrl: SITE_URL,
        returnPath,
        r1: orderReference({ week: ctx.week, day, seats: ctx.selectedSeats }),
        r2: name,
      });
      const dv = answerField(await postJson('/payments/generate-hash', req), 'dv');
      if (!dv) return fail(messages.noDv);
      // The return page needs the prn and amount: saved before the browser leaves for the gateway.
      updateContext({ prn, amount });
      window.location.assign(gatewayRedirect(PAYMENT_GATEWAY_URL, req, dv));
    } catch (e) {
      fail(messages.exception, e);
    }
  }, [ctx, fail, messages, locale, returnPath]);

  return { ...state, pay };
}
