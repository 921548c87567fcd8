// The date buttons of /book-seat: formatted date, Limited / Sold out badge, 'N left'; past, closed and sold out disabled.
import { fill } from '../../i18n/fill.ts';
import type { TicketsText } from '../../i18n/texts/tickets.ts';
import type { DayOption } from '../../lib/league/tickets.ts';
import { localDate, localNumber, type LocalWords } from '../../lib/format/local.ts';
import s from './tickets.module.css';
import { BsDate } from '../bs/BsDate.tsx';

type Props = {
  options: DayOption[];
  selected: number | null;
  onSelect: (index: number) => void;
  t: TicketsText['booking'];
  words: LocalWords | null;
};

export function DayPicker({ options, selected, onSelect, t, words }: Props) {
  return (
    <fieldset className={s.days}>
      <legend className={s.legend}>{t.chooseDay}</legend>
      <div className={s.dayGrid}>
        {options.map((o) => (
          <button
            key={o.index}
            type="button"
            className={s.day}
            aria-pressed={selected === o.index}
            disabled={o.disabled}
            onClick={() => onSelect(o.index)}
            data-day={o.day}
            data-status={o.status}
          >
            <span className={s.dayDate}>{localDate(o.iso, 'ticketDay', words)}</span>
            {/* In Nepali the date is the Bikram Sambat one already. */}
            {!words && <BsDate value={o.iso} short />}
            {o.badge && (
              <span className={o.badge === 'soldOut' ? `${s.badge} ${s.badgeOut}` : s.badge}>{t.badges[o.badge]}</span>
            )}
            {o.reason ? (
              <span className={s.dayNote}>{t.reasons[o.reason]}</span>
            ) : (
              o.status !== 'sold_out' && (
                <span className={s.dayNote}>{fill(t.left, { n: localNumber(o.availableCount, words) })}</span>
              )
            )}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
