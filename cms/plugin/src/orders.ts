// The payment side's own collections: orders (one per PRN, the fields of rules/orders.ts) and the ticket numbers
// issued (one per activation and number, unique, so a number is never sold twice). Nothing here is public.
import type { CollectionConfig } from 'payload';
import { adminOnly } from './access.ts';

const leagueOnly = { create: adminOnly, read: adminOnly, update: adminOnly, delete: adminOnly };
const num = (name: string) => ({ name, type: 'number' as const });
const text = (name: string) => ({ name, type: 'text' as const });

export const ORDERS = 'orders';
export const ISSUED = 'issued-tickets';

export const ordersCollection: CollectionConfig = {
  slug: ORDERS,
  labels: { singular: 'Order', plural: 'Orders' },
  access: leagueOnly,
  admin: { useAsTitle: 'prn', defaultColumns: ['prn', 'name', 'status', 'qty', 'amount', 'day'] },
  fields: [
    { name: 'prn', type: 'text', required: true, unique: true, index: true },
    text('name'),
    text('email'),
    text('phone'),
    { name: 'lang', type: 'select', options: ['en', 'ne'], defaultValue: 'en' },
    num('amount'),
    num('qty'),
    { name: 'status', type: 'text', index: true },
    { name: 'result', type: 'textarea' },
    text('activation_id'),
    text('day_id'),
    text('day'),
    num('held'),
    { name: 'hold_until', type: 'number', index: true },
    num('hashed_at'),
    { name: 'next_check', type: 'number', index: true },
    text('uid'),
    num('refund'),
    // When the settlement's e-mail went (payments.confirm), and when it is due again while it has not (the sweep).
    num('mailed'),
    { name: 'mail_due', type: 'number', index: true },
  ],
};

export const issuedCollection: CollectionConfig = {
  slug: ISSUED,
  labels: { singular: 'Issued Ticket', plural: 'Issued Tickets' },
  access: leagueOnly,
  fields: [text('activation'), num('number'), text('prn'), text('day')],
  indexes: [{ fields: ['activation', 'number'], unique: true }],
};
