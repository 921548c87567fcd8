// Ticket rules from SPEC §2 /book-seat, §3 day option, §4 ticket day status, §5 ticket quantity, §9 tickets.
import { describe, expect, it } from 'vitest';
import {
  TICKETS,
  bookingProblem,
  dayOptions,
  defaultDayIndex,
  firstTicketNumber,
  proceedDisabled,
  remainingPercent,
  ticketNumbers,
  ticketMessage,
  ticketStatus,
  limitQuantity,
  type DayOption,
  type BuyerInfo,
} from '../../../src/lib/league/tickets.ts';
import { npt } from '../support/factories.ts';
import { activation, ticketDay } from '../support/ticket-factories.ts';
import { fill } from '../../../src/i18n/fill.ts';
import { ticketsText } from '../../../src/i18n/texts/tickets.ts';
import { EN_TICKET_MESSAGES } from '../support/ticket-words.ts';

/** The rules' answers in the English page's words, as /book-seat says them. */
function checkQuantity(raw: string | number, available: number) {
  const { quantity, problem } = limitQuantity(raw, available);
  return { quantity, message: problem && ticketMessage(problem, EN_TICKET_MESSAGES) };
}
function bookingError(option: DayOption | null, who: BuyerInfo, quantity: number): string | null {
  const problem = bookingProblem(option, who, quantity);
  return problem && ticketMessage(problem, EN_TICKET_MESSAGES);
}

const now = npt('2026-11-22T23:30'); // late on the 22nd in Kathmandu, already the 22nd's evening in UTC
const info = { name: 'Sita', phone: '9800000000', email: 'sita@example.com' };

