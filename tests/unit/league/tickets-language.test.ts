// The ticket flow in the buyer's language (issue 17): the rules with the Nepali texts and words the islands pass, the
// return URL of a Nepali order, the Nepali calendar file, the service worker's ticket rules under /ne/, and English
// defaults that stay the catalog's English (the SPEC's texts).
import { describe, expect, it } from 'vitest';
import { fill } from '../../../src/i18n/fill.ts';
import { NE_WORDS } from '../../../src/i18n/ne-words.ts';
import { ticketsText } from '../../../src/i18n/texts/tickets.ts';
import { kickoffLabel } from '../../../src/lib/league/kickoff-label.ts';
import { ticketHrefs } from '../../../src/i18n/texts/tickets.ts';
import { hashRequest, returnUrl } from '../../../src/lib/league/payment.ts';
import { decideReturn } from '../../../src/lib/league/payment-return.ts';
import { matchDayCalendar } from '../../../src/lib/league/ticket-calendar.ts';
import {
  bookingProblem,
  dayOptions,
  limitQuantity,
  ticketMessage,
  type TicketProblem,
} from '../../../src/lib/league/tickets.ts';
import { localNumber } from '../../../src/lib/format/local.ts';
import { ageOf, ageText, keepsPage, moduleImports, strategyFor } from '../../../src/sw/rules.ts';
import { npt, nptIso } from '../support/factories.ts';
import { ticketDay } from '../support/ticket-factories.ts';
import { ticketMessages } from '../support/ticket-words.ts';

const ne = ticketMessages(ticketsText.ne.booking.messages, NE_WORDS);
const now = npt('2026-11-22T23:30');

describe("ticket quantity and the booking form in Nepali (SPEC §5, in the page's words)", () => {
  it.each([
    ['more than 5', '6', 100, 5, 'तपाईं बढीमा ५ वटा सिट छान्न सक्नुहुन्छ।'],
    ['more than available', '4', 3, 3, 'यस मितिका लागि ३ वटा मात्र सिट बाँकी छन्।'],
    ['a whole number within both limits', '2', 100, 2, null],
  ])('%s', (_name, raw, available, quantity, message) => {
    const { quantity: held, problem } = limitQuantity(raw, available);
    expect({ quantity: held, message: problem && ticketMessage(problem, ne) }).toEqual({ quantity, message });
  });
  it('says what is missing on PLEASE PROCEED', () => {
    const [open] = dayOptions([ticketDay('2026-11-24')], now);
    const who = { name: 'सीता', phone: '9800000000', email: 'sita@example.com' };
    const say = (p: TicketProblem | null) => p && ticketMessage(p, ne);
    expect(say(bookingProblem(null, who, 1))).toBe('कृपया पहिले मिति छान्नुहोस्।');
    expect(say(bookingProblem(open!, { ...who, phone: ' ' }, 1))).toBe('कृपया आफ्नो सबै विवरण भर्नुहोस्।');
    expect(say(bookingProblem(open!, { ...who, email: 'sita@' }, 1))).toBe('कृपया सही इमेल ठेगाना लेख्नुहोस्।');
  });
  it("the catalog's English, filled in, is the SPEC's messages the rules default to", () => {
    const en = ticketMessages(ticketsText.en.booking.messages, null);
    expect({ ...en, remain: en.remain(3) }).toEqual({
      max: 'You can select a maximum of 5 seats.',
      remain: 'Only 3 seats remain for this date.',
      noDate: 'Please select a date first.',
      info: 'Please fill all your information.',
      email: 'Please enter a valid e-mail address.',
    });
    expect(ticketsText.en.response.messages).toEqual({
      processing: 'Processing payment...',
      missing: 'Missing required parameters.',
      failed: 'Payment failed or cancelled.',
      notVerified: 'Payment verification failed.',
      error: 'Payment verification error.',
    });
    const { league, ...ics } = ticketsText.en.eticket.ics;
    expect(ics).toEqual({
      lang: '',
      matchDay: 'Match day',
      match: '{home} vs {away}',
      at: '{match} at {time}',
      order: 'Order {id}',
      tickets: 'Tickets: {numbers} ({n})',
      admits: 'One ticket admits one person for both matches of the day.',
    });
    expect(league).toBe('Nepal Schools Football League');
  });
});

describe('kickoff and the payment return in Nepali', () => {
  it.each([
    ['a kickoff time with the part of the day', nptIso('2026-11-24T14:05'), 'दिउँसो २:०५ बजे'],
    ['a legacy kickoff text as written', '2:00 PM', '2:00 PM'],
    ["no kickoff: the page's word", null, 'तय हुन बाँकी'],
  ])('%s', (_name, kickoff, label) => {
    expect(kickoffLabel(kickoff, NE_WORDS, ticketsText.ne.common.tbd)).toBe(label);
  });
  it('a return that says it failed reads as failed in Nepali', () => {
    const flags = () => ({ verified: false, inFlight: false });
    expect(decideReturn(ticketsText.ne.response.messages, { PS: 'false' }, flags)).toEqual({
      kind: 'fail',
      message: 'भुक्तानी असफल भयो वा रद्द गरियो।',
    });
  });
});

