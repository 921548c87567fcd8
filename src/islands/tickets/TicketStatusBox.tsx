// The ticket status box: Available, Sold Out (capacity minus available), Picked, and the percent-available bar.
import { ticketStatus } from '../../lib/league/tickets.ts';
import type { TicketDay } from '../../lib/api/types.ts';
import s from './tickets.module.css';

export function TicketStatusBox({ day, picked }: { day: Pick<TicketDay, 'capacity' | 'availableCount'>; picked: number }) {
  const st = ticketStatus(day, picked);
  return (
    <section className={s.status} aria-labelledby="ticket-status-title">
      <h3 id="ticket-status-title" className={s.h3}>Ticket status</h3>
      <dl className={s.stats}>
        <div>
          <dt>Available</dt>
          <dd data-testid="available">{st.available}</dd>
        </div>
        <div>
          <dt>Sold Out</dt>
          <dd data-testid="sold-out">{st.soldOut}</dd>
        </div>
        <div>
          <dt>Picked</dt>
          <dd data-testid="picked">{st.picked}</dd>
        </div>
      </dl>
      <div className={s.bar} role="progressbar" aria-label="Tickets available" aria-valuemin={0} aria-valuemax={100} aria-valuenow={st.percent} aria-valuetext={`${st.percent}% available`}>
        <span className={s.barFill} style={{ width: `${st.percent}%` }} />
      </div>
      <p className={s.muted}>{st.percent}% available</p>
    </section>
  );
}
