// Booking matches, the ticket context and the success record (SPEC §3), including the legacy match-details form.
import { describe, expect, it } from 'vitest';
import { bookingMatches, legacyMatches } from '../../../src/lib/league/booking-match.ts';
import { kickoffLabel } from '../../../src/lib/league/kickoff-label.ts';
import { maskedEmail, parseSuccess } from '../../../src/lib/league/success-record.ts';
import { hasSelection, parseContext } from '../../../src/lib/league/ticket-context.ts';
import { nptIso, teamRef } from '../support/factories.ts';
import { context, ticketMatch } from '../support/ticket-factories.ts';

describe('booking matches (SPEC §3: id, home, away, homeLogo, awayLogo, kickoff, week)', () => {
  it("takes the day's matches in kickoff order, a default logo left to the screen", () => {
    const late = ticketMatch({ id: 'b', date: nptIso('2026-11-24T14:00') });
    const early = ticketMatch({
      id: 'a',
      date: nptIso('2026-11-24T10:00'),
      away: {
        ...teamRef('3', 'Makalu'),
        logo: { src: '/images/default-team.svg', alt: '', width: null, height: null, isDefault: true },
      },
    });
    expect(bookingMatches([late, early])).toEqual([
      { id: 'a', home: 'Everest', away: 'Makalu', homeLogo: '/x.png', awayLogo: null, kickoff: early.date, week: 3 },
      {
        id: 'b',
        home: 'Everest',
        away: 'Kanchenjunga',
        homeLogo: '/x.png',
        awayLogo: '/x.png',
        kickoff: late.date,
        week: 3,
      },
    ]);
  });
  it('a team that arrived as a bare id reads as TBD', () => {
    expect(bookingMatches([ticketMatch({ home: null })])[0]!.home).toBe('TBD');
  });
  it.each([
    ["kickoff as 'hh:mm a' in Nepal time", nptIso('2026-11-24T14:05'), '02:05 PM'],
    ['a legacy kickoff text is shown as written', '2:00 PM', '2:00 PM'],
    ['no kickoff: TBD', null, 'TBD'],
  ])('%s', (_name, kickoff, label) => {
    expect(kickoffLabel(kickoff, null, 'TBD')).toBe(label);
  });
});

describe('legacy match details (SPEC §2 /success: a legacy match-details form is converted into two matches)', () => {
  it.each([
    [
      'homeTeam/awayTeam with img1/img2 and homeTeam2/awayTeam2 with img3',
      {
        homeTeam: 'A',
        awayTeam: 'B',
        homeTeam2: 'C',
        awayTeam2: 'D',
        img1: '/1.png',
        img2: '/2.png',
        img3: '/3.png',
        kickoff: '10:00 AM',
        kickoff2: '02:00 PM',
        week: '3',
      },
      [
        ['A', 'B', '/1.png', '/2.png', '10:00 AM', 3],
        ['C', 'D', '/3.png', null, '02:00 PM', 3],
      ],
    ],
    [
      'team1/team2 stand in for homeTeam/awayTeam',
      { team1: 'E', team2: 'F', homeTeam2: 'G', awayTeam2: 'H' },
      [
        ['E', 'F', null, null, null, null],
        ['G', 'H', null, null, null, null],
      ],
    ],
    [
      'without a second pair there is one match',
      { homeTeam: 'A', awayTeam: 'B' },
      [['A', 'B', null, null, null, null]],
    ],
  ])('%s', (_name, input, expected) => {
    expect(legacyMatches(input).map((m) => [m.home, m.away, m.homeLogo, m.awayLogo, m.kickoff, m.week])).toEqual(
      expected,
    );
  });
});

describe('ticket context and success record (SPEC §3)', () => {
  it('reads back a saved context; checkout needs seats and matches', () => {
    const c = parseContext(JSON.parse(JSON.stringify(context())));
    expect(c).toEqual(context());
    expect(hasSelection(c)).toBe(true);
    expect(hasSelection(parseContext({ ...context(), selectedSeats: [] }))).toBe(false);
    expect(hasSelection(parseContext({ ...context(), matchesForDay: [] }))).toBe(false);
    expect(hasSelection(null)).toBe(false);
  });
  it('junk in the session falls back field by field', () => {
    expect(parseContext({ selectedSeats: 'x', week: -1, venue: 5 })).toMatchObject({
      selectedSeats: [],
      week: 1,
      venue: 'Dhapakhel Lalitpur Stadium',
      prn: null,
    });
  });
  it("no record, or a record without tickets: 'No ticket data found.' (null)", () => {
    expect(parseSuccess(null)).toBeNull();
    expect(parseSuccess({ orderId: 'X', selectedSeats: [] })).toBeNull();
  });
  it('a success record with a legacy match-details form gets its two matches, date and venue', () => {
    const r = parseSuccess({
      orderId: 'O1',
      selectedSeats: [5, 6],
      matchDetails: {
        homeTeam: 'A',
        awayTeam: 'B',
        homeTeam2: 'C',
        awayTeam2: 'D',
        dateISO: '2026-11-24',
        venue: 'Old Ground',
        week: 2,
      },
      userInfo: { name: 'R' },
    });
    expect(r).toMatchObject({
      orderId: 'O1',
      selectedSeats: [5, 6],
      selectedDateISO: '2026-11-24',
      venue: 'Old Ground',
      week: 2,
      userInfo: { name: 'R' },
    });
    expect(r!.matchesForDay.map((m) => `${m.home}-${m.away}`)).toEqual(['A-B', 'C-D']);
  });
  // Issue 38: after a purchase the device keeps no e-mail or phone; a record stored by older code loses them when read.
  it("a success record keeps the holder's name and the masked address only, dropping an e-mail and phone stored before", () => {
    const r = parseSuccess({
      orderId: 'O1',
      selectedSeats: [5],
      matchesForDay: [],
      userInfo: { name: 'Sita', email: 'sita@example.com', phone: '9800000000' },
      sentTo: 's•••@example.com',
    });
    expect(r!.userInfo).toEqual({ name: 'Sita' });
    expect(r!.sentTo).toBe('s•••@example.com');
    expect(JSON.stringify(r)).not.toMatch(/sita@example\.com|9800000000/);
  });
  it.each([
    ['s•••@example.com', 's•••@example.com'],
    ['s***@example.com', 's***@example.com'],
    ['sita@example.com', undefined],
    ['•••', undefined],
    ['x@y•z.com', undefined],
    [42, undefined],
  ])('sentTo %s is kept only as a masked address', (v, kept) => {
    expect(maskedEmail(v)).toBe(kept);
  });
  it('the ticket context keeps the buyer in full while booking (checkout shows it)', () => {
    expect(parseContext(context())!.userInfo).toEqual({ name: 'Sita', phone: '9800000000', email: 'sita@example.com' });
  });
  it('an empty venue shows the default venue', () => {
    expect(parseSuccess({ orderId: 'O', selectedSeats: [1], matchesForDay: [], venue: ' ' })!.venue).toBe(
      'Dhapakhel Lalitpur Stadium',
    );
  });
});
