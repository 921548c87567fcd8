// Match-day ticket rules (SPEC §3 day option, §4 ticket day status, §5 ticket quantity, §9 tickets). Pure: `now` is passed in.
import type { TicketActivation, TicketDay, TicketDayStatus } from '../api/types.ts';
import { nepalDay, time } from '../format/base.ts';

/** SPEC §9 ticket constants. The per-order cap is the first widget's 5 (docs/decisions/tickets.md). */
export const TICKETS = {
  maxPerOrder: 5,
  defaultVenue: 'Dhapakhel Lalitpur Stadium',
  defaultWeek: 1,
  pricePerTicket: 1,
  queryLimit: 10,
  /** How long pre-check holds a buyer's seats (scripts/demo-api/CONTRACT.md): said on /book-seat and /checkout. */
  holdMinutes: 15,
} as const;

/**
 * What stops a booking (SPEC §5), as a kind: the rules say which, the page's language says it (ticketMessage with its
 * messages: src/i18n/texts/tickets.ts, `booking.messages`, which the page gives the island, so no page ships the
 * other language's).
 */
export type TicketProblem = { kind: 'remain'; n: number } | { kind: 'max' | 'noDate' | 'info' | 'email' };

/** The messages of a language, filled in (numbers in its digits). */
export type TicketMessages = {
  max: string;
  remain: (n: number) => string;
  noDate: string;
  info: string;
  email: string;
};

