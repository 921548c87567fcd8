// /checkout: 'Review & Confirm' of the saved booking, the terms to agree to, and Proceed to Payment (SPEC §2, §5, §7).
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { fill } from '../../i18n/fill.ts';
import { orderTotal } from '../../lib/league/payment.ts';
import type { SeatRefusal } from '../../lib/league/pre-check.ts';
import { hasSelection, type TicketContext } from '../../lib/league/ticket-context.ts';
import { TICKETS } from '../../lib/league/tickets.ts';
import { localDate, localNumber, localRupees } from '../../lib/format/local.ts';
import { showToast } from '../../browser/toast.ts';
import { sessionStorageWorks } from '../../stores/session.ts';
import { $ticket } from '../../stores/ticket.ts';
import { ConfirmationNote } from './ConfirmationNote.tsx';
import { type TicketLang } from './ticket-lang.ts';
import { Typed, Written } from './Written.tsx';
import { MatchList } from './MatchList.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import { PageState } from './PageState.tsx';
import { TicketChips } from './TicketChips.tsx';
import { usePayment } from './usePayment.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import s from './tickets.module.css';
import { BsDate } from '../bs/BsDate.tsx';

type Lang = TicketLang<'common' | 'checkout'>;

/** Why the seats could not be held, in the page's language (numbers in its digits). */
function refusalText(r: SeatRefusal, t: Lang['t']['checkout']['refused'], words: Lang['words']): string {
  return fill(t[r.code], { n: localNumber(r.available, words), minutes: localNumber(TICKETS.holdMinutes, words) });
}

/** Back to the previous page; opened on its own (no history), back to the booking screen (`bookSeat`). */
function goBack(bookSeat: string) {
  if (window.history.length > 1) window.history.back();
  else window.location.assign(bookSeat);
}

function Review({ ctx, ...lang }: { ctx: TicketContext } & Lang) {
  const { t, words, locale, href } = lang;
  const c = t.checkout;
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState<string | null>(null);
  const payment = usePayment(ctx, c.messages, locale, href['/payment-response']);
  const blocked = !sessionStorageWorks();
  const total = orderTotal(ctx.selectedSeats.length);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!agreed) {
      setAgreeError(c.messages.agree);
      showToast(c.messages.agree, 'error');
      return;
    }
    void payment.pay();
  };

  return (
    <form className={s.checkout} onSubmit={submit} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={s.title}>
        {c.title}
      </h1>
      <section className={s.card} aria-labelledby="order-title">
        <h2 id="order-title" className={s.h2}>
          {c.order}
        </h2>
        <OrderDetails
          rows={[
            [t.common.week, localNumber(ctx.week, words)],
            // In Nepali the date is the Bikram Sambat one first already.
            [
              t.common.date,
              <>
                {localDate(ctx.selectedDateISO, 'countdown', words)}
                {!words && <BsDate value={ctx.selectedDateISO} dot />}
              </>,
            ],
            [t.common.venue, <Written text={ctx.venue} locale={locale} />],
            [t.common.name, <Typed text={ctx.userInfo.name} locale={locale} />],
            [t.common.email, <Typed text={ctx.userInfo.email} locale={locale} />],
            [t.common.phone, <Typed text={ctx.userInfo.phone} locale={locale} />],
          ]}
        />
        <h3 className={s.h3}>{t.common.matches}</h3>
        <MatchList matches={ctx.matchesForDay} {...lang} />
        <ConfirmationNote t={t.common} />
        <h3 className={s.h3}>{fill(t.common.numbersCount, { n: localNumber(ctx.selectedSeats.length, words) })}</h3>
        <TicketChips numbers={ctx.selectedSeats} t={t} words={words} />
        <OrderDetails
          rows={[
            [t.common.pricePerTicket, localRupees(TICKETS.pricePerTicket, words)],
            [c.count, localNumber(ctx.selectedSeats.length, words)],
            [c.total, localRupees(total, words)],
          ]}
        />
      </section>
      <section className={s.card} aria-labelledby="terms-title">
        <h2 id="terms-title" className={s.h2}>
          {c.terms}
        </h2>
        <ol className={s.terms}>
          {c.termsList.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
        <label className={s.agree}>
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked);
              setAgreeError(null);
            }}
            aria-describedby="agree-message"
          />
          <span>{c.agree}</span>
        </label>
        <p id="agree-message" className={s.error} role="alert">
          {agreeError ?? ''}
        </p>
      </section>
      {blocked && (
        <p className={s.warning} role="alert">
          {t.common.storageBlocked}
        </p>
      )}
      <div role="alert" className={s.error}>
        {payment.refused && (
          <p className={s.flush} data-testid="seat-refusal">
            {refusalText(payment.refused, c.refused, words)} <a href={href['/book-seat']}>{c.pickAnother}</a>
          </p>
        )}
        {payment.error && <p className={s.flush}>{payment.error}</p>}
        {/* The server's own words, as it wrote them. */}
        {payment.detail && (
          <p className={s.flush}>
            <Written text={payment.detail} locale={locale} />
          </p>
        )}
      </div>
      <div className={s.actions}>
        <button type="button" className="btn btn--ghost" onClick={() => goBack(href['/book-seat'])}>
          {c.back}
        </button>
        <button type="submit" className="btn" disabled={!agreed || payment.busy || blocked} aria-busy={payment.busy}>
          {payment.busy ? c.redirecting : c.proceed}
        </button>
      </div>
    </form>
  );
}

/** `t`, `words`, `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code. */
export default function Checkout(lang: Lang) {
  const { t, href } = lang;
  const ready = useHydrated();
  const ctx = useStore($ticket, { ssr: 'initial' });
  if (!ready) return <PageState kind="loading" title={t.checkout.title} text={t.checkout.loading} />;
  if (!hasSelection(ctx)) {
    return (
      <PageState
        kind="message"
        title={t.checkout.title}
        text={t.checkout.missing}
        action={{ href: href['/'], label: t.checkout.backToTickets }}
      >
        {!sessionStorageWorks() && <p className={s.warning}>{t.common.storageBlocked}</p>}
      </PageState>
    );
  }
  return <Review ctx={ctx} {...lang} />;
}
