// /success: 'Payment Successful' from the saved success record, a printable e-ticket and an 'Add to calendar' file.
// The e-ticket is also kept on this device for /my-ticket, which the service worker keeps for reading offline.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { parseSuccess, type SuccessRecord } from '../../lib/league/ticket-context.ts';
import { $ticketSuccess } from '../../stores/ticket.ts';
import { keepLastTicket } from '../../stores/last-ticket.ts';
import { ETicketCard, TicketActions } from './ETicket.tsx';
import { PageState } from './PageState.tsx';
import { useHydrated } from './useHydrated.ts';
import s from './tickets.module.css';

function Ticket({ record }: { record: SuccessRecord }) {
  return (
    <div className={s.success}>
      <h1 className={s.title}>Payment Successful</h1>
      <p className={`${s.muted} ${s.noPrint}`}>Thank you for your booking. Keep this page or print your e-ticket.</p>
      <ETicketCard record={record} />
      <p className={`${s.muted} ${s.noPrint}`}>
        This e-ticket is also saved on this device: open <a href="/my-ticket">Your last ticket</a> any time, even without a connection.
      </p>
      <TicketActions record={record} />
    </div>
  );
}

export default function Success() {
  const ready = useHydrated();
  const saved = useStore($ticketSuccess, { ssr: 'initial' });
  // SPEC §2: the saved session record, else navigation state (a same-tab hand-over).
  const fromHistory = useMemo(() => (ready ? parseSuccess(window.history.state) : null), [ready]);
  const record = ready ? (saved ?? fromHistory) : null;
  // A record without an order id gets a generated transaction id once, kept so a reload shows the same one.
  useEffect(() => {
    if (record && !record.orderId) $ticketSuccess.set({ ...record, orderId: `TXN-${Date.now().toString(36).toUpperCase()}` });
  }, [record]);
  // Keep the e-ticket for /my-ticket, and ask the service worker (when one controls this page) to keep that page.
  useEffect(() => {
    if (!record?.orderId) return;
    keepLastTicket(record, Date.now());
    navigator.serviceWorker?.controller?.postMessage({ keep: '/my-ticket' });
  }, [record]);
  if (!ready) return <PageState kind="loading" title="Payment Successful" text="Loading your tickets..." />;
  if (!record) return <PageState kind="message" title="Payment" text="No ticket data found." action={{ href: '/', label: 'Back to Home' }} />;
  return <Ticket record={record} />;
}
