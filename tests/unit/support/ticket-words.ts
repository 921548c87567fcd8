// The ticket messages as /book-seat builds them from its page's texts (src/islands/tickets/BookSeat.tsx), in English
// (the SPEC's) or Nepali.
import { fill } from '../../../src/i18n/fill.ts';
import { ticketsText } from '../../../src/i18n/texts/tickets.ts';
import { TICKETS, type TicketMessages } from '../../../src/lib/league/tickets.ts';
import { localNumber, type LocalWords } from '../../../src/lib/format/local.ts';

export const ticketMessages = (
  m: (typeof ticketsText)['ne']['booking']['messages'],
  words: LocalWords | null,
): TicketMessages => ({
  max: fill(m.max, { n: localNumber(TICKETS.maxPerOrder, words) }),
  remain: (n) => fill(m.remain, { n: localNumber(n, words) }),
  noDate: m.noDate,
  info: m.info,
  email: m.email,
});

/** The English page's messages. */
export const EN_TICKET_MESSAGES = ticketMessages(ticketsText.en.booking.messages, null);
