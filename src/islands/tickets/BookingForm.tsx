// The booking form: Full Name, Phone Number, Email, Number of Tickets (max 5), the ticket chips and PLEASE PROCEED.
import type { FormEvent } from 'react';
import { fill } from '../../i18n/fill.ts';
import { TICKETS, type BuyerInfo } from '../../lib/league/tickets.ts';
import { localNumber } from '../../lib/format/local.ts';
import type { TicketLang } from './ticket-lang.ts';
import { TicketChips } from './TicketChips.tsx';
import s from './tickets.module.css';

type Props = {
  info: BuyerInfo;
  onInfo: (info: BuyerInfo) => void;
  quantityText: string;
  maxQuantity: number;
  onQuantity: (raw: string) => void;
  numbers: number[];
  message: string | null;
  disabled: boolean;
  onProceed: () => void;
} & Pick<TicketLang<'common' | 'booking'>, 't' | 'words'>;

const FIELDS = [
  { key: 'name', type: 'text', autoComplete: 'name' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
  { key: 'email', type: 'email', autoComplete: 'email' },
] as const;

export function BookingForm({
  info,
  onInfo,
  quantityText,
  maxQuantity,
  onQuantity,
  numbers,
  message,
  disabled,
  onProceed,
  t,
  words,
}: Props) {
  const b = t.booking;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onProceed();
  };
  return (
    <form className={s.form} onSubmit={submit} noValidate aria-labelledby="booking-form-title">
      <h3 id="booking-form-title" className={s.h3}>
        {b.details}
      </h3>
      {FIELDS.map((f) => (
        <div key={f.key} className={s.field}>
          <label htmlFor={`book-${f.key}`} className={s.label}>
            {b.fields[f.key]}{' '}
            <span aria-hidden="true" className={s.req}>
              *
            </span>
          </label>
          <input
            id={`book-${f.key}`}
            className={s.input}
            name={f.key}
            type={f.type}
            autoComplete={f.autoComplete}
            required
            maxLength={f.key === 'name' ? 100 : f.key === 'phone' ? 30 : 254}
            value={info[f.key]}
            onChange={(e) => onInfo({ ...info, [f.key]: e.target.value })}
          />
        </div>
      ))}
      <div className={s.field}>
        <label htmlFor="book-quantity" className={s.label}>
          {fill(b.quantity, { n: localNumber(TICKETS.maxPerOrder, words) })}
        </label>
        <input
          id="book-quantity"
          className={s.input}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={0}
          max={Math.min(TICKETS.maxPerOrder, Math.max(0, maxQuantity))}
          step={1}
          value={quantityText}
          onChange={(e) => onQuantity(e.target.value)}
          aria-describedby="booking-message"
        />
      </div>
      <div className={s.field}>
        <span className={s.label} id="chips-label">
          {b.yourNumbers}
        </span>
        <TicketChips numbers={numbers} empty={t.common.noSeats} t={t} words={words} />
      </div>
      <p id="booking-message" className={s.error} role="alert">
        {message ?? ''}
      </p>
      <button type="submit" className={`btn ${s.proceed}`} disabled={disabled}>
        {b.proceed}
      </button>
    </form>
  );
}
