// /payment-response: the gateway's return, decided by SPEC §4's rules; verify is posted once per PRN, even across reloads.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TicketsText } from '../../i18n/texts/tickets.ts';
import { postJson } from '../../lib/api/client.ts';
import {
  FAILURE_REDIRECT_MS,
  VERIFY_RETRY_DELAYS_MS,
  decideReturn,
  readReturn,
  verifyAnswer,
  verifyBody,
  verifyFailure,
  verifyRetryable,
  type GatewayReturn,
  type VerifyOutcome,
} from '../../lib/league/payment-return.ts';
import { showToast } from '../../browser/toast.ts';
import { $ticket, clearInFlight, completeOrder, isInFlight, isVerified, markInFlight } from '../../stores/ticket.ts';
import { Written, type TicketLang } from './lang.tsx';
import s from './tickets.module.css';

type View = { message: string; detail: ReactNode; failed: boolean };
type Lang = TicketLang<'response'>;
/** Verify's outcome, or no booking in this tab to verify the payment against. */
type Outcome = VerifyOutcome | { kind: 'no-booking'; prn: string };

/** While another load of this tab verifies the same PRN, look again this often for its result. */
const WAIT_POLL_MS = 400;

/** Posts verify, asking again after a passing failure (lib/league/payment-return.ts says which). */
async function postVerify(body: unknown): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await postJson('/payments/verify', body);
    } catch (e) {
      const wait = VERIFY_RETRY_DELAYS_MS[attempt];
      if (wait === undefined || !verifyRetryable(e)) throw e;
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}

async function verify(params: GatewayReturn, messages: TicketsText['response']['messages']): Promise<Outcome> {
  const ctx = $ticket.get();
  if (!ctx || ctx.selectedSeats.length === 0) {
    // The booking did not survive the trip (another tab, cleared data): nothing to book against this payment.
    return { kind: 'no-booking', prn: params.PRN };
  }
  markInFlight(params.PRN, Date.now());
  // A page that goes away before the answer will never write it: let the next load ask again (the server answers
  // a PRN it has already verified with the same result).
  const leave = () => clearInFlight(params.PRN);
  window.addEventListener('pagehide', leave);
  try {
    const outcome = verifyAnswer(messages, await postVerify(verifyBody(params, ctx)));
    if (outcome.kind === 'verified') {
      completeOrder(
        {
          orderId: outcome.orderId ?? `TXN-${params.PRN}`,
          selectedSeats: outcome.ticketNumbers ?? ctx.selectedSeats,
          matchesForDay: ctx.matchesForDay,
          week: ctx.week,
          selectedDateISO: ctx.selectedDateISO,
          venue: ctx.venue,
          userInfo: ctx.userInfo,
          amount: outcome.amount ?? ctx.amount,
        },
        params.PRN,
      );
    }
    return outcome;
  } catch (e) {
    return verifyFailure(messages, e);
  } finally {
    window.removeEventListener('pagehide', leave);
    if (!isVerified(params.PRN)) clearInFlight(params.PRN);
  }
}

/** `t`, `locale`: the page's language (src/i18n/README.md); the buyer stays in it on the way to /success or home. */
export default function PaymentResponse({ t: { response: t }, locale, href }: Lang) {
  const m = t.messages;
  const [view, setView] = useState<View>({ message: m.processing, detail: null, failed: false });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (message: string, detail: ReactNode = null) => {
      setView({ message, detail, failed: true });
      showToast(message, 'error');
      timer = setTimeout(() => window.location.replace(href['/']), FAILURE_REDIRECT_MS);
    };
    const success = () => window.location.replace(href['/success']);
    const run = async () => {
      const ret = readReturn(new URLSearchParams(window.location.search));
      const decision = decideReturn(m, ret, (prn) => ({
        verified: isVerified(prn),
        inFlight: isInFlight(prn, Date.now()),
      }));
      if (decision.kind === 'fail') return fail(decision.message);
      if (decision.kind === 'success') return success();
      if (decision.kind === 'wait') {
        timer = setTimeout(() => void run(), WAIT_POLL_MS);
        return;
      }
      const outcome = await verify(decision.params, m);
      if (outcome.kind === 'verified') return success();
      if (outcome.kind === 'no-booking') {
        // The payment reference as the gateway wrote it, inside the page's sentence.
        const [before, after] = t.notFound.split('{prn}');
        return fail(
          m.notVerified,
          <>
            {before}
            <Written text={outcome.prn} locale={locale} />
            {after}
          </>,
        );
      }
      // The server's reason is shown as it wrote it.
      fail(
        outcome.message,
        outcome.kind === 'not-verified' && outcome.detail ? <Written text={outcome.detail} locale={locale} /> : null,
      );
    };
    void run();
    return () => clearTimeout(timer);
    // Once per page load: the return is read and verified once; the language's words and paths do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={s.state}>
      <h1 className="visually-hidden">{t.heading}</h1>
      <div className={s.stateBox} role={view.failed ? 'alert' : 'status'}>
        <span className={s.spinner} aria-hidden="true" />
        <p className={s.stateText}>{view.message}</p>
        {view.detail && <p className={s.flush}>{view.detail}</p>}
        {view.failed && <p className={s.flush}>{t.returning}</p>}
        <p className={s.muted}>{t.wait}</p>
      </div>
    </div>
  );
}