describe('RU: the gateway returns the buyer to the payment-response page of their language', () => {
  it.each([
    ['English', 'en', 'https://league.example/payment-response'],
    ['Nepali', 'ne', 'https://league.example/ne/payment-response'],
  ] as const)('%s', (_name, locale, ru) => {
    const returnPath = ticketHrefs(locale)['/payment-response'];
    expect(returnUrl('https://league.example/', returnPath)).toBe(ru);
    expect(
      hashRequest({
        pid: 'NBQM',
        prn: 'P1',
        amount: 1,
        now,
        r1: 'x',
        r2: 'y',
        siteUrl: 'https://league.example',
        returnPath,
      }).ru,
    ).toBe(ru);
  });
  it("the flow's other links stay in the language", () => {
    expect(ticketHrefs('ne')).toEqual({
      '/': '/ne/',
      '/contact': '/ne/contact',
      '/book-seat': '/ne/book-seat',
      '/checkout': '/ne/checkout',
      '/payment-response': '/ne/payment-response',
      '/success': '/ne/success',
      '/my-ticket': '/ne/my-ticket',
    });
    expect(Object.entries(ticketHrefs('en')).every(([path, href]) => path === href)).toBe(true);
  });
  it('English is the default (SPEC §7)', () => {
    expect(returnUrl('https://league.example')).toBe('https://league.example/payment-response');
  });
});

describe('the calendar file of a Nepali ticket', () => {
  const ics = matchDayCalendar(
    {
      orderId: 'ORD-42',
      dateISO: nptIso('2026-11-24T12:00'),
      venue: 'Dhapakhel Lalitpur Stadium',
      seats: [201, 202],
      leagueName: 'Nepal Schools Football League',
      siteHost: 'league.example',
      title: ticketsText.ne.eticket.ics.league,
      matches: [
        {
          id: '1',
          home: 'Everest',
          away: 'Makalu',
          homeLogo: null,
          awayLogo: null,
          kickoff: nptIso('2026-11-24T14:00'),
          week: 3,
        },
      ],
    },
    npt('2026-11-22T09:00'),
    ticketsText.ne.eticket.ics,
    NE_WORDS,
  ).replace(/\r\n /g, '');
  it('has a Nepali title and description, marked LANGUAGE=ne, numbers and times in Nepali', () => {
    expect(ics).toContain('SUMMARY;LANGUAGE=ne:नेपाल विद्यालय फुटबल लिग: Everest विरुद्ध Makalu');
    expect(ics).toContain(
      'DESCRIPTION;LANGUAGE=ne:अर्डर ORD-42\\nटिकट: #२०१ #२०२ (२)\\nEverest विरुद्ध Makalu\\, दिउँसो २ बजे\\nएउटा टिकटले',
    );
  });
  it('keeps the machine fields as they are: times, venue, product id', () => {
    expect(ics).toContain('DTSTART;TZID=Asia/Kathmandu:20261124T140000');
    expect(ics).toContain('LOCATION:Dhapakhel Lalitpur Stadium');
    expect(ics).toContain('PRODID:-//Nepal Schools Football League//Match-day tickets//EN');
  });
});

describe("the service worker's ticket rules in Nepali", () => {
  it('keeps /ne/my-ticket for reading offline', () => {
    expect(keepsPage('/ne/my-ticket')).toBe(true);
    expect(keepsPage('/ne/my-ticket/')).toBe(true);
  });
  it.each(['/ne/checkout', '/ne/checkout/', '/ne/payment-response', '/ne/success', '/ne/book-seat'])(
    'never keeps %s',
    (path) => {
      expect(keepsPage(path)).toBe(false);
      expect(
        strategyFor(
          { method: 'GET', url: `https://nsfl.example.com${path}?x=1`, mode: 'no-cors' },
          'https://nsfl.example.com',
        ),
      ).toBe('none');
    },
  );
  it.each([
    [30_000, { unit: 'now', n: 0 }],
    [60_000, { unit: 'minute', n: 1 }],
    [3 * 3_600_000, { unit: 'hour', n: 3 }],
    [50 * 3_600_000, { unit: 'day', n: 2 }],
  ] as const)("the age of a kept ticket, %d ms, is a unit and a count (the words are the page's)", (ms, age) => {
    expect(ageOf(ms)).toEqual(age);
  });
  it('follows the e-ticket to its calendar chunk, imported on demand with its path in backquotes, so it is kept offline', () => {
    const js =
      'import{t as e}from"./lang.A.js";async function M(){let{matchDayCalendar:o}=await import(`./ticket-calendar.CAwK-ob7.js`)}';
    expect(moduleImports(js, '/_astro/ETicket.X.js')).toEqual([
      '/_astro/lang.A.js',
      '/_astro/ticket-calendar.CAwK-ob7.js',
    ]);
  });
  it('English words for the age are unchanged', () => {
    expect(ageText(3 * 3_600_000)).toBe('3 hours ago');
    expect(fill(ticketsText.ne.last.age.hours, { n: localNumber(3, NE_WORDS) })).toBe('३ घण्टाअघि');
  });
});
