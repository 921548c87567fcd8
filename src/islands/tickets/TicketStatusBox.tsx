// The ticket status box: Available, Sold Out (capacity minus available), Picked, the percent-available bar, and the
// seats held by buyers paying now, which go back on sale if not paid for (issue 38).
import { fill } from '../../i18n/fill.ts';
import type { TicketsText } from '../../i18n/texts/tickets.ts';
import { TICKETS, ticketStatus } from '../../lib/league/tickets.ts';
import { localNumber, type LocalWords } from '../../lib/format/local.ts';
import type { TicketDay } from '../../lib/api/types.ts';
import s from './tickets.module.css';

type Props = {
  day: Pick<TicketDay, 'capacity' | 'availableCount' | 'heldCount'>;
  picked: number;
  t: TicketsText['booking']['status'];
  words: LocalWords | null;
};

export function TicketStatusBox({ day, picked, t, words }: Props) {
  const st = ticketStatus(day, picked);
  const n = (v: number) => localNumber(v, words);
  const percent = fill(t.percent, { n: n(st.percent) });
  return (
    <section className={s.status} aria-labelledby="ticket-status-title">
      <h3 id="ticket-status-title" className={s.h3}>
        {t.title}
      </h3>
      <dl className={s.stats}>
        <div>
          <dt>{t.available}</dt>
          <dd data-testid="available">{n(st.available)}</dd>
        </div>
        <div>
          <dt>{t.soldOut}</dt>
          <dd data-testid="sold-out">{n(st.soldOut)}</dd>
        </div>
        <div>
          <dt>{t.picked}</dt>
          <dd data-testid="picked">{n(st.picked)}</dd>
        </div>
      </dl>
      <div
        className={s.bar}
        role="progressbar"
        aria-label={t.bar}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={st.percent}
        aria-valuetext={percent}
      >
        <span className={s.barFill} style={{ width: `${st.percent}%` }} />
      </div>
      <p className={s.muted}>{percent}</p>
      {day.heldCount > 0 && (
        <p className={s.muted} data-testid="held">
          {fill(t.held, { n: n(day.heldCount), minutes: n(TICKETS.holdMinutes) })}
        </p>
      )}
    </section>
  );
}
