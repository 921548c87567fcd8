// The date buttons of /book-seat: formatted date, Limited / Sold out badge, 'N left'; past, closed and sold out disabled.
import { DATE_FORMATS, formatNepal } from '../../lib/format.ts';
import type { DayOption } from '../../lib/league/tickets.ts';
import s from './tickets.module.css';
import { BsDate } from '../bs/BsDate.tsx';

type Props = { options: DayOption[]; selected: number | null; onSelect: (index: number) => void };

export function DayPicker({ options, selected, onSelect }: Props) {
  return (
    <fieldset className={s.days}>
      <legend className={s.legend}>Choose a match day</legend>
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
            <span className={s.dayDate}>{formatNepal(o.iso, DATE_FORMATS.ticketDay)}</span>
            <BsDate value={o.iso} short />
            {o.badge && <span className={o.badge === 'Sold out' ? `${s.badge} ${s.badgeOut}` : s.badge}>{o.badge}</span>}
            {o.reason ? <span className={s.dayNote}>{o.reason}</span> : o.status !== 'sold_out' && <span className={s.dayNote}>{o.availableCount} left</span>}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
