// Small factories for ticket activations, days, booking contexts and gateway returns in rule tests.
import type { TicketActivation, TicketDay, TicketMatch } from '../../../src/lib/api/types.ts';
import type { GatewayReturn } from '../../../src/lib/league/payment-return.ts';
import type { TicketContext } from '../../../src/lib/league/ticket-context.ts';
import { nptIso, teamRef } from './factories.ts';

export function ticketMatch(over: Partial<TicketMatch> = {}): TicketMatch {
  return {
    id: '11',
    date: nptIso('2026-11-23T10:00'),
    week: 3,
    venue: 'Dhapakhel',
    home: teamRef('1', 'Everest'),
    away: teamRef('2', 'Kanchenjunga'),
    ...over,
  };
}

/** A day on the given Nepal date (noon, as the API stores dates), 500 seats. */
export function ticketDay(day: string, over: Partial<TicketDay> = {}): TicketDay {
  return {
    id: `d-${day}`,
    date: nptIso(`${day}T12:00`),
    capacity: 500,
    availableCount: 300,
    bookedCount: 200,
    heldCount: 0,
    status: 'open',
    venue: 'Dhapakhel',
    matches: [ticketMatch()],
    ...over,
  };
}

export function activation(days: TicketDay[], over: Partial<TicketActivation> = {}): TicketActivation {
  return { id: '2', ticketsStartFrom: 1, week: 3, isActive: true, days, ...over };
}

export function context(over: Partial<TicketContext> = {}): TicketContext {
  return {
    selectedSeats: [201, 202],
    matchesForDay: [
      {
        id: '11',
        home: 'Everest',
        away: 'Kanchenjunga',
        homeLogo: null,
        awayLogo: null,
        kickoff: nptIso('2026-11-23T10:00'),
        week: 3,
      },
    ],
    week: 3,
    selectedDateISO: nptIso('2026-11-23T12:00'),
    venue: 'Dhapakhel',
    userInfo: { name: 'Sita', phone: '9800000000', email: 'sita@example.com' },
    amount: 2,
    prn: 'PRN123',
    ...over,
  };
}

export function gatewayReturn(over: Partial<GatewayReturn> = {}): GatewayReturn {
  return {
    PRN: 'PRN123',
    PID: 'NBQM',
    DV: 'ABC',
    UID: '42',
    BC: 'NBQM',
    INI: 'sita',
    P_AMT: '2.00',
    R_AMT: '2.00',
    PS: 'true',
    RC: 'successful',
    ...over,
  };
}
