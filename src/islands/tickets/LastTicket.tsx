// /my-ticket: the last e-ticket bought on this device, from localStorage, readable offline (the service worker keeps the page).
import { useStore } from '@nanostores/react';
import { ageText } from '../../sw/rules.ts';
import { $lastTicket } from '../../stores/last-ticket.ts';
import { ETicketCard, TicketActions } from './ETicket.tsx';
import { PageState } from './PageState.tsx';
import { useHydrated } from './useHydrated.ts';
import s from './tickets.module.css';

export default function LastTicket() {
  const ready = useHydrated();
  const last = useStore($lastTicket, { ssr: 'initial' });
  if (!ready) return <PageState kind="loading" title="Your last ticket" text="Loading your ticket..." />;
  if (!last) {
    return <PageState kind="message" title="Your last ticket" text="No ticket has been saved on this device yet." action={{ href: '/book-seat', label: 'Buy Tickets' }} />;
  }
  return (
    <div className={s.success}>
      <h1 className={s.title}>Your last ticket</h1>
      <p className={`${s.muted} ${s.noPrint}`}>
        Saved on this device {ageText(Date.now() - last.savedAt)}. This page opens without a connection; show it at the gate.
      </p>
      <ETicketCard record={last.ticket} />
      <TicketActions record={last.ticket} />
    </div>
  );
}
