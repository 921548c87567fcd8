// /checkout: 'Review & Confirm' of the saved booking, the terms to agree to, and Proceed to Payment (SPEC §2, §5, §7).
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { DATE_FORMATS, formatNepal, formatRupees } from '../../lib/format.ts';
import { PAYMENT_MESSAGES, orderTotal } from '../../lib/league/payment.ts';
import { STORAGE_BLOCKED, TICKET_TERMS } from '../../lib/league/ticket-copy.ts';
import { hasSelection, type TicketContext } from '../../lib/league/ticket-context.ts';
import { TICKETS } from '../../lib/league/tickets.ts';
import { showToast } from '../../scripts/toast.ts';
import { sessionStorageWorks } from '../../stores/session.ts';
import { $ticket } from '../../stores/ticket.ts';
import { ConfirmationNote } from './ConfirmationNote.tsx';
import { MatchList } from './MatchList.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import { PageState } from './PageState.tsx';
import { usePayment } from './usePayment.ts';
import { useHydrated } from './useHydrated.ts';
import s from './tickets.module.css';
import { BsDate } from '../bs/BsDate.tsx';

/** Back to the previous page; opened on its own (no history), back to the booking screen. */
function goBack() {
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/book-seat');
}

function Review({ ctx }: { ctx: TicketContext }) {
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const payment = usePayment(ctx);
  const blocked = !sessionStorageWorks();
  const total = orderTotal(ctx.selectedSeats.length);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!agreed) {
      setAgreeError(PAYMENT_MESSAGES.agree);
      showToast(PAYMENT_MESSAGES.agree, 'error');
      return;
    }
    void payment.pay();
  };

  return (
    <form className={s.checkout} onSubmit={submit} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={s.title}>Review &amp; Confirm</h1>
      <section className={s.card} aria-labelledby="order-title">
        <h2 id="order-title" className={s.h2}>Your order</h2>
        <OrderDetails
          rows={[
            ['Week', String(ctx.week)],
            ['Date', <>{formatNepal(ctx.selectedDateISO, DATE_FORMATS.countdown)}<BsDate value={ctx.selectedDateISO} dot /></>],
            ['Venue', ctx.venue],
            ['Name', ctx.userInfo.name],
            ['E-mail', ctx.userInfo.email],
            ['Phone', ctx.userInfo.phone],
          ]}
        />
        <h3 className={s.h3}>Matches</h3>
        <MatchList matches={ctx.matchesForDay} />
        <ConfirmationNote />
        <h3 className={s.h3}>Ticket numbers ({ctx.selectedSeats.length})</h3>
        <ul className={s.chips} aria-label="Ticket numbers">
          {ctx.selectedSeats.map((n) => <li key={n} className={s.chip}>#{n}</li>)}
        </ul>
        <OrderDetails
          rows={[
            ['Price per ticket', formatRupees(TICKETS.pricePerTicket)],
            ['Number of tickets', String(ctx.selectedSeats.length)],
            ['Total', formatRupees(total)],
          ]}
        />
      </section>
      <section className={s.card} aria-labelledby="terms-title">
        <h2 id="terms-title" className={s.h2}>Terms and conditions</h2>
        <ol className={s.terms}>
          {TICKET_TERMS.map((t) => <li key={t}>{t}</li>)}
        </ol>
        <label className={s.agree}>
          <input type="checkbox" checked={agreed} onChange={(e) => { setAgreed(e.target.checked); setAgreeError(null); }} aria-describedby="agree-message" />
          <span>I have read and agree to the terms and conditions</span>
        </label>
        <p id="agree-message" className={s.error} role="alert">{agreeError ?? ''}</p>
      </section>
      {blocked && <p className={s.warning} role="alert">{STORAGE_BLOCKED}</p>}
      <div role="alert" className={s.error}>
        {payment.error && <p className={s.flush}>{payment.error}</p>}
        {payment.detail && <p className={s.flush}>{payment.detail}</p>}
      </div>
      <div className={s.actions}>
        <button type="button" className="btn btn--ghost" onClick={goBack}>Back</button>
        <button type="submit" className="btn" disabled={!agreed || payment.busy || blocked} aria-busy={payment.busy}>
          {payment.busy ? 'Redirecting to payment...' : 'Proceed to Payment'}
        </button>
      </div>
    </form>
  );
}

export default function Checkout() {
  const ready = useHydrated();
  const ctx = useStore($ticket, { ssr: 'initial' });
  if (!ready) return <PageState kind="loading" title="Review & Confirm" text="Loading your booking..." />;
  if (!hasSelection(ctx)) {
    return (
      <PageState kind="message" title="Review & Confirm" text="Missing selection. Please pick date and Tickets." action={{ href: '/', label: 'Back to Tickets' }}>
        {!sessionStorageWorks() && <p className={s.warning}>{STORAGE_BLOCKED}</p>}
      </PageState>
    );
  }
  return <Review ctx={ctx} />;
}
