// Match-day seats (pure): find a day of the active activation, and the count changes of a hold, its release and a
// booking, with the ticket numbers a booking gets. The counts of a day the API manages keep
// capacity = availableCount + heldCount + bookedCount; hand-edited counts are read so that nothing oversells.
export type TicketDay = {
  id?: string;
  date: string | null;
  capacity: number;
  availableCount: number;
  heldCount: number;
  bookedCount: number;
  status: string;
  venue?: string | null;
  venue_ne?: string | null;
  matches?: unknown[];
};
export type Activation = {
  id: number | string;
  createdAt: string;
  ticketsStartFrom?: unknown;
  week?: unknown;
  isActive?: unknown;
  days?: unknown;
};

const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;

/** The calendar day (yyyy-mm-dd) of a date in Asia/Kathmandu (UTC+05:45, no daylight saving); a bare date stays itself. */
export function nepalDate(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? new Date(ms + NEPAL_OFFSET_MS).toISOString().slice(0, 10) : null;
}

const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.floor(v)) : 0);

export function daysOf(doc: Activation): TicketDay[] {
  return (Array.isArray(doc.days) ? doc.days : []).map((d: Record<string, unknown>) => ({
    ...d,
    date: typeof d.date === 'string' ? d.date : null,
    capacity: count(d.capacity),
    availableCount: count(d.availableCount),
    heldCount: count(d.heldCount),
    bookedCount: count(d.bookedCount),
    status: typeof d.status === 'string' ? d.status : 'open',
  }));
}

/** Seats a new hold or a booking after a lapsed hold can take: never more than capacity leaves after booked and held. */
export function seatsLeft(day: TicketDay): number {
  return Math.max(0, Math.min(day.availableCount, day.capacity - day.bookedCount - day.heldCount));
}

export type DayRef = { doc: Activation; days: TicketDay[]; index: number };
export type Refusal = {
  status: 409;
  code: 'sold_out' | 'held' | 'remain' | 'not_on_sale';
  message: string;
  available: number;
  held: number;
};

function refusal(code: Refusal['code'], message: string, day?: TicketDay): Refusal {
  return { status: 409, code, message, available: day ? seatsLeft(day) : 0, held: day?.heldCount ?? 0 };
}

/** The newest active activation holding the Nepal day `dayKey` (an ISO date or yyyy-mm-dd), and that day's index. */
export function findDay(activations: Activation[], dayKey: string, dayId?: string | null): DayRef | null {
  const wanted = nepalDate(dayKey);
  const active = activations
    .filter((a) => a.isActive === true)
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)) || Number(b.id) - Number(a.id));
  for (const doc of active) {
    const days = daysOf(doc);
    const byId = dayId ? days.findIndex((d) => d.id === dayId && nepalDate(d.date) === wanted) : -1;
    const index = byId >= 0 ? byId : days.findIndex((d) => d.date !== null && nepalDate(d.date) === wanted);
    if (index >= 0) return { doc, days, index };
  }
  return null;
}

/**
 * Whether `qty` seats of the day can be taken now (a hold at pre-check, or a booking whose hold lapsed): the day is on
 * sale (open or limited, not before today in Nepal) and has the seats. A refusal says why, in the code the site reads.
 */
export function canTake(ref: DayRef | null, qty: number, now: number): Refusal | null {
  if (!ref) return refusal('not_on_sale', 'Tickets for this date are not on sale.');
  const day = ref.days[ref.index]!;
  const left = seatsLeft(day);
  if (day.status === 'closed') return refusal('not_on_sale', 'Tickets for this date are not on sale.', day);
  if ((nepalDate(day.date) ?? '') < (nepalDate(now) ?? ''))
    return refusal('not_on_sale', 'Tickets for this date are no longer on sale.', day);
  if (left <= 0)
    return day.heldCount > 0
      ? refusal(
          'held',
          'Every seat left for this date is held by a buyer who is paying now. Seats not paid for go back on sale within 15 minutes.',
          day,
        )
      : refusal('sold_out', 'Tickets for this date are sold out.', day);
  if (day.status === 'sold_out') return refusal('sold_out', 'Tickets for this date are sold out.', day);
  if (day.status !== 'open' && day.status !== 'limited')
    return refusal('not_on_sale', 'Tickets for this date are not on sale.', day);
  if (qty > left) return refusal('remain', `Only ${left} seats remain for this date.`, day);
  return null;
}

/**
 * The status after a count change: an admin's 'closed' stands; otherwise the counts decide: no seat available is
 * 'sold_out', a tenth of capacity or less 'limited', more 'open' (holds move a day both ways: seats held by buyers
 * who then leave come back on sale).
 */
