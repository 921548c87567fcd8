// A ticket order as every store of the payment rules keeps it (the demo API's SQLite table, the plugin's `orders`
// collection): its states, its fields, and how a PRN is made. Pure: no database here.
import { randomBytes } from 'node:crypto';

/**
 * held: seats held, the buyer is on the way to the gateway; booked: paid and seated; paid_unbooked: paid after the
 * hold lapsed with no seat left, the league owes a refund; failed: declined or cancelled at the gateway; expired: the
 * hold lapsed with nothing paid (yet: a later paid return still books it if seats remain). 'created', 'hashed' and
 * 'verified' are a data folder's from before holds (issue 38): 'verified' reads as booked.
 */
export type OrderStatus =
  'held' | 'booked' | 'paid_unbooked' | 'failed' | 'expired' | 'created' | 'hashed' | 'verified';
/** The buyer's language, which their confirmation e-mail is written in (issue 17). */
export type OrderLang = 'en' | 'ne';
export type Order = {
  prn: string;
  name: string;
  email: string;
  phone: string;
  lang: OrderLang;
  created_at: string;
  amount: number | null;
  qty: number | null;
  status: OrderStatus;
  result: string | null;
  /** The activation document and its day row the order is for, and the day (Nepal, yyyy-mm-dd): fixed at pre-check. */
  activation_id: string | null;
  day_id: string | null;
  day: string | null;
  /** Seats this order holds now (0 once booked, released or lapsed), and until when (epoch ms). */
  held: number;
  hold_until: number | null;
  /** When the buyer was sent to the gateway (generate-hash), and when the sweep asks the gateway about it next. */
  hashed_at: number | null;
  next_check: number | null;
  /** The gateway's trace id of the payment (UID), once paid. */
  uid: string | null;
  /** What the league owes back (paid_unbooked). */
  refund: number | null;
};

/** The fields a store changes on an order (the rules say which). */
export type OrderPatch = Partial<
  Pick<Order, 'status' | 'result' | 'held' | 'hold_until' | 'uid' | 'refund' | 'next_check' | 'hashed_at'>
>;

/** Orders that are settled: a second verify or sweep only reads their stored answer. */
export const SETTLED: ReadonlySet<string> = new Set(['booked', 'paid_unbooked', 'verified']);

/** A held order's seats are still its own: held, some seats, and not past its time. */
export function holdIsLive(order: Pick<Order, 'status' | 'held' | 'hold_until'>, now: number): boolean {
  return order.status === 'held' && order.held > 0 && (order.hold_until ?? 0) > now;
}

/** 'SFL' + base-36 time + random: unique, upper-case alphanumerics, 17 characters (Fonepay allows 3 to 25). */
export function newPrn(now: number): string {
  const rand = Array.from(randomBytes(6), (b) => (b % 36).toString(36)).join('');
  return `SFL${now.toString(36)}${rand}`.toUpperCase().slice(0, 25);
}
