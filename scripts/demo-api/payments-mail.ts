// The booking confirmation e-mail, written once per order to {data}/outbox/{PRN}.eml instead of being sent.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Confirmation = {
  orderId: string; name: string; email: string; week: number | null; match_date: string; venue: string;
  matches: Array<{ home: string; away: string; kickoff: string | null }>; ticketNumbers: number[]; ticketQty: number;
  pricePerTicket: number; amount: number; transactionId: string;
};

const LEAGUE = 'Nepal Schools Football League';
const FROM = 'tickets@nsfl.example.com';

/** No line breaks in a header value (header injection), and RFC 2047 for anything beyond ASCII (Nepali names). */
function header(value: string): string {
  const flat = value.replace(/[\r\n]+/g, ' ').trim();
  return /^[\x20-\x7e]*$/.test(flat) ? flat : `=?UTF-8?B?${Buffer.from(flat, 'utf8').toString('base64')}?=`;
}

function mailbox(name: string, email: string): string {
  const n = name.replace(/[\r\n"\\]+/g, ' ').replace(/\s+/g, ' ').trim();
  const shown = /^[\x20-\x7e]*$/.test(n) ? `"${n}"` : header(n);
  return `${shown} <${email.replace(/[\r\n<>]+/g, '')}>`;
}

const rupees = (n: number) => `Rs. ${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** The match day as a reader in Nepal names it. */
function longDate(iso: string): string {
  const d = new Date(iso);
  if (!Number.isFinite(d.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(d);
}

export function confirmationEmail(c: Confirmation, now: number, siteUrl?: string): string {
  const day = longDate(c.match_date);
  const matches = c.matches.length
    ? c.matches.map((m, i) => `  ${i + 1}. ${m.home} vs ${m.away}${m.kickoff ? `, kick-off ${m.kickoff}` : ''}`)
    : ['  (to be announced)'];
  const body = [
    `Dear ${c.name},`,
    '',
    `Thank you for your payment. Your match-day tickets for the ${LEAGUE} are booked.`,
    '',
    `Order ID:        ${c.orderId}`,
    `Transaction ID:  ${c.transactionId}`,
    `Week:            ${c.week ?? '-'}`,
    `Date:            ${day}`,
    `Venue:           ${c.venue}`,
    'Matches:',
    ...matches,
    '',
    `Ticket numbers:  ${c.ticketNumbers.map((n) => `#${n}`).join(', ')}`,
    `Tickets:         ${c.ticketQty}`,
    `Price:           ${rupees(c.pricePerTicket)} each`,
    `Total paid:      ${rupees(c.amount)}`,
    '',
    'Your booking is confirmed by this e-mail. Please keep it and show your ticket numbers at the gate.',
    'One ticket admits one person and is valid for both matches of the day. Tickets are non-refundable and non-transferable.',
    '',
    LEAGUE,
    ...(siteUrl ? [siteUrl] : []),
    '',
  ];
  return [
    `From: ${header(LEAGUE)} <${FROM}>`,
    `To: ${mailbox(c.name, c.email)}`,
    `Subject: ${header(`Your match-day tickets for ${day} (order ${c.orderId})`)}`,
    `Date: ${new Date(now).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${c.orderId}@nsfl.example.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    ...body,
  ].join('\r\n');
}

/** Written with 'wx': a second success path for the same order never sends a second e-mail. False if it existed. */
export function writeOutbox(dataDir: string, prn: string, text: string): boolean {
  const dir = join(dataDir, 'outbox');
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(join(dir, `${prn}.eml`), text, { flag: 'wx' });
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  }
}