export function ticketMessage(problem: TicketProblem, messages: TicketMessages): string {
  return problem.kind === 'remain' ? messages.remain(problem.n) : messages[problem.kind];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type DayOption = {
  index: number;
  /** The day's date as the API sent it (an ISO instant). */
  iso: string;
  /** The Nepal calendar day, yyyy-MM-dd. */
  day: string;
  /** open, limited, closed or sold_out; a day with nothing left counts as sold_out. */
  status: TicketDayStatus;
  availableCount: number;
  past: boolean;
  disabled: boolean;
  /** The badge's key; its words are the page's language's (src/i18n/texts/tickets.ts `badges`). */
  badge: 'limited' | 'soldOut' | 'held' | null;
  /** Why a day cannot be chosen, said next to it (the key of `reasons` there). */
  reason: 'past' | 'closed' | 'held' | null;
};

/**
 * No seat left, but some held by buyers paying now (issue 38): not sold out for good, since holds not paid for go back
 * on sale. Still not bookable now.
 */
export const allHeld = (d: Pick<TicketDay, 'status' | 'availableCount' | 'heldCount'>): boolean =>
  d.status !== 'closed' && d.availableCount <= 0 && d.heldCount > 0;

/** The status a buyer sees: an open or limited day with no seats left is sold out (docs/decisions/tickets.md). */
export function dayStatus(day: Pick<TicketDay, 'status' | 'availableCount'>): TicketDayStatus {
  if (day.status !== 'closed' && day.status !== 'sold_out' && day.availableCount <= 0) return 'sold_out';
  return day.status;
}

/** The activation's days with a usable date, in date order (the API keeps them as the admin typed them). */
export function datedDays(days: TicketDay[]): Array<TicketDay & { date: string }> {
  return days
    .filter((d): d is TicketDay & { date: string } => d.date !== null)
    .map((d, i) => ({ d, i }))
    .sort((a, b) => (time(a.d.date) ?? 0) - (time(b.d.date) ?? 0) || a.i - b.i)
    .map(({ d }) => d);
}

/** SPEC §2: dates in the past (a Nepal day before today), closed or sold out are disabled. */
export function dayOptions(days: TicketDay[], now: number): DayOption[] {
  const today = nepalDay(now) ?? '';
  return datedDays(days).map((d, index) => {
    const status = dayStatus(d);
    const day = nepalDay(d.date) ?? '';
    const past = day < today;
    const blocked = status === 'closed' || status === 'sold_out';
    const held = !past && allHeld(d);
    return {
      index,
      iso: d.date,
      day,
      status,
      availableCount: d.availableCount,
      past,
      disabled: past || blocked,
      badge: held ? 'held' : status === 'sold_out' ? 'soldOut' : status === 'limited' ? 'limited' : null,
      reason: held ? 'held' : status === 'sold_out' ? null : past ? 'past' : status === 'closed' ? 'closed' : null,
    };
  });
}

/**
 * SPEC §4: the earliest future date not sold out or closed, else the first day. 'Future' includes today: a buyer on
 * match day can still book today's matches while the day is open (docs/decisions/tickets.md).
 */
export function defaultDayIndex(options: DayOption[]): number | null {
  if (options.length === 0) return null;
  const pick = options.find((o) => !o.past && o.status !== 'sold_out' && o.status !== 'closed');
  return (pick ?? options[0])!.index;
}

/**
 * SPEC §9: serial numbers start from ticketsStartFrom plus the booked counts of earlier days; the next buyer of a day
 * also follows that day's own booked seats. The server allocates the same way and its numbers win.
 */
export function firstTicketNumber(
  activation: Pick<TicketActivation, 'ticketsStartFrom' | 'days'>,
  dayIndex: number,
): number {
  const days = datedDays(activation.days);
  const earlier = days.slice(0, Math.max(0, dayIndex)).reduce((sum, d) => sum + d.bookedCount, 0);
  return Math.max(1, activation.ticketsStartFrom) + earlier + (days[dayIndex]?.bookedCount ?? 0);
}

/** The chips: `quantity` consecutive numbers from the day's first free number. */
export function ticketNumbers(
  activation: Pick<TicketActivation, 'ticketsStartFrom' | 'days'>,
  dayIndex: number | null,
  quantity: number,
): number[] {
  if (dayIndex === null || quantity < 1) return [];
  const first = firstTicketNumber(activation, dayIndex);
  return Array.from({ length: Math.floor(quantity) }, (_, i) => first + i);
}

export type QuantityLimit = { quantity: number; problem: TicketProblem | null };

/**
 * SPEC §5: a number, minimum 0 (negative or not a number becomes 0), at most 5 per order and at most what is left.
 * When both limits are passed, the tighter one speaks, and the quantity is held at it (docs/decisions/tickets.md).
 */
export function limitQuantity(
  raw: string | number,
  available: number,
  cap: number = TICKETS.maxPerOrder,
): QuantityLimit {
  const n = typeof raw === 'number' ? raw : raw.trim() === '' ? 0 : Number(raw);
  const wanted = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
  const left = Math.max(0, available);
  if (wanted > left && left < cap) return { quantity: left, problem: { kind: 'remain', n: left } };
  if (wanted > cap) return { quantity: cap, problem: { kind: 'max' } };
  return { quantity: wanted, problem: null };
}

/** SPEC §9: available divided by capacity, as a rounded percent clamped to 0–100 (0 without a capacity). */
export function remainingPercent(available: number, capacity: number): number {
  if (!(capacity > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((available / capacity) * 100)));
}

/** The ticket status box: Available, Sold Out (capacity minus available), Picked, and the bar. */
export function ticketStatus(day: Pick<TicketDay, 'capacity' | 'availableCount'>, picked: number) {
  const available = Math.max(0, day.availableCount);
  return {
    available,
    soldOut: Math.max(0, day.capacity - available),
    picked,
    percent: remainingPercent(available, day.capacity),
  };
}

/** SPEC §2: PLEASE PROCEED is disabled with no date, under 1 seat, or a day that cannot be booked (also a past day). */
export function proceedDisabled(option: DayOption | null, quantity: number): boolean {
  return option === null || quantity < 1 || option.disabled;
}

export type BuyerInfo = { name: string; phone: string; email: string };

/** SPEC §5, on PLEASE PROCEED: the date first, then the buyer's details (and a usable e-mail), then the seats left. */
export function bookingProblem(option: DayOption | null, info: BuyerInfo, quantity: number): TicketProblem | null {
  if (option === null) return { kind: 'noDate' };
  if (!info.name.trim() || !info.phone.trim() || !info.email.trim()) return { kind: 'info' };
  if (!EMAIL.test(info.email.trim())) return { kind: 'email' };
  return limitQuantity(quantity, option.availableCount).problem;
}
