// /book-seat: loading, error and empty states, then the week's days, the chosen day's matches, status box and form.
import { useEffect, useMemo, useState } from 'react';
import type { TicketActivation } from '../../lib/api/types.ts';
import { bookingMatches } from '../../lib/league/booking-match.ts';
import { STORAGE_BLOCKED } from '../../lib/league/ticket-copy.ts';
import { EMPTY_BUYER } from '../../lib/league/ticket-context.ts';
import {
  TICKETS, TICKET_MESSAGES, bookingError, checkQuantity, dayOptions, datedDays, defaultDayIndex, proceedDisabled, ticketNumbers,
  type DayOption,
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

/**
 * The first choice: the buyer's earlier one when coming back (and still bookable), else the SPEC's default date. Read
 * while the first render is made, not in an effect after it: a render without a day, then one with its matches and
 * status box, moved the form below them on phones (Lighthouse: CLS 0.11). The booking screen mounts only once the
 * browser's answer is in (never in the server's HTML), so reading the session here cannot upset hydration.
 */
function firstChoice(options: DayOption[]) {
  const saved = $ticket.get();
  const back = saved ? options.find((o) => !o.disabled && o.iso === saved.selectedDateISO) : undefined;
  return {
    selected: back ? back.index : defaultDayIndex(options),
    info: saved ? saved.userInfo : EMPTY_BUYER,
    quantityText: back && saved ? String(checkQuantity(saved.selectedSeats.length, back.availableCount).quantity) : '0',
  };
}

function Booking({ activation }: { activation: TicketActivation }) {
  const now = Date.now();
  const days = useMemo(() => datedDays(activation.days), [activation]);
  const options = dayOptions(activation.days, now);
  const [first] = useState(() => firstChoice(options));
  const [selected, setSelected] = useState<number | null>(first.selected);
  const [quantityText, setQuantityText] = useState(first.quantityText);
  const [info, setInfo] = useState(first.info);
  const [message, setMessage] = useState<string | null>(null);
  const [blocked] = useState(() => !sessionStorageWorks());

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
  const { data, failed, fresh, answered, retry } = useActivation();
  if (data) return data.days.some((d) => d.date !== null) ? <Booking activation={data} /> : <BookingStates kind="empty" />;
  if (failed && !fresh) return <BookingStates kind="error" onRetry={retry} />;
  if (!answered || data === undefined) return <BookingStates kind="loading" />;
  return <BookingStates kind="empty" />;
}
