// Ticket numbers as chips; the list scrolls past about 10rem so a big order keeps the page short.
import { localNumber } from '../../lib/format/local.ts';
import type { TicketLang } from './ticket-lang.ts';
import s from './tickets.module.css';

type Props = { numbers: number[]; empty?: string } & Pick<TicketLang<'common'>, 't' | 'words'>;

/** `empty`: the text when there are none (the booking form's); without it, nothing but the empty list is shown. */
export function TicketChips({ numbers, empty, t: { common: t }, words }: Props) {
  if (numbers.length === 0 && empty !== undefined) return <p className={s.muted}>{empty}</p>;
  return (
    <ul className={s.chips} aria-label={t.numbers} tabIndex={numbers.length > 20 ? 0 : undefined}>
      {numbers.map((n) => (
        <li key={n} className={s.chip}>
          #{localNumber(n, words)}
        </li>
      ))}
    </ul>
  );
}
