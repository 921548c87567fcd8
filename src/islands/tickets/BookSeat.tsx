// /book-seat: loading, error and empty states, then the week's days, the chosen day's matches, status box and form.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TicketActivation } from '../../lib/api/types.ts';
import { bookingMatches } from '../../lib/league/booking-match.ts';
import { STORAGE_BLOCKED } from '../../lib/league/ticket-copy.ts';
import { EMPTY_BUYER } from '../../lib/league/ticket-context.ts';
import {
  TICKETS, TICKET_MESSAGES, bookingError, checkQuantity, dayOptions, datedDays, defaultDayIndex, proceedDisabled, ticketNumbers,
} from '../../lib/league/tickets.ts';
import { orderTotal } from '../../lib/league/payment.ts';
import { showToast } from '../../scripts/toast.ts';
import { sessionStorageWorks } from '../../stores/session.ts';
import { $ticket, saveContext } from '../../stores/ticket.ts';
import { BookingForm } from './BookingForm.tsx';
import { BookingStates } from './BookingStates.tsx';
import { DayPicker } from './DayPicker.tsx';
import { MatchList } from './MatchList.tsx';
import { TicketStatusBox } from './TicketStatusBox.tsx';
import { useActivation } from './useActivation.ts';
import s from './tickets.module.css';

function Booking({ activation }: { activation: TicketActivation }) {
  const now = Date.now();
  const days = useMemo(() => datedDays(activation.days), [activation]);
  const options = dayOptions(activation.days, now);
  const [selected, setSelected] = useState<number | null>(null);
  const [quantityText, setQuantityText] = useState('0');
  const [info, setInfo] = useState(EMPTY_BUYER);
  const [message, setMessage] = useState<string | null>(null);
  const [blocked, setBlocked] = useState(false);
  const started = useRef(false);

  // First data: the buyer's earlier choice when coming back (and still bookable), else the SPEC's default date.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    setBlocked(!sessionStorageWorks());
    const saved = $ticket.get();
    const back = saved ? options.find((o) => !o.disabled && o.iso === saved.selectedDateISO) : undefined;
    setSelected(back ? back.index : defaultDayIndex(options));
    if (saved) setInfo(saved.userInfo);
    if (back && saved) setQuantityText(String(checkQuantity(saved.selectedSeats.length, back.availableCount).quantity));
  }, [options]);

  const option = selected === null ? null : (options[selected] ?? null);
  const available = option?.availableCount ?? 0;

  // A refresh can leave fewer seats than the buyer picked: say so and hold the count at what is left.
  useEffect(() => {
    if (!option) return;
    const check = checkQuantity(quantityText, available);
    if (check.message && String(check.quantity) !== quantityText) {
      setQuantityText(String(check.quantity));
      setMessage(check.message);
    }
  }, [available]); // only when the seats left change, not on every keystroke

  const day = selected === null ? null : (days[selected] ?? null);
  const quantity = checkQuantity(quantityText, option?.availableCount ?? 0).quantity;
  const numbers = option && !option.disabled ? ticketNumbers(activation, option.index, quantity) : [];
  const matches = bookingMatches(day?.matches ?? []);
  const venue = day?.venue ?? day?.matches.find((m) => m.venue)?.venue ?? TICKETS.defaultVenue;

  const choose = (index: number) => {
    setSelected(index);
    setQuantityText('0'); // SPEC §4: changing the date resets the seat count
    setMessage(null);
  };
  const changeQuantity = (raw: string) => {
    if (option === null) return setMessage(TICKET_MESSAGES.noDate);
    const check = checkQuantity(raw, option.availableCount);
    setQuantityText(raw.trim() === '' && !check.message ? '' : String(check.quantity));
    setMessage(check.message);
  };
  const proceed = () => {
    const error = bookingError(option, info, quantity);
    if (error || !option || proceedDisabled(option, quantity)) {
      const text = error ?? TICKET_MESSAGES.noDate;
      setMessage(text);
      showToast(text, 'error');
      return;
    }
    const userInfo = { name: info.name.trim(), phone: info.phone.trim(), email: info.email.trim() };
    saveContext({
      selectedSeats: numbers, matchesForDay: matches, week: activation.week, selectedDateISO: option.iso, venue, userInfo,
      amount: orderTotal(numbers.length), prn: null,
    });
    window.location.assign('/checkout');
  };

  return (
    <div className={s.booking}>
      <header className={s.head}>
        <h1 className={s.title}>Reserve Your Ticket Now</h1>
        <p className={s.week}>Week {activation.week}</p>
      </header>
      {blocked && <p className={s.warning} role="alert">{STORAGE_BLOCKED}</p>}
      <DayPicker options={options} selected={selected} onSelect={choose} />
      <div className={s.columns}>
        <section className={s.card} aria-labelledby="day-matches-title">
          <h2 id="day-matches-title" className={s.h2}>Matches</h2>
          <MatchList matches={matches} />
          <p className={s.venue}>
            <span className={s.label}>Venue:</span> {venue}
          </p>
          {day && <TicketStatusBox day={day} picked={quantity} />}
        </section>
        <section className={s.card} aria-labelledby="book-title">
          <h2 id="book-title" className={s.h2}>Book your seats</h2>
          <BookingForm
            info={info} onInfo={setInfo} quantityText={quantityText} maxQuantity={option?.availableCount ?? 0} onQuantity={changeQuantity}
            numbers={numbers} message={message} disabled={blocked || proceedDisabled(option, quantity)} onProceed={proceed}
          />
        </section>
      </div>
    </div>
  );
}

export default function BookSeat() {
  const { data, error, isLoading, mutate } = useActivation();
  if (data) return data.days.some((d) => d.date !== null) ? <Booking activation={data} /> : <BookingStates kind="empty" />;
  if (error) return <BookingStates kind="error" onRetry={() => void mutate()} />;
  if (isLoading || data === undefined) return <BookingStates kind="loading" />;
  return <BookingStates kind="empty" />;
}
