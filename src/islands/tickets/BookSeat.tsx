// /book-seat: loading, error and empty states, then the week's days, the chosen day's matches, status box and form.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { TicketActivation } from '../../lib/api/types.ts';
import { bookingMatches } from '../../lib/league/booking-match.ts';
import { EMPTY_BUYER } from '../../lib/league/ticket-context.ts';
import {
  TICKETS,
  bookingProblem,
  dayOptions,
  datedDays,
  defaultDayIndex,
  limitQuantity,
  proceedDisabled,
  ticketMessage,
  ticketNumbers,
  type DayOption,
  type TicketMessages,
} from '../../lib/league/tickets.ts';
import { orderTotal } from '../../lib/league/payment.ts';
import { fill } from '../../i18n/fill.ts';
import type { TicketsText } from '../../i18n/texts/tickets.ts';
import { localNumber, type LocalWords } from '../../lib/format/local.ts';
import { showToast } from '../../browser/toast.ts';
import { sessionStorageWorks } from '../../stores/session.ts';
import { $ticket, saveContext } from '../../stores/ticket.ts';
import { BookingForm } from './BookingForm.tsx';
import { BookingStates } from './BookingStates.tsx';
import { DayPicker } from './DayPicker.tsx';
import { MatchList } from './MatchList.tsx';
import { TicketStatusBox } from './TicketStatusBox.tsx';
import { useActivation } from './useActivation.ts';
import { type TicketLang } from './ticket-lang.ts';
import { Written } from './Written.tsx';
import s from './tickets.module.css';

type Lang = TicketLang<'common' | 'booking'>;

/** SPEC §5's messages in the page's language, numbers in its digits. */
function ticketMessages(m: TicketsText['booking']['messages'], words: LocalWords | null): TicketMessages {
  return {
    max: fill(m.max, { n: localNumber(TICKETS.maxPerOrder, words) }),
    remain: (n) => fill(m.remain, { n: localNumber(n, words) }),
    noDate: m.noDate,
    info: m.info,
    email: m.email,
  };
}

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
    quantityText: back && saved ? String(limitQuantity(saved.selectedSeats.length, back.availableCount).quantity) : '0',
  };
}

function Booking({ activation, ...lang }: { activation: TicketActivation } & Lang) {
  const { t, words, locale, href } = lang;
  const messages = useMemo(() => ticketMessages(t.booking.messages, words), [t, words]);
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
    const check = limitQuantity(quantityText, available);
    if (check.problem && String(check.quantity) !== quantityText) {
      setQuantityText(String(check.quantity));
      setMessage(ticketMessage(check.problem, messages));
    }
    // Only when the seats left change, not on every keystroke: the count typed and the words are read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [available]);

  const day = selected === null ? null : (days[selected] ?? null);
  const quantity = limitQuantity(quantityText, option?.availableCount ?? 0).quantity;
  const numbers = option && !option.disabled ? ticketNumbers(activation, option.index, quantity) : [];
  const matches = bookingMatches(day?.matches ?? []);
  const venue = day?.venue ?? day?.matches.find((m) => m.venue)?.venue ?? TICKETS.defaultVenue;

  const choose = (index: number) => {
    setSelected(index);
    setQuantityText('0'); // SPEC §4: changing the date resets the seat count
    setMessage(null);
  };
  const changeQuantity = (raw: string) => {
    if (option === null) return setMessage(messages.noDate);
    const check = limitQuantity(raw, option.availableCount);
    setQuantityText(raw.trim() === '' && !check.problem ? '' : String(check.quantity));
    setMessage(check.problem && ticketMessage(check.problem, messages));
  };
  const proceed = () => {
    const problem = bookingProblem(option, info, quantity);
    if (problem || !option || proceedDisabled(option, quantity)) {
      const text = ticketMessage(problem ?? { kind: 'noDate' }, messages);
      setMessage(text);
      showToast(text, 'error');
      return;
    }
    const userInfo = { name: info.name.trim(), phone: info.phone.trim(), email: info.email.trim() };
    saveContext({
      selectedSeats: numbers,
      matchesForDay: matches,
      week: activation.week,
      selectedDateISO: option.iso,
      venue,
      userInfo,
      amount: orderTotal(numbers.length),
      // A PRN this tab already holds seats for (back from checkout or the gateway): the next pre-check replaces it, so
      // its hold is released rather than kept beside the new one (issue 38).
      prn: $ticket.get()?.prn ?? null,
    });
    window.location.assign(href['/checkout']);
  };

  return (
    <div className={s.booking}>
      <header className={s.head}>
        <h1 className={s.title}>{t.booking.title}</h1>
        <p className={s.week}>{fill(t.booking.week, { n: localNumber(activation.week, words) })}</p>
      </header>
      {blocked && (
        <p className={s.warning} role="alert">
          {t.common.storageBlocked}
        </p>
      )}
      <DayPicker options={options} selected={selected} onSelect={choose} t={t.booking} words={words} />
      <div className={s.columns}>
        <section className={s.card} aria-labelledby="day-matches-title">
          <h2 id="day-matches-title" className={s.h2}>
            {t.common.matches}
          </h2>
          <MatchList matches={matches} {...lang} />
          <p className={s.venue}>
            <span className={s.label}>{t.booking.venue}</span> <Written text={venue} locale={locale} />
          </p>
          {day && <TicketStatusBox day={day} picked={quantity} t={t.booking.status} words={words} />}
        </section>
        <section className={s.card} aria-labelledby="book-title">
          <h2 id="book-title" className={s.h2}>
            {t.booking.bookTitle}
          </h2>
          <BookingForm
            info={info}
            onInfo={setInfo}
            quantityText={quantityText}
            maxQuantity={option?.availableCount ?? 0}
            onQuantity={changeQuantity}
            numbers={numbers}
            message={message}
            disabled={blocked || proceedDisabled(option, quantity)}
            onProceed={proceed}
            t={t}
            words={words}
          />
        </section>
      </div>
    </div>
  );
}

/** `t`, `words`, `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code. */
export default function BookSeat(lang: Lang) {
  const { data: latest, failed, fresh, answered, retry } = useActivation();
  // The booking screen is the largest render of the ticket pages, and swr's answer arrives as a store update, which
  // React renders at once and in one piece. Deferred, that urgent render keeps the screen as it was and React renders
  // the booking screen next, in the background, yielding to the browser every few milliseconds
  // (docs/decisions/performance.md).
  const data = useDeferredValue(latest);
  if (data)
    return data.days.some((d) => d.date !== null) ? (
      <Booking activation={data} {...lang} />
    ) : (
      <BookingStates kind="empty" {...lang} />
    );
  if (failed && !fresh) return <BookingStates kind="error" onRetry={retry} {...lang} />;
  if (!answered || data === undefined) return <BookingStates kind="loading" {...lang} />;
  return <BookingStates kind="empty" {...lang} />;
}
