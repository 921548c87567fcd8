// The gateway's return to /payment-response (SPEC §4 rules in order, §5 required parameters, §7 verify body), verified
// from the return alone and read back as a success record or a paid-but-unbooked order (issue 38).
import { isApiError } from '../api/errors.ts';
import { nepalDay } from '../nepal-day.ts';
import { TBD_TEAM } from './booking-match.ts';
import { maskedEmail, type SuccessRecord } from './success-record.ts';
import type { TicketContext } from './ticket-context.ts';
import { TICKETS } from './tickets.ts';

export const RETURN_PARAMS = ['PRN', 'PID', 'DV', 'UID', 'BC', 'INI', 'P_AMT', 'R_AMT', 'PS', 'RC'] as const;
export type ReturnParam = (typeof RETURN_PARAMS)[number];
export type GatewayReturn = Record<ReturnParam, string>;

/**
 * The return's messages in the page's language (src/i18n/texts/tickets.ts, `response.messages`; English is the
 * SPEC's): the rules below take them as data, so a page ships only its own language's words.
 */
export type ReturnMessages = Record<'processing' | 'missing' | 'failed' | 'notVerified' | 'error', string>;

/** SPEC §9: each failure returns home after 2.5 s. */
export const FAILURE_REDIRECT_MS = 2500;

/**
 * A payment the return page could not verify is found by the server's sweep, which asks the gateway and books it
 * within this many minutes (scripts/demo-api/CONTRACT.md, docs/deploying.md): what the page promises the buyer.
 */
export const SWEEP_BOOKS_WITHIN_MINUTES = 5;

export type ReturnDecision =
  /** `unpaid`: a complete return that says the payment failed or was cancelled, which the server is told of so that
   *  it releases the order's held seats at once rather than after 15 minutes (issue 38). */
  | { kind: 'fail'; message: string; unpaid?: GatewayReturn }
  | { kind: 'success' }
  | { kind: 'wait'; prn: string }
  | { kind: 'verify'; params: GatewayReturn };

export type VerifyFlags = { verified: boolean; inFlight: boolean };

const successful = (ps: string | undefined, rc: string | undefined) =>
  ps?.toLowerCase() === 'true' && rc?.toLowerCase() === 'successful';

/** The return query as text values; a parameter sent empty counts as missing. */
export function readReturn(query: URLSearchParams): Partial<GatewayReturn> {
  const out: Partial<GatewayReturn> = {};
  for (const k of RETURN_PARAMS) {
    const v = query.get(k)?.trim();
    if (v) out[k] = v;
  }
  return out;
}

/**
 * SPEC §4, in order: missing parameters; PS missing or false, or RC not 'successful'; already verified (go to
 * /success); a verify already in flight (wait for it); else verify. A return that says plainly it failed (PS false, or
 * an RC other than successful) reads as failed or cancelled even when other fields are missing: that is what the
 * buyer did (docs/decisions/tickets.md).
 */
export function decideReturn(
  messages: ReturnMessages,
  ret: Partial<GatewayReturn>,
  flags: (prn: string) => VerifyFlags,
): ReturnDecision {
  const missing = RETURN_PARAMS.some((k) => ret[k] === undefined);
  const saidFailure =
    (ret.PS !== undefined && ret.PS.toLowerCase() !== 'true') ||
    (ret.RC !== undefined && ret.RC.toLowerCase() !== 'successful');
  if (missing) return { kind: 'fail', message: saidFailure ? messages.failed : messages.missing };
  const params = ret as GatewayReturn;
  if (!successful(params.PS, params.RC)) return { kind: 'fail', message: messages.failed, unpaid: params };
  const f = flags(params.PRN);
  if (f.verified) return { kind: 'success' };
  if (f.inFlight) return { kind: 'wait', prn: params.PRN };
  return { kind: 'verify', params };
}

/**
 * The verify body: the gateway's signed return alone (issue 38). The day, the seats and the amount are the order's on
 * the server, fixed at pre-check; nothing the browser kept is sent (no `formData`, no buyer details), so a return
 * opened in another tab or browser verifies the same way.
 */
export function verifyBody(params: GatewayReturn): GatewayReturn {
  return {
    PRN: params.PRN,
    PID: params.PID,
    PS: params.PS,
    RC: params.RC,
    UID: params.UID,
    BC: params.BC,
    INI: params.INI,
    P_AMT: params.P_AMT,
    R_AMT: params.R_AMT,
    DV: params.DV,
  };
}

/** A match as verify's answer gives it. */
export type AnswerMatch = { home: string; away: string; kickoff: string | null };

/** What a booked answer says about the order (each null when the answer lacks it or holds junk). */
export type BookedAnswer = {
  orderId: string | null;
  ticketNumbers: number[] | null;
  amount: number | null;
  week: number | null;
  matchDate: string | null;
  venue: string | null;
  matches: AnswerMatch[] | null;
  name: string | null;
  sentTo: string | null;
};

export type VerifyOutcome =
  | ({ kind: 'verified' } & BookedAnswer)
  | { kind: 'unbooked'; orderId: string | null; amount: number | null }
  | { kind: 'not-verified'; message: string; detail: string | null }
  | { kind: 'error'; message: string };

type Obj = Record<string, unknown>;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const idText = (v: unknown): string | null => (typeof v === 'number' && Number.isFinite(v) ? String(v) : text(v));
const money = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
const whole = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