describe('day options (SPEC §2: dates in the past, or with status closed or sold_out, are disabled)', () => {
  const days = [
    ticketDay('2026-11-24', { status: 'open', availableCount: 280 }),
    ticketDay('2026-11-25', { status: 'closed' }),
    ticketDay('2026-11-22', { status: 'limited', availableCount: 12 }),
    ticketDay('2026-11-23', { status: 'sold_out', availableCount: 0 }),
    ticketDay('2026-11-20', { status: 'open' }),
  ];
  const options = dayOptions(days, now);
  it.each([
    [
      'a past open day (a Nepal day before today) is disabled',
      0,
      '2026-11-20',
      { past: true, disabled: true, reason: 'past', badge: null },
    ],
    [
      "today is not past: a limited day shows the 'Limited' badge and stays bookable",
      1,
      '2026-11-22',
      { past: false, disabled: false, badge: 'limited', availableCount: 12 },
    ],
    [
      "a sold_out day shows the 'Sold out' badge and is disabled",
      2,
      '2026-11-23',
      { disabled: true, badge: 'soldOut', reason: null },
    ],
    [
      'an open future day is bookable without a badge',
      3,
      '2026-11-24',
      { disabled: false, badge: null, status: 'open' },
    ],
    ['a closed day is disabled', 4, '2026-11-25', { disabled: true, reason: 'closed', badge: null }],
  ])('%s', (_name, index, day, expected) => {
    expect(options[index]).toMatchObject({ index, day, ...expected });
  });
  it('lists the days in date order', () => {
    expect(options.map((o) => o.day)).toEqual(['2026-11-20', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25']);
  });
  it('an open day with no seats left counts as sold out', () => {
    expect(dayOptions([ticketDay('2026-11-25', { status: 'open', availableCount: 0 })], now)[0]).toMatchObject({
      status: 'sold_out',
      badge: 'soldOut',
      disabled: true,
    });
  });
  it('drops days without a usable date', () => {
    expect(dayOptions([ticketDay('2026-11-25', { date: null })], now)).toEqual([]);
  });
  // Issue 38: seats held by buyers paying now are not available; a day whose last seats are only held may come back.
  it.each([
    ['an open day with no seat left but some held', { status: 'open', availableCount: 0, heldCount: 4 }],
    [
      'a day the server marked sold out while some seats are held',
      { status: 'sold_out', availableCount: 0, heldCount: 2 },
    ],
  ])("%s says 'All held: may come back', not sold out, and cannot be booked now", (_name, over) => {
    expect(dayOptions([ticketDay('2026-11-25', over)], now)[0]).toMatchObject({
      status: 'sold_out',
      badge: 'held',
      reason: 'held',
      disabled: true,
    });
  });
  it.each([
    [
      'no seat left and none held is sold out for good',
      { status: 'open', availableCount: 0, heldCount: 0 },
      'soldOut',
      null,
    ],
    [
      'a closed day stays closed whatever is held',
      { status: 'closed', availableCount: 0, heldCount: 3 },
      null,
      'closed',
    ],
    [
      'a day with seats left and some held stays bookable',
      { status: 'open', availableCount: 5, heldCount: 3 },
      null,
      null,
    ],
  ])('%s', (_name, over, badge, reason) => {
    expect(dayOptions([ticketDay('2026-11-25', over)], now)[0]).toMatchObject({ badge, reason });
  });
  it('a past day is not said to come back', () => {
    expect(dayOptions([ticketDay('2026-11-20', { availableCount: 0, heldCount: 3 })], now)[0]).toMatchObject({
      badge: 'soldOut',
      disabled: true,
    });
  });
  it('held seats are not in Available: the status box counts them as taken', () => {
    expect(ticketStatus({ capacity: 100, availableCount: 60 }, 0)).toMatchObject({ available: 60, soldOut: 40 });
  });
});

describe('default date (SPEC §4: the earliest future date not sold out or closed, else the first day)', () => {
  const pick = (days: ReturnType<typeof ticketDay>[]) => {
    const options = dayOptions(days, now);
    const i = defaultDayIndex(options);
    return i === null ? null : options[i]!.day;
  };
  it.each([
    [
      'skips past, closed and sold out days',
      [
        ticketDay('2026-11-21', { status: 'closed' }),
        ticketDay('2026-11-23', { status: 'sold_out', availableCount: 0 }),
        ticketDay('2026-11-24'),
      ],
      '2026-11-24',
    ],
    [
      'takes today when today is open (a match-day buyer can still book)',
      [ticketDay('2026-11-22', { status: 'limited', availableCount: 12 }), ticketDay('2026-11-24')],
      '2026-11-22',
    ],
    ['skips a past day that is still marked open', [ticketDay('2026-11-20'), ticketDay('2026-11-25')], '2026-11-25'],
    [
      'falls back to the first day when none can be booked',
      [
        ticketDay('2026-11-23', { status: 'sold_out', availableCount: 0 }),
        ticketDay('2026-11-21', { status: 'closed' }),
      ],
      '2026-11-21',
    ],
    ['no days, no date', [], null],
  ])('%s', (_name, days, expected) => {
    expect(pick(days)).toBe(expected);
  });
});

describe('ticket numbers (SPEC §9: serial numbers start from ticketsStartFrom plus the booked counts of earlier days)', () => {
  const days = [
    ticketDay('2026-11-23', { bookedCount: 120 }),
    ticketDay('2026-11-21', { bookedCount: 400 }),
    ticketDay('2026-11-24', { bookedCount: 7 }),
  ];
  it.each([
    ['the first day starts after its own booked seats', 1, 0, 3, [401, 402, 403]],
    ['a later day adds the booked counts of every earlier day (in date order)', 1, 1, 2, [521, 522]],
    ['ticketsStartFrom moves every number', 1001, 2, 1, [1528]],
    ['no seats, no numbers', 1, 2, 0, []],
  ])('%s', (_name, start, dayIndex, qty, expected) => {
    expect(ticketNumbers(activation(days, { ticketsStartFrom: start }), dayIndex, qty)).toEqual(expected);
  });
  it('ticketsStartFrom defaults to 1 (the schema falls back; below 1 is treated as 1)', () => {
    expect(
      firstTicketNumber(activation([ticketDay('2026-11-23', { bookedCount: 0 })], { ticketsStartFrom: 0 }), 0),
    ).toBe(1);
  });
  it('no date, no numbers', () => {
    expect(ticketNumbers(activation(days), null, 3)).toEqual([]);
  });
});

describe('ticket quantity (SPEC §5)', () => {
  it.each([
    ['a number, minimum 0: negative input becomes 0', '-3', 100, 0, null],
    ['not a number becomes 0', 'abc', 100, 0, null],
    ['an empty field is 0', '', 100, 0, null],
    ['a whole number of seats', '2.7', 100, 2, null],
    ["more than 5 shows 'You can select a maximum of 5 seats.'", '6', 100, 5, 'You can select a maximum of 5 seats.'],
    [
      "more than available shows 'Only {n} seats remain for this date.'",
      '4',
      3,
      3,
      'Only 3 seats remain for this date.',
    ],
    ['more than both: the tighter limit (seats left) speaks', '9', 2, 2, 'Only 2 seats remain for this date.'],
    ['exactly 5 with plenty left is fine', '5', 12, 5, null],
    ['nothing left: any seat is too many', '1', 0, 0, 'Only 0 seats remain for this date.'],
  ])('%s', (_name, raw, available, quantity, message) => {
    expect(checkQuantity(raw, available)).toEqual({ quantity, message });
  });
  it("the per-order cap is 5, shown as 'Number of Tickets (max 5)'", () => {
    expect(TICKETS.maxPerOrder).toBe(5);
    expect(fill(ticketsText.en.booking.quantity, { n: TICKETS.maxPerOrder })).toBe('Number of Tickets (max 5)');
  });
});

describe('booking form (SPEC §5: proceeding needs a date, the buyer details and at least 1 seat)', () => {
  const [open] = dayOptions([ticketDay('2026-11-24')], now);
  it.each([
    ["submission without a date: 'Please select a date first.'", null, info, 1, 'Please select a date first.'],
    [
      "missing name: 'Please fill all your information.'",
      open!,
      { ...info, name: ' ' },
      1,
      'Please fill all your information.',
    ],
    [
      "missing e-mail: 'Please fill all your information.'",
      open!,
      { ...info, email: '' },
      1,
      'Please fill all your information.',
    ],
    [
      "missing phone: 'Please fill all your information.'",
      open!,
      { ...info, phone: '' },
      1,
      'Please fill all your information.',
    ],
    [
      'an e-mail that cannot receive the confirmation',
      open!,
      { ...info, email: 'sita@' },
      1,
      'Please enter a valid e-mail address.',
    ],
    [
      "more seats than left: 'Only {n} seats remain for this date.'",
      dayOptions([ticketDay('2026-11-24', { availableCount: 2 })], now)[0]!,
      info,
      3,
      'Only 2 seats remain for this date.',
    ],
    ['everything filled: no message', open!, info, 2, null],
  ])('%s', (_name, option, who, qty, message) => {
    expect(bookingError(option, who, qty)).toBe(message);
  });
});

describe("PLEASE PROCEED (SPEC §2: disabled when no date is chosen, quantity is under 1, or the day's status is sold_out or closed)", () => {
  const options = dayOptions(
    [
      ticketDay('2026-11-24'),
      ticketDay('2026-11-25', { status: 'closed' }),
      ticketDay('2026-11-26', { status: 'sold_out', availableCount: 0 }),
      ticketDay('2026-11-20'),
    ],
    now,
  );
  const by = (day: string) => options.find((o) => o.day === day) ?? null;
  it.each([
    ['no date chosen', null, 2, true],
    ['quantity under 1', by('2026-11-24'), 0, true],
    ['status closed', by('2026-11-25'), 1, true],
    ['status sold_out', by('2026-11-26'), 1, true],
    ['a past day (also disabled)', by('2026-11-20'), 1, true],
    ['an open day with seats', by('2026-11-24'), 1, false],
  ])('%s', (_name, option, qty, disabled) => {
    expect(proceedDisabled(option, qty)).toBe(disabled);
  });
});

describe('ticket status box (SPEC §2, §9: remaining percent is available divided by capacity, rounded and clamped 0 to 100)', () => {
  it.each([
    ['rounds', 12, 500, 2],
    ['rounds half up', 5, 200, 3],
    ['full', 500, 500, 100],
    ['clamped to 100 when the counts disagree', 600, 500, 100],
    ['clamped to 0', -5, 500, 0],
    ['no capacity gives 0', 10, 0, 0],
  ])('%s', (_name, available, capacity, percent) => {
    expect(remainingPercent(available, capacity)).toBe(percent);
  });
  it('shows Available, Sold Out (capacity minus available) and Picked', () => {
    expect(ticketStatus({ capacity: 500, availableCount: 12 }, 3)).toEqual({
      available: 12,
      soldOut: 488,
      picked: 3,
      percent: 2,
    });
  });
});
