// Settling an order once the gateway says it was paid (verify with the buyer's signed return, the sweep with the
// gateway's status check), as a plan: what to book comes from the order alone (fixed at pre-check), never from the
// browser. Pure: the caller reads the order, its day and the numbers already issued inside its own transaction, and
// writes the plan's changes in that transaction (the demo API's synchronous SQLite one, the plugin's Payload one).
import { SETTLED, holdIsLive, type Order, type OrderPatch } from './orders.ts';
import { bookFresh, bookHeld, canTake, releaseSeats, ticketNumbers, type DayRef, type TicketDay } from './seats.ts';

export const DEFAULT_VENUE = 'Dhapakhel Lalitpur Stadium';

/** An e-ticket's facts, as the confirmation e-mail and the success page show them. */
export type Confirmation = {
  orderId: string;
  name: string;
  email: string;
  week: number | null;
  match_date: string;
  venue: string;
  /** The Nepali names where the CMS has them (issue 42): the Nepali e-mail names the ground and schools with them. */
  venue_ne?: string | null;
  matches: Array<{
    home: string;
    away: string;
    home_ne?: string | null;
    away_ne?: string | null;
    kickoff: string | null;
  }>;
  ticketNumbers: number[];
  ticketQty: number;
  pricePerTicket: number;
  amount: number;
  transactionId: string;
};

/** What a booked order answers: the e-ticket's facts and the holder's name, never an e-mail address or phone. */
export type BookedResult = Omit<Confirmation, 'email'> & {
  verified: true;
  status: 'booked';
  currency: 'NPR';
  message: string;
};
export type UnbookedResult = {
  verified: false;
  status: 'paid_unbooked';
  orderId: string;
  transactionId: string;
  amount: number;
  currency: 'NPR';
  ticketQty: number;
  match_date: string;
  message: string;
};
export type SettledResult = BookedResult | UnbookedResult;

/** A settled order's stored answer (a second verify, a reload, the sweep first), or null when it is not settled. */
export function storedAnswer(order: Pick<Order, 'status' | 'result'>): SettledResult | null {
  return SETTLED.has(order.status) && order.result ? (JSON.parse(order.result) as SettledResult) : null;
}

export type SettlePlan = {
  result: SettledResult;
  /** The order's day's new counts on its activation document (null: no day to change). */
  days: { ref: DayRef; days: TicketDay[] } | null;
  /** Ticket numbers this booking issues on the activation (recorded so that no number is issued twice). */
  issued: number[];
  order: OrderPatch;
};

export type SettleInput = {
  order: Order;
  /** The order's day (found by its row id, else its Nepal date), as the store holds it now. */
  ref: DayRef | null;
  uid: string;
  now: number;
  pricePerTicket: number;
  /** Numbers already issued on the day's activation. */
  taken: Set<number>;
  /** The day's matches, named from the store's own documents (never the browser's copy). */
  matches: Confirmation['matches'];
};

function booked(
  i: SettleInput,
  ref: DayRef,
  fromHold: boolean,
): { result: BookedResult; days: TicketDay[]; issued: number[] } {
  const qty = i.order.qty ?? 0;
  const issued = ticketNumbers(ref.doc, ref.days, ref.index, qty, i.taken);
  const days = fromHold ? bookHeld(ref.days, ref.index, qty) : bookFresh(ref.days, ref.index, qty);
  const day = days[ref.index]!;
  const result: BookedResult = {
    verified: true,
    status: 'booked',
    orderId: i.order.prn,
    transactionId: i.uid,
    ticketNumbers: issued,
    ticketQty: qty,
    pricePerTicket: i.pricePerTicket,
    amount: i.order.amount ?? 0,
    currency: 'NPR',
    week: typeof ref.doc.week === 'number' ? ref.doc.week : null,
    match_date: day.date ?? i.order.day ?? '',
    venue: typeof day.venue === 'string' && day.venue.trim() ? day.venue : DEFAULT_VENUE,
    venue_ne: typeof day.venue_ne === 'string' && day.venue_ne.trim() ? day.venue_ne : null,
    matches: i.matches,
    name: i.order.name,
    message: 'Payment verified. Your tickets are booked; a confirmation e-mail is on its way.',
  };
  return { result, days, issued };
}

/**
 * A paid order (not yet settled): its live hold becomes booked seats; a lapsed (or released) hold gives its seats
 * back and books fresh ones if the day still has them; otherwise it is paid_unbooked and the league owes its amount.
 */
export function planSettlePaid(i: SettleInput): SettlePlan {
  const { order, ref, now, uid } = i;
  const settled = (result: SettledResult): OrderPatch => ({
    status: result.status,
    result: JSON.stringify(result),
    held: 0,
    uid,
    refund: result.status === 'paid_unbooked' ? result.amount : null,
    next_check: null,
  });
  if (ref && holdIsLive(order, now)) {
    const b = booked(i, ref, true);
    return { result: b.result, days: { ref, days: b.days }, issued: b.issued, order: settled(b.result) };
  }
  // A hold that lapsed but was not yet swept gives its seats back first: they are this buyer's to take again.
  const fresh = ref && order.held > 0 ? { ...ref, days: releaseSeats(ref.days, ref.index, order.held) } : ref;
  const qty = order.qty ?? 0;
  if (fresh && qty > 0 && canTake(fresh, qty, now) === null) {
    const b = booked(i, fresh, false);
    return { result: b.result, days: { ref: fresh, days: b.days }, issued: b.issued, order: settled(b.result) };
  }
  const result: UnbookedResult = {
    verified: false,
    status: 'paid_unbooked',
    orderId: order.prn,
    transactionId: uid,
    amount: order.amount ?? 0,
    currency: 'NPR',
    ticketQty: qty,
    match_date: fresh?.days[fresh.index]?.date ?? order.day ?? '',
    message:
      'Your payment was received, but the seats held for you had gone back on sale and none are left. The league refunds the full amount.',
  };
  return {
    result,
    days: fresh && fresh !== ref ? { ref: fresh, days: fresh.days } : null,
    issued: [],
    order: settled(result),
  };
}

/** A held order's seats going back to its day (lapsed, declined, replaced): the day's new counts, or null. */
export function releasePlan(order: Pick<Order, 'held'>, ref: DayRef | null): TicketDay[] | null {
  return order.held > 0 && ref ? releaseSeats(ref.days, ref.index, order.held) : null;
}

/** Declined or cancelled at the gateway: the order's change (its hold released by the caller with releasePlan). */
export const unpaidPatch = (rc: string): OrderPatch => ({
  status: 'failed',
  held: 0,
  result: JSON.stringify({ verified: false, message: `Payment ${rc}.` }),
});

/** 's•••@example.com': enough for the buyer to see where the confirmation went, not an address to copy. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
