// The booking confirmation e-mail, written once per order to {data}/outbox/{PRN}.eml instead of being sent, in the
// buyer's language (the order's, from pre-check): Nepali dates are the site's (Bikram Sambat first, Devanagari digits).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { NE_WORDS } from '../../src/i18n/ne-words.ts';
import { devanagariDigits, localBs, localDate, localRupees } from '../../src/lib/format/local.ts';
import { nepalDay } from '../../src/lib/nepal-day.ts';
import type { OrderLang } from './payments-orders.ts';

import type { Confirmation, SettledResult } from '../../cms/plugin/src/rules/settlement.ts';

export type { Confirmation };

const LEAGUE = 'Nepal Schools Football League';
const FROM = 'tickets@nsfl.example.com';

/**
 * No line breaks in a header value (header injection), and RFC 2047 for anything beyond ASCII (Nepali names and
 * subjects): encoded words of at most 75 characters (45 bytes of whole characters each), folded onto lines of their own.
 */
function header(value: string): string {
  const flat = value.replace(/[\r\n]+/g, ' ').trim();
  if (/^[\x20-\x7e]*$/.test(flat)) return flat;
  const words: string[] = [];
  let chunk = '';
  for (const ch of flat) {
    if (Buffer.byteLength(chunk + ch, 'utf8') > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  words.push(chunk);
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w, 'utf8').toString('base64')}?=`).join('\r\n ');
}

function mailbox(name: string, email: string): string {
  const n = name
    .replace(/[\r\n"\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const shown = /^[\x20-\x7e]*$/.test(n) ? `"${n}"` : header(n);
  return `${shown} <${email.replace(/[\r\n<>]+/g, '')}>`;
}

const rupees = (n: number) => `Rs. ${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** The match day as a reader in Nepal names it. */
function longDate(iso: string): string {
  const d = new Date(iso);
  if (!Number.isFinite(d.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kathmandu',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
}

/** The English body (unchanged since before the buyer's language). */
function englishBody(c: Confirmation, siteUrl?: string): { subject: string; body: string[] } {
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
  return { subject: `Your match-day tickets for ${day} (order ${c.orderId})`, body };
}

const LEAGUE_NE = 'नेपाल विद्यालय फुटबल लिग';

/** A match's kick-off ('14:00', Nepal time, on the match day) as the site writes it: 'दिउँसो २ बजे'. */
function nepaliKickoff(matchDate: string, clock: string): string {
  const day = nepalDay(matchDate);
  const at = day && /^\d{2}:\d{2}$/.test(clock) ? `${day}T${clock}:00+05:45` : null;
  return localDate(at, 'kickoff', NE_WORDS, `${devanagariDigits(clock)} बजे`);
}

/** The Nepali body: the same facts; team names and the venue in Nepali where the CMS has them, else as written, ids as
 *  written, numbers, money and dates in Nepali. */
function nepaliBody(c: Confirmation, siteUrl?: string): { subject: string; body: string[] } {
  const d = devanagariDigits;
  const day = localDate(c.match_date, 'countdown', NE_WORDS, c.match_date);
  const matches = c.matches.length
    ? c.matches.map(
        (m, i) =>
          `  ${d(i + 1)}. ${m.home_ne || m.home} विरुद्ध ${m.away_ne || m.away}${m.kickoff ? `, खेल सुरु ${nepaliKickoff(c.match_date, m.kickoff)}` : ''}`,
      )
    : ['  (पछि घोषणा गरिनेछ)'];
  const body = [
    `प्रिय ${c.name},`,
    '',
    `भुक्तानीका लागि धन्यवाद। ${LEAGUE_NE}का खेलका तपाईंका टिकट बुक भएका छन्।`,
    '',
    `अर्डर नम्बर: ${c.orderId}`,
    `कारोबार नम्बर: ${c.transactionId}`,
    `हप्ता: ${c.week === null ? '-' : d(c.week)}`,
    `मिति: ${day}`,
    `मैदान: ${c.venue_ne || c.venue}`,
    'खेलहरू:',
    ...matches,
    '',
    `टिकट नम्बरहरू: ${c.ticketNumbers.map((n) => `#${d(n)}`).join(', ')}`,
    `टिकट सङ्ख्या: ${d(c.ticketQty)}`,
    `मूल्य: प्रति टिकट ${localRupees(c.pricePerTicket, NE_WORDS)}`,
    `जम्मा भुक्तानी: ${localRupees(c.amount, NE_WORDS)}`,
    '',
    'यही इमेलले तपाईंको बुकिङ पक्का गर्छ। कृपया यसलाई राख्नुहोस् र प्रवेशद्वारमा आफ्ना टिकट नम्बर देखाउनुहोस्।',
    'एउटा टिकटले एक जनालाई सो दिनका दुवै खेलमा प्रवेश दिन्छ। टिकटको पैसा फिर्ता हुँदैन र टिकट अरूलाई हस्तान्तरण गर्न पाइँदैन।',
    '',
    LEAGUE_NE,
    ...(siteUrl ? [`${siteUrl.replace(/\/+$/, '')}/ne/`] : []),
    '',
  ];
  const bs = localBs(c.match_date, NE_WORDS) || day;
  return { subject: `तपाईंका खेलका टिकट: ${bs} (अर्डर ${c.orderId})`, body };
}

/** What the refund notice needs: the order, the money, the day it was for, and whom to write to. */
export type RefundNotice = {
  orderId: string;
  transactionId: string;
  name: string;
  email: string;
  amount: number;
  ticketQty: number;
  match_date: string;
};

/** The refund working days the league promises (docs/deploying.md, "The payment endpoints' contract"). */
export const REFUND_DAYS = 7;

function refundBody(c: RefundNotice, lang: OrderLang, siteUrl?: string): { subject: string; body: string[] } {
  const site = siteUrl?.replace(/\/+$/, '');
  if (lang === 'ne') {
    const d = devanagariDigits;
    const day = localDate(c.match_date, 'countdown', NE_WORDS, c.match_date);
    return {
      subject: `तपाईंको भुक्तानी फिर्ता हुँदै छ (अर्डर ${c.orderId})`,
      body: [
        `प्रिय ${c.name},`,
        '',
        `तपाईंको ${localRupees(c.amount, NE_WORDS)} भुक्तानी हामीलाई प्राप्त भयो। तर भुक्तानी हुनुअघि नै तपाईंका लागि राखिएका सिटको समय सकिएको थियो र ${day}का सबै टिकट बिकिसकेका थिए, त्यसैले टिकट बुक हुन सकेन।`,
        '',
        `अर्डर नम्बर: ${c.orderId}`,
        `कारोबार नम्बर: ${c.transactionId}`,
        `टिकट सङ्ख्या: ${d(c.ticketQty)}`,
        `फिर्ता हुने रकम: ${localRupees(c.amount, NE_WORDS)}`,
        '',
        `लिगले पूरा रकम ${d(REFUND_DAYS)} कार्यदिनभित्र तपाईंले भुक्तानी गरेकै खाता वा वालेटमा फिर्ता गर्छ। तपाईंले केही गर्नुपर्दैन।`,
        `केही सोध्नु छ भने यही इमेलको जवाफ दिनुहोस् वा अर्डर नम्बर खुलाएर ${site ? `${site}/ne/contact` : 'सम्पर्क पृष्ठ'} मा लेख्नुहोस्।`,
        '',
        LEAGUE_NE,
        '',
      ],
    };
  }
  const day = longDate(c.match_date);
  return {
    subject: `Your payment is being refunded (order ${c.orderId})`,
    body: [
      `Dear ${c.name},`,
      '',
      `We received your payment of ${rupees(c.amount)}, but the seats held for you had gone back on sale before it arrived, and every ticket for ${day} was sold by then. No tickets were booked.`,
      '',
      `Order ID:        ${c.orderId}`,
      `Transaction ID:  ${c.transactionId}`,
      `Tickets:         ${c.ticketQty}`,
      `Refund:          ${rupees(c.amount)}`,
      '',
      `The league refunds the full amount to the account or wallet you paid from within ${REFUND_DAYS} working days. You need do nothing.`,
      `Questions: reply to this e-mail, or write to us at ${site ? `${site}/contact` : 'the contact page'} quoting your order ID.`,
      '',
      LEAGUE,
      '',
    ],
  };
}

/** The refund notice of a paid_unbooked order, in the buyer's language. */
export function refundEmail(c: RefundNotice, now: number, siteUrl?: string, lang: OrderLang = 'en'): string {
  return mailText(c, refundBody(c, lang, siteUrl), now, lang);
}

function mailText(
  c: { name: string; email: string; orderId: string },
  { subject, body }: { subject: string; body: string[] },
  now: number,
  lang: OrderLang,
): string {
  return [
    `From: ${header(lang === 'ne' ? LEAGUE_NE : LEAGUE)} <${FROM}>`,
    `To: ${mailbox(c.name, c.email)}`,
    `Subject: ${header(subject)}`,
    `Date: ${new Date(now).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${c.orderId}@nsfl.example.com>`,
    'MIME-Version: 1.0',
    ...(lang === 'ne' ? ['Content-Language: ne'] : []),
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    ...body,
  ].join('\r\n');
}

export function confirmationEmail(c: Confirmation, now: number, siteUrl?: string, lang: OrderLang = 'en'): string {
  return mailText(c, lang === 'ne' ? nepaliBody(c, siteUrl) : englishBody(c, siteUrl), now, lang);
}

/**
 * The e-mail of a new settlement, in the buyer's language: the booking's confirmation, or the refund notice of a
 * payment that came too late for the seats. Used by the demo API and by the example CMS's plugin (`payments.confirm`).
 */
export function settlementEmail(
  r: SettledResult,
  buyer: { name: string; email: string; lang: OrderLang },
  now: number,
  siteUrl?: string,
): string {
  return r.status === 'booked'
    ? confirmationEmail({ ...r, email: buyer.email }, now, siteUrl, buyer.lang)
    : refundEmail({ ...r, name: buyer.name, email: buyer.email }, now, siteUrl, buyer.lang);
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
