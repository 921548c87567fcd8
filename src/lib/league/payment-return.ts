// The gateway's return to /payment-response (SPEC §4 rules in order, §5 required parameters, §7 verify body).
import { isApiError } from '../api/errors.ts';
import type { TicketContext } from './ticket-context.ts';

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

export type ReturnDecision =
  | { kind: 'fail'; message: string }
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
  if (!successful(params.PS, params.RC)) return { kind: 'fail', message: messages.failed };
  const f = flags(params.PRN);
  if (f.verified) return { kind: 'success' };
  if (f.inFlight) return { kind: 'wait', prn: params.PRN };
  return { kind: 'verify', params };
}

export type VerifyBody = GatewayReturn & {
  agreed: true;
  formData: {
    name: string;
    email: string;
    phone: string;
    ticketQty: number;
    ticketNumbers: number[];
    week: number;
    match_date: string;
    matches: Array<{ id: string; home: string; away: string; kickoff: string | null }>;
    venue: string;
    amount: number;
  };
};

/** SPEC §7: the return parameters, agreed true, and the booking as formData. */
export function verifyBody(params: GatewayReturn, c: TicketContext): VerifyBody {
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
    agreed: true,
    formData: {
      name: c.userInfo.name,
      email: c.userInfo.email,
      phone: c.userInfo.phone,
      ticketQty: c.selectedSeats.length,
      ticketNumbers: c.selectedSeats,
      week: c.week,
      match_date: c.selectedDateISO,
      matches: c.matchesForDay.map((m) => ({ id: m.id, home: m.home, away: m.away, kickoff: m.kickoff })),
      venue: c.venue,
      amount: c.amount,
    },
  };
}

export type VerifyOutcome =
  | { kind: 'verified'; orderId: string | null; ticketNumbers: number[] | null; amount: number | null }
  | { kind: 'not-verified'; message: string; detail: string | null }
  | { kind: 'error'; message: string };

function numbers(v: unknown): number[] | null {
  if (!Array.isArray(v) || v.length === 0) return null;
  const list = v.map((x) => (typeof x === 'number' ? x : Number(String(x).replace(/^#/, ''))));
  return list.every((n) => Number.isInteger(n) && n > 0) ? list : null;
}

/** SPEC §7: success is HTTP 200 with verified true; any other answer is not verified. */
export function verifyAnswer(messages: ReturnMessages, body: unknown): VerifyOutcome {
  const b = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (b.verified !== true)
    return {
      kind: 'not-verified',
      message: messages.notVerified,
      detail: typeof b.message === 'string' ? b.message : null,
    };
  const orderId = typeof b.orderId === 'string' || typeof b.orderId === 'number' ? String(b.orderId) : null;
  const amount = typeof b.amount === 'number' && Number.isFinite(b.amount) && b.amount >= 0 ? b.amount : null;
  return { kind: 'verified', orderId, ticketNumbers: numbers(b.ticketNumbers), amount };
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