export function statusAfter(day: TicketDay): string {
  if (day.status === 'closed') return 'closed';
  if (day.availableCount <= 0) return 'sold_out';
  return day.availableCount <= day.capacity * 0.1 ? 'limited' : 'open';
}

type Change = Partial<Pick<TicketDay, 'availableCount' | 'heldCount' | 'bookedCount'>>;

/** The days with one day's counts moved by `delta`, counts kept at zero or more, status recomputed. */
export function moveCounts(days: TicketDay[], index: number, delta: Change): TicketDay[] {
  return days.map((d, i) => {
    if (i !== index) return d;
    const next = {
      ...d,
      availableCount: Math.max(0, d.availableCount + (delta.availableCount ?? 0)),
      heldCount: Math.max(0, d.heldCount + (delta.heldCount ?? 0)),
      bookedCount: Math.max(0, d.bookedCount + (delta.bookedCount ?? 0)),
    };
    return { ...next, status: statusAfter(next) };
  });
}

/** A hold takes seats from available into held. */
export const holdSeats = (days: TicketDay[], index: number, qty: number) =>
  moveCounts(days, index, { availableCount: -qty, heldCount: qty });

/** A released hold (lapsed, cancelled, replaced) gives its seats back, never past what capacity leaves. */
export function releaseSeats(days: TicketDay[], index: number, qty: number): TicketDay[] {
  const d = days[index]!;
  const back = Math.max(0, Math.min(qty, d.capacity - d.bookedCount - (d.heldCount - qty) - d.availableCount));
  return moveCounts(days, index, { availableCount: back, heldCount: -Math.min(qty, d.heldCount) });
}

/** A paid hold: its seats move from held to booked. */
export const bookHeld = (days: TicketDay[], index: number, qty: number) =>
  moveCounts(days, index, { heldCount: -qty, bookedCount: qty });

/** A paid order whose hold had lapsed, booked from the seats still available. */
export const bookFresh = (days: TicketDay[], index: number, qty: number) =>
  moveCounts(days, index, { availableCount: -qty, bookedCount: qty });

/**
 * SPEC §9 numbering, as the booking screen shows it: ticketsStartFrom (at least 1) plus the booked counts of the
 * earlier days (by date) plus this day's booked count (before this booking). Numbers already issued for this
 * activation are skipped (an earlier day selling later shifts every later day's start), keeping each order's numbers
 * consecutive and unique.
 */
export function ticketNumbers(doc: Activation, days: TicketDay[], index: number, qty: number, taken: Set<number>) {
  const order = days
    .map((d, i) => ({ d, i, t: d.date ? new Date(d.date).getTime() : NaN }))
    .filter((x) => Number.isFinite(x.t))
    .sort((a, b) => a.t - b.t || a.i - b.i);
  const pos = order.findIndex((x) => x.i === index);
  const earlier = order.slice(0, Math.max(0, pos)).reduce((sum, x) => sum + x.d.bookedCount, 0);
  let first = Math.max(1, count(doc.ticketsStartFrom)) + earlier + days[index]!.bookedCount;
  while (Array.from({ length: qty }, (_, k) => first + k).some((n) => taken.has(n))) first++;
  return Array.from({ length: qty }, (_, k) => first + k);
}

/**
 * A league's edit of an activation's days (the editing screens, a script over REST) keeps the counts the payments own:
 * each existing row's held and booked seats are the stored ones, not the ones the editor's form read before buyers took
 * (or released) more, and the seats on sale move by the same difference: what the form put on sale, less what was
 * taken since it was read. Capacity, dates, venue and the rest stay as edited; a new row keeps its own counts. A form
 * opened before a rush can then no longer sell its seats again.
 */
export function keepSold<
  T extends { id?: unknown; heldCount?: unknown; bookedCount?: unknown; availableCount?: unknown },
>(edited: readonly T[], stored: readonly TicketDay[]): T[] {
  const byId = new Map(stored.filter((d) => typeof d.id === 'string').map((d) => [d.id, d]));
  return edited.map((row) => {
    const now = typeof row.id === 'string' ? byId.get(row.id) : undefined;
    if (!now) return row;
    // Counts the edit does not carry are taken as the stored ones: nothing moved since for them.
    const read = (v: unknown, stored: number) => (typeof v === 'number' && Number.isFinite(v) ? count(v) : stored);
    const taken =
      now.heldCount + now.bookedCount - read(row.heldCount, now.heldCount) - read(row.bookedCount, now.bookedCount);
    return {
      ...row,
      heldCount: now.heldCount,
      bookedCount: now.bookedCount,
      availableCount: Math.max(0, read(row.availableCount, now.availableCount) - taken),
    };
  });
}
