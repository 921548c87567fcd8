// The e-ticket card and its actions (print, add to calendar, home), shared by /success and /my-ticket.
import { LEAGUE_NAME } from '../../consts.ts';
import { SITE_URL } from '../../lib/config.ts';
import { DATE_FORMATS, formatNepal, formatRupees } from '../../lib/format.ts';
import { orderTotal } from '../../lib/league/payment.ts';
import { calendarFileName, matchDayCalendar } from '../../lib/league/ticket-calendar.ts';
import type { SuccessRecord } from '../../lib/league/ticket-context.ts';
import { TICKETS } from '../../lib/league/tickets.ts';
import { ConfirmationNote } from './ConfirmationNote.tsx';
import { MatchList } from './MatchList.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import s from './tickets.module.css';
import { BsDate } from '../bs/BsDate.tsx';

const or = (v: string) => v.trim() || 'Not provided';

function downloadCalendar(r: SuccessRecord) {
  const ics = matchDayCalendar(
    { orderId: r.orderId, dateISO: r.selectedDateISO, venue: r.venue, matches: r.matchesForDay, seats: r.selectedSeats, leagueName: LEAGUE_NAME, siteHost: new URL(SITE_URL).host },
    Date.now(),
  );
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = calendarFileName(r.orderId, r.selectedDateISO);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ETicketCard({ record }: { record: SuccessRecord }) {
  const count = record.selectedSeats.length;
  const paid = record.amount ?? orderTotal(count);
  return (
    <article className={`${s.card} ${s.eticket}`} aria-labelledby="eticket-title">
      <h2 id="eticket-title" className={s.h2}>{LEAGUE_NAME} e-ticket</h2>
      <OrderDetails
        rows={[
          ['Transaction ID', record.orderId],
          ['Week', String(record.week)],
          ['Date', <>{formatNepal(record.selectedDateISO, DATE_FORMATS.countdown, record.selectedDateISO || 'TBD')}<BsDate value={record.selectedDateISO} dot /></>],
          ['Venue', record.venue],
        ]}
      />
      <h3 className={s.h3}>Matches</h3>
      <MatchList matches={record.matchesForDay} />
      <h3 className={s.h3}>Ticket numbers ({count})</h3>
      <ul className={s.chips} aria-label="Ticket numbers">
        {record.selectedSeats.map((n) => <li key={n} className={s.chip}>#{n}</li>)}
      </ul>
      <OrderDetails
        rows={[
          ['Price per ticket', formatRupees(TICKETS.pricePerTicket)],
          ['Total Paid', formatRupees(paid)],
          ['Name', or(record.userInfo.name)],
          ['E-mail', or(record.userInfo.email)],
          ['Phone', or(record.userInfo.phone)],
        ]}
      />
      <ConfirmationNote />
    </article>
  );
}

export function TicketActions({ record }: { record: SuccessRecord }) {
  return (
    <div className={`${s.actions} ${s.noPrint}`}>
      <button type="button" className="btn" onClick={() => window.print()}>Print e-ticket</button>
      <button type="button" className="btn btn--ghost" onClick={() => downloadCalendar(record)}>Add to calendar</button>
      <a className="btn btn--ghost" href="/">Back to Home</a>
    </div>
  );
}
