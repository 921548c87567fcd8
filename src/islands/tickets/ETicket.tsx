// The e-ticket card and its actions (print, add to calendar, home), shared by /success and /my-ticket, in the page's
// language: a ticket opened from a Nepali page reads in Nepali, its calendar file too.
import type { ReactNode } from 'react';
import { fill } from '../../i18n/fill.ts';
import { SITE_URL } from '../../lib/config.ts';
import { orderTotal } from '../../lib/league/payment.ts';
import type { SuccessRecord } from '../../lib/league/success-record.ts';
import { TICKETS } from '../../lib/league/tickets.ts';
import { localDate, localNumber, localRupees, type LocalWords } from '../../lib/format/local.ts';
import type { TicketsText } from '../../i18n/texts/tickets.ts';
import { ConfirmationNote } from './ConfirmationNote.tsx';
import { TBD_TEAM, type TicketLang } from './ticket-lang.ts';
import { Typed, Written } from './Written.tsx';
import { MatchList } from './MatchList.tsx';
import { OrderDetails } from './OrderDetails.tsx';
import { TicketChips } from './TicketChips.tsx';
import s from './tickets.module.css';
import { BsDate } from '../bs/BsDate.tsx';

type Lang = TicketLang<'common' | 'eticket'>;

/** The calendar code is fetched on the first 'Add to calendar' (kept for offline use with the page's other files). */
async function downloadCalendar(
  r: SuccessRecord,
  t: Pick<TicketsText, 'common' | 'eticket'>,
  words: LocalWords | null,
) {
  const { calendarFileName, matchDayCalendar } = await import('../../lib/league/ticket-calendar.ts');
  const side = (name: string) => (name === TBD_TEAM ? t.common.tbd : name);
  const matches = r.matchesForDay.map((m) => ({ ...m, home: side(m.home), away: side(m.away) }));
  const ics = matchDayCalendar(
    {
      orderId: r.orderId,
      dateISO: r.selectedDateISO,
      venue: r.venue,
      matches,
      seats: r.selectedSeats,
      siteHost: new URL(SITE_URL).host,
      title: t.eticket.ics.league,
    },
    Date.now(),
    t.eticket.ics,
    words,
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

export function ETicketCard({ record, ...lang }: { record: SuccessRecord } & Lang) {
  const { t, words, locale } = lang;
  const count = record.selectedSeats.length;
  const paid = record.amount ?? orderTotal(count);
  const or = (v: string) => <Typed text={v.trim() || t.eticket.notProvided} locale={locale} />;
  return (
    <article className={`${s.card} ${s.eticket}`} aria-labelledby="eticket-title">
      <h2 id="eticket-title" className={s.h2}>
        {t.eticket.title}
      </h2>
      <OrderDetails
        rows={[
          [t.eticket.transaction, <Written text={record.orderId} locale={locale} />],
          [t.common.week, localNumber(record.week, words)],
          // In Nepali the date is the Bikram Sambat one first already.
          [
            t.common.date,
            <>
              {localDate(record.selectedDateISO, 'countdown', words, record.selectedDateISO || t.common.tbd)}
              {!words && <BsDate value={record.selectedDateISO} dot />}
            </>,
          ],
          [t.common.venue, <Written text={record.venue} locale={locale} />],
        ]}
      />
      <h3 className={s.h3}>{t.common.matches}</h3>
      <MatchList matches={record.matchesForDay} {...lang} />
      <h3 className={s.h3}>{fill(t.common.numbersCount, { n: localNumber(count, words) })}</h3>
      <TicketChips numbers={record.selectedSeats} t={t} words={words} />
      <OrderDetails
        rows={[
          [t.common.pricePerTicket, localRupees(TICKETS.pricePerTicket, words)],
          [t.eticket.totalPaid, localRupees(paid, words)],
          [t.common.name, or(record.userInfo.name)],
          // The masked address the confirmation went to, when the answer that booked gave it; the e-mail and phone
          // themselves are not kept on the device (docs/decisions/tickets.md).
          ...(record.sentTo
            ? [[t.eticket.sentTo, <Typed text={record.sentTo} locale={locale} />] as [string, ReactNode]]
            : []),
        ]}
      />
      <ConfirmationNote t={t.common} />
    </article>
  );
}

export function TicketActions({ record, t, words, href }: { record: SuccessRecord } & Lang) {
  return (
    <div className={`${s.actions} ${s.noPrint}`}>
      <button type="button" className="btn" onClick={() => window.print()}>
        {t.eticket.print}
      </button>
      <button type="button" className="btn btn--ghost" onClick={() => void downloadCalendar(record, t, words)}>
        {t.eticket.calendar}
      </button>
      <a className="btn btn--ghost" href={href['/']}>
        {t.common.backHome}
      </a>
    </div>
  );
}
