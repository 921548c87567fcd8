// /success: 'Payment Successful' from the saved success record, a printable e-ticket and an 'Add to calendar' file.
// The e-ticket is also kept on this device for /my-ticket, which the service worker keeps for reading offline.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { parseSuccess, type SuccessRecord } from '../../lib/league/success-record.ts';
import { $ticketSuccess } from '../../stores/ticket-success.ts';
import { keepLastTicket } from '../../stores/last-ticket.ts';
import { ETicketCard, TicketActions } from './ETicket.tsx';
import type { TicketLang } from './ticket-lang.ts';
import { PageState } from './PageState.tsx';
import { useHydrated } from '../shared/useHydrated.ts';
import s from './tickets.module.css';

type Lang = TicketLang<'common' | 'eticket' | 'success'>;

function Ticket({ record, ...lang }: { record: SuccessRecord } & Lang) {
  const { t, href } = lang;
  return (
    <div className={s.success}>
      <h1 className={s.title}>{t.success.title}</h1>
      <p className={`${s.muted} ${s.noPrint}`}>{t.success.thanks}</p>
      <ETicketCard record={record} {...lang} />
      <p className={`${s.muted} ${s.noPrint}`}>
        {t.success.savedBefore}
        <a href={href['/my-ticket']}>{t.success.savedLink}</a>
        {t.success.savedAfter}
      </p>
      <TicketActions record={record} {...lang} />
    </div>
  );
}

/** `t`, `words`, `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code. */
export default function Success(lang: Lang) {
  const { t, href } = lang;
  const ready = useHydrated();
  const saved = useStore($ticketSuccess, { ssr: 'initial' });
  // SPEC §2: the saved session record, else navigation state (a same-tab hand-over).
  const fromHistory = useMemo(() => (ready ? parseSuccess(window.history.state) : null), [ready]);
  const record = ready ? (saved ?? fromHistory) : null;
  // A record without an order id gets a generated transaction id once, kept so a reload shows the same one.
  useEffect(() => {
    if (record && !record.orderId)
      $ticketSuccess.set({ ...record, orderId: `TXN-${Date.now().toString(36).toUpperCase()}` });
  }, [record]);
  // Keep the e-ticket for /my-ticket, and ask the service worker (when one controls this page) to keep that page, in
  // the language the buyer reads it in.
  useEffect(() => {
    if (!record?.orderId) return;
    keepLastTicket(record, Date.now());
    navigator.serviceWorker?.controller?.postMessage({ keep: href['/my-ticket'] });
    // Once per record: the page's paths are the language's and do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [record]);
  if (!ready) return <PageState kind="loading" title={t.success.title} text={t.success.loading} />;
  if (!record)
    return (
      <PageState
        kind="message"
        title={t.success.heading}
        text={t.success.none}
        action={{ href: href['/'], label: t.common.backHome }}
      />
    );
  return <Ticket record={record} {...lang} />;
}