function numbers(v: unknown): number[] | null {
  if (!Array.isArray(v) || v.length === 0) return null;
  const list = v.map((x) => (typeof x === 'number' ? x : Number(String(x).replace(/^#/, ''))));
  return list.every((n) => Number.isInteger(n) && n > 0) ? list : null;
}

function answerMatches(v: unknown): AnswerMatch[] | null {
  if (!Array.isArray(v)) return null;
  const list = v
    .map((m): AnswerMatch | null => {
      const o = m && typeof m === 'object' ? (m as Obj) : null;
      return o ? { home: text(o.home) ?? TBD_TEAM, away: text(o.away) ?? TBD_TEAM, kickoff: text(o.kickoff) } : null;
    })
    .filter((m): m is AnswerMatch => m !== null);
  return list.length > 0 ? list : null;
}

/**
 * SPEC §7: success is HTTP 200 with verified true; issue 38 adds `status: 'paid_unbooked'` (200, verified false): paid,
 * but the hold had lapsed and the day sold out, so the league refunds. Any other answer is not verified.
 */
export function verifyAnswer(messages: ReturnMessages, body: unknown): VerifyOutcome {
  const b = body && typeof body === 'object' ? (body as Obj) : {};
  if (b.verified !== true) {
    if (b.status === 'paid_unbooked') return { kind: 'unbooked', orderId: idText(b.orderId), amount: money(b.amount) };
    return {
      kind: 'not-verified',
      message: messages.notVerified,
      detail: typeof b.message === 'string' ? b.message : null,
    };
  }
  return {
    kind: 'verified',
    orderId: idText(b.orderId),
    ticketNumbers: numbers(b.ticketNumbers),
    amount: money(b.amount),
    week: whole(b.week),
    matchDate: text(b.match_date),
    venue: text(b.venue),
    matches: answerMatches(b.matches),
    name: text(b.name),
    sentTo: maskedEmail(b.sentTo) ?? null,
  };
}

/**
 * A kickoff as the answer gives it, as an instant when it can be one: the CMS keeps a match's time as Nepal wall-clock
 * text ('14:00'), which on the match day is an instant each page formats in its own language; other text stays as is.
 */
export function kickoffOn(kickoff: string | null, matchDate: string | null): string | null {
  const hm = kickoff === null ? null : /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(kickoff);
  const day = nepalDay(matchDate);
  if (!hm || day === null) return kickoff;
  return new Date(`${day}T${hm[1]!.padStart(2, '0')}:${hm[2]}:00+05:45`).toISOString();
}

/**
 * The success record of a booked answer: the server's order (numbers, day, venue, matches, holder, amount), with this
 * tab's own matches (they carry the logos) only when the tab still holds the booking of the same PRN; the booking's
 * other facts fill in only what the answer lacks. No e-mail or phone: `sentTo` is the server's masked address.
 */
export function successRecord(prn: string, a: BookedAnswer, ctx: TicketContext | null): SuccessRecord {
  const own = ctx !== null && ctx.prn === prn ? ctx : null;
  const week = a.week ?? own?.week ?? TICKETS.defaultWeek;
  const fromAnswer = (a.matches ?? []).map((m, i) => ({
    id: String(i + 1),
    home: m.home,
    away: m.away,
    homeLogo: null,
    awayLogo: null,
    kickoff: kickoffOn(m.kickoff, a.matchDate),
    week,
  }));
  return {
    orderId: a.orderId ?? `TXN-${prn}`,
    selectedSeats: a.ticketNumbers ?? own?.selectedSeats ?? [],
    matchesForDay: own && own.matchesForDay.length > 0 ? own.matchesForDay : fromAnswer,
    week,
    selectedDateISO: a.matchDate ?? own?.selectedDateISO ?? '',
    venue: a.venue ?? own?.venue ?? TICKETS.defaultVenue,
    userInfo: { name: a.name ?? own?.userInfo.name ?? '' },
    amount: a.amount ?? own?.amount ?? undefined,
    ...(a.sentTo ? { sentTo: a.sentTo } : {}),
  };
}

/**
 * A failed call: the server refusing the return (a 4xx: forged, unknown, no seats left) is 'not verified' with its own
 * words as detail; no answer, a bad answer or a server fault is 'Payment verification error.'.
 */
export function verifyFailure(messages: ReturnMessages, e: unknown): VerifyOutcome {
  if (isApiError(e) && e.kind === 'http' && e.status !== undefined && e.status >= 400 && e.status < 500) {
    return { kind: 'not-verified', message: messages.notVerified, detail: e.serverMessage ?? null };
  }
  return { kind: 'error', message: messages.error };
}

/**
 * Waits before asking verify again after a failure that may be passing (the buyer has paid: losing the order to one
 * dropped answer is worse than waiting three seconds). The server answers a PRN it has booked with the same result.
 */
export const VERIFY_RETRY_DELAYS_MS = [1000, 2000] as const;

/** Whether a failed verify is worth asking again: no answer, an unreadable answer, or a server fault (5xx). A 4xx is
 * the server's verdict, and a timeout has already made the buyer wait (docs/decisions/hardening.md). */
export function verifyRetryable(e: unknown): boolean {
  if (!isApiError(e)) return false;
  return e.kind === 'fetch' || e.kind === 'parse' || (e.kind === 'http' && (e.status ?? 0) >= 500);
}
