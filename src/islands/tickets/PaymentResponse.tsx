// /payment-response: the gateway's return, decided by SPEC §4's rules; verify is posted once per PRN, even across reloads,
// from the signed return alone: a buyer whose return opens in another tab or browser is verified the same (issue 38).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fill } from '../../i18n/fill.ts';
import type { TicketsText } from '../../i18n/texts/tickets.ts';
import { postJson } from '../../lib/api/client.ts';
import {
  FAILURE_REDIRECT_MS,
  SWEEP_BOOKS_WITHIN_MINUTES,
  VERIFY_RETRY_DELAYS_MS,
  decideReturn,
  readReturn,
  successRecord,
  verifyAnswer,
  verifyBody,
  verifyFailure,
  verifyRetryable,
  type GatewayReturn,
  type VerifyOutcome,
} from '../../lib/league/payment-return.ts';
import { localNumber, localRupees } from '../../lib/format/local.ts';
import { showToast } from '../../browser/toast.ts';
import { $ticket, clearInFlight, endBooking, isInFlight, isVerified, markInFlight } from '../../stores/ticket.ts';
import { completeOrder } from '../../stores/ticket-success.ts';
import { OrderDetails } from './OrderDetails.tsx';
import { type TicketLang } from './ticket-lang.ts';
import { Written } from './Written.tsx';
import s from './tickets.module.css';

type Lang = TicketLang<'response'>;
/**
 * What the page shows: working (spinner), failed (home after 2.5 s, SPEC §4), pending (verify gave no answer for a
 * return that says it was paid: the reference and Try again, no trip home), unbooked (paid, no seats: the refund).
 */
type View =
  | { kind: 'working'; message: string }
  | { kind: 'failed'; message: string; detail: ReactNode }
  | { kind: 'pending'; prn: string }
  | { kind: 'unbooked'; prn: string; amount: number | null };

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

async function verify(params: GatewayReturn, messages: TicketsText['response']['messages']): Promise<VerifyOutcome> {
  markInFlight(params.PRN, Date.now());
  // A page that goes away before the answer will never write it: let the next load ask again (the server answers
  // a PRN it has already verified with the same result).
  const leave = () => clearInFlight(params.PRN);
  window.addEventListener('pagehide', leave);
  try {
    const outcome = verifyAnswer(messages, await postVerify(verifyBody(params)));
    // The record is the server's order; this tab's booking lends its matches (logos) when it is the same PRN's.
    if (outcome.kind === 'verified') completeOrder(successRecord(params.PRN, outcome, $ticket.get()), params.PRN);
    // Paid, but no seats: the payment is over, so this tab forgets the buyer's details as after a booking.
    if (outcome.kind === 'unbooked') endBooking(params.PRN);
    return outcome;
  } catch (e) {
    return verifyFailure(messages, e);
  } finally {
    window.removeEventListener('pagehide', leave);
    if (!isVerified(params.PRN)) clearInFlight(params.PRN);
  }
}

/** A sentence of the page's language with one marked-up part put at its `{key}`. */
function Sentence({ text, at, children }: { text: string; at: string; children: ReactNode }) {
  const [before, after] = text.split(`{${at}}`);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}

function Unbooked({ prn, amount, t, words, locale, href }: { prn: string; amount: number | null } & Lang) {
  const u = t.response.unbooked;
  return (
    <div className={s.stateBox} role="alert">
      <p className={s.stateText}>{u.title}</p>
      <p className={s.flush}>{u.what}</p>
      <OrderDetails
        rows={[
          [u.reference, <Written text={prn} locale={locale} />],
          ...(amount === null ? [] : [[u.amount, localRupees(amount, words)] as [string, ReactNode]]),
        ]}
      />
      <p className={s.flush}>{u.refund}</p>
      <p className={s.flush}>
        <Sentence text={u.how} at="contact">
          <a href={href['/contact']}>{u.contact}</a>
        </Sentence>
      </p>
      <a className="btn" href={href['/']}>
        {u.home}
      </a>
    </div>
  );
}

function Pending({ prn, onRetry, t, words, locale }: { prn: string; onRetry: () => void } & Lang) {
  const p = t.response.pending;
  return (
    <div className={s.stateBox} role="alert">
      <p className={s.stateText}>{t.response.messages.error}</p>
      <p className={s.flush}>
        <Sentence text={p.reference} at="prn">
          <Written text={prn} locale={locale} />
        </Sentence>
      </p>
      <p className={s.flush}>{fill(p.booked, { minutes: localNumber(SWEEP_BOOKS_WITHIN_MINUTES, words) })}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {p.tryAgain}
      </button>
    </div>
  );
}

/** One reading of the return: Try again mounts a new one. */
function Return({ onRetry, ...lang }: { onRetry: () => void } & Lang) {
  const { t, locale, href } = lang;
  const m = t.response.messages;
  const [view, setView] = useState<View>({ kind: 'working', message: m.processing });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (message: string, detail: ReactNode = null) => {
      setView({ kind: 'failed', message, detail });
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
      if (decision.kind === 'fail') {
        // Failed or cancelled: the server hears of it (its signed return) and lets the held seats go; nothing waits.
        if (decision.unpaid) postJson('/payments/verify', verifyBody(decision.unpaid)).catch(() => undefined);
        return fail(decision.message);
      }
      if (decision.kind === 'success') return success();
      if (decision.kind === 'wait') {
        timer = setTimeout(() => void run(), WAIT_POLL_MS);
        return;
      }
      const prn = decision.params.PRN;
      const outcome = await verify(decision.params, m);
      if (outcome.kind === 'verified') return success();
      if (outcome.kind === 'unbooked') return setView({ kind: 'unbooked', prn, amount: outcome.amount });
      if (outcome.kind === 'error') {
        // The return says it was paid and the server did not answer: the buyer stays, with his reference.
        showToast(outcome.message, 'error');
        return setView({ kind: 'pending', prn });
      }
      // The server's reason is shown as it wrote it.
      fail(outcome.message, outcome.detail ? <Written text={outcome.detail} locale={locale} /> : null);
    };
    void run();
    return () => clearTimeout(timer);
    // Once per mount: the return is read and verified once; the language's words and paths do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (view.kind === 'unbooked') return <Unbooked prn={view.prn} amount={view.amount} {...lang} />;
  if (view.kind === 'pending') return <Pending prn={view.prn} onRetry={onRetry} {...lang} />;
  const failed = view.kind === 'failed';
  return (
    <div className={s.stateBox} role={failed ? 'alert' : 'status'}>
      <span className={s.spinner} aria-hidden="true" />
      <p className={s.stateText}>{view.message}</p>
      {failed && view.detail && <p className={s.flush}>{view.detail}</p>}
      {failed && <p className={s.flush}>{t.response.returning}</p>}
      <p className={s.muted}>{t.response.wait}</p>
    </div>
  );
}

/** `t`, `locale`: the page's language (src/i18n/README.md); the buyer stays in it on the way to /success or home. */
export default function PaymentResponse(lang: Lang) {
  const [attempt, setAttempt] = useState(0);
  return (
    <div className={s.state}>
      <h1 className="visually-hidden">{lang.t.response.heading}</h1>
      <Return key={attempt} onRetry={() => setAttempt((n) => n + 1)} {...lang} />
    </div>
  );
}
