// Ticket numbers as chips; the list scrolls past about 10rem so a big order keeps the page short.
import s from './tickets.module.css';

export function TicketChips({ numbers, label = 'Ticket numbers' }: { numbers: number[]; label?: string }) {
  if (numbers.length === 0) return <p className={s.muted}>No seats selected yet</p>;
  return (
    <ul className={s.chips} aria-label={label} tabIndex={numbers.length > 20 ? 0 : undefined}>
      {numbers.map((n) => (
        <li key={n} className={s.chip}>
          #{n}
        </li>
      ))}
    </ul>
  );
}
