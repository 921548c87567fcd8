// Match-day seats for a verified payment: find the bookable day of the active activation and allocate numbers (pure).
export type TicketDay = {
  id?: string;
  date: string | null;
  capacity: number;
  availableCount: number;
  bookedCount: number;
  status: string;
  venue?: string | null;
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

function daysOf(doc: Activation): TicketDay[] {
  return (Array.isArray(doc.days) ? doc.days : []).map((d: Record<string, unknown>) => ({
    ...d,
    date: typeof d.date === 'string' ? d.date : null,
    capacity: count(d.capacity),
    availableCount: count(d.availableCount),
    bookedCount: count(d.bookedCount),
    status: typeof d.status === 'string' ? d.status : 'open',
  }));
}

export type DayChoice = { doc: Activation; days: TicketDay[]; index: number } | { status: 409; message: string };

/**
 * The day of the newest active activation whose Nepal date is `matchDate`, if it can be booked for `qty` seats now.
 * Seats left are the smaller of availableCount and capacity minus booked, so a hand-edited count never oversells.
 */
export function chooseDay(activations: Activation[], matchDate: string, qty: number, now: number): DayChoice {
  const wanted = nepalDate(matchDate);
  const active = activations
    .filter((a) => a.isActive === true)
    .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)) || Number(b.id) - Number(a.id));
  for (const doc of active) {
    const days = daysOf(doc);
    const index = days.findIndex((d) => d.date !== null && nepalDate(d.date) === wanted);
    if (index < 0) continue;
    const day = days[index]!;
    const left = Math.min(day.availableCount, Math.max(0, day.capacity - day.bookedCount));
    if (day.status === 'sold_out' || left <= 0) return { status: 409, message: 'Tickets for this date are sold out.' };
    if (day.status !== 'open' && day.status !== 'limited')
      return { status: 409, message: 'Tickets for this date are not on sale.' };
    if ((nepalDate(day.date) ?? '') < (nepalDate(now) ?? ''))
      return { status: 409, message: 'Tickets for this date are no longer on sale.' };
    if (qty > left) return { status: 409, message: `Only ${left} seats remain for this date.` };
    return { doc, days, index };
  }
  return { status: 409, message: 'Tickets for this date are not on sale.' };
}

/**
 * SPEC §9 numbering, as the booking screen shows it: ticketsStartFrom (at least 1) plus the booked counts of the
 * earlier days (by date) plus this day's booked count. Numbers already issued for this activation are skipped (an
 * earlier day selling later shifts every later day's start), keeping each order's numbers consecutive and unique.
 */
export function allocate(doc: Activation, days: TicketDay[], index: number, qty: number, taken: Set<number>) {
  const order = days
    .map((d, i) => ({ d, i, t: d.date ? new Date(d.date).getTime() : NaN }))
    .filter((x) => Number.isFinite(x.t))
    .sort((a, b) => a.t - b.t || a.i - b.i);
  const pos = order.findIndex((x) => x.i === index);
  const earlier = order.slice(0, Math.max(0, pos)).reduce((sum, x) => sum + x.d.bookedCount, 0);
  let first = Math.max(1, count(doc.ticketsStartFrom)) + earlier + days[index]!.bookedCount;
  while (Array.from({ length: qty }, (_, k) => first + k).some((n) => taken.has(n))) first++;
  const numbers = Array.from({ length: qty }, (_, k) => first + k);

  const day = days[index]!;
  const availableCount = day.availableCount - qty;
  // Sold out at zero, limited at or under a tenth of capacity; otherwise the admin's status stands.
  const status = availableCount <= 0 ? 'sold_out' : availableCount <= day.capacity * 0.1 ? 'limited' : day.status;
  const next = days.map((d, i) =>
    i === index ? { ...d, availableCount, bookedCount: d.bookedCount + qty, status } : d,
  );
  return { numbers, days: next, day: next[index]! };
}
