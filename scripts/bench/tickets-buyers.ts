// The ticket rush's buyers (issue 38): each goes through the browser's steps over real HTTP, pre-check (the hold),
// generate-hash, the sandbox gateway's page and its Pay or Cancel form, then verify with the signed return, and stops
// where its behaviour says. The section (tickets.ts) runs them in waves and checks the database afterwards.
import { gatewayRedirect } from '../../src/lib/league/payment.ts';

/** What a buyer does once seats are held for him. */
export type Behaviour =
  /** pays and comes back to the tab that started the payment (its session still there) */
  | 'pay'
  /** pays and comes back in a tab with no session: verify gets the gateway's return and nothing else */
  | 'no-session'
  /** cancels at the gateway and comes back: the hold is released at once */
  | 'cancel'
  /** leaves at the gateway's page and never pays: the hold lapses and its seats go back on sale */
  | 'abandon'
  /** pays and never comes back (the app switch lost the tab): only the sweep finds the payment */
  | 'never-return'
  /** stays on the gateway's page past the hold, then pays and comes back: booked if seats remain, else paid_unbooked */
  | 'late';

/** The rush's shape, the same for the demo API's (tickets.ts) and Payload's (cms-rush.ts): one day of RUSH_SEATS seats;
 *  RUSH_SIZE new buyers a minute for RUSH_WAVES minutes, then TAIL_SIZE a minute while /book-seat shows seats free
 *  again; CONCURRENCY buyers in flight; the buyers drawn from SEED. A run that has not sold the day after MAX_MINUTES
 *  (virtual) minutes has a fault: the bench stops and says so. */
export const RUSH_SEATS = 500;
export const RUSH_WAVES = 8;
export const RUSH_SIZE = 250;
export const TAIL_SIZE = 40;
export const CONCURRENCY = 64;
export const SEED = 38;
export const MAX_MINUTES = 240;

export const MIX: Array<[Behaviour, number]> = [
  ['pay', 0.62],
  ['no-session', 0.1],
  ['cancel', 0.07],
  ['abandon', 0.09],
  ['never-return', 0.06],
  ['late', 0.06],
];

export type Answer = { http: number; status: string | null; ticketNumbers: number[]; body: Record<string, unknown> };

export type Buyer = {
  n: number;
  behaviour: Behaviour;
  /** Seats wanted (1 to 5), then the seats held (fewer after a 409 'remain' and a second try). */
  qty: number;
  /** The seats first asked for, when a 409 'remain' made him take fewer. */
  asked?: number;
  /** A late payer's minutes on the gateway's page past the end of his hold (0 to 10). */
  lateBy: number;
  wave: number;
  lang: 'en' | 'ne';
  /** Why pre-check gave no hold: its 409 code (sold_out, held, remain, not_on_sale). */
  refused?: string;
  prn?: string;
  amount?: number;
  holdUntil?: number;
  holdMinutes?: number;
  /** A late payer's Pay form, kept from the gateway's page until he presses it. */
  payForm?: Form;
  /** Virtual time the gateway took the money, and whether his hold was still live then. */
  paidAt?: number;
  paidInHold?: boolean;
  /** The gateway's signed return (from its redirect), whether or not the buyer brought it back. */
  ret?: Record<string, string>;
  answer?: Answer;
  /** The order's status and held seats read from the database right after a cancelled return. */
  afterCancel?: { status: string; held: number };
  /** A step that failed where it should not have (HTTP status and message). */
  error?: string;
};

/** Mulberry32: a small seeded PRNG, so every run draws the same buyers. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function drawBuyer(rand: () => number, n: number, wave: number): Buyer {
  let r = rand();
  let behaviour: Behaviour = 'pay';
  for (const [b, w] of MIX) {
    if (r < w) {
      behaviour = b;
      break;
    }
    r -= w;
  }
  const qty = 1 + Math.floor(rand() * 5);
  const lang = rand() < 0.35 ? 'ne' : 'en';
  return { n, behaviour, qty, wave, lang, lateBy: Math.floor(rand() * 11) };
}

type Form = { action: string; fields: Record<string, string> };

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The gateway page's forms, keyed by their `action` field (pay, cancel). */
export function gatewayForms(html: string): Record<string, Form> {
  const out: Record<string, Form> = {};
  for (const m of html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)) {
    const fields = Object.fromEntries(
      [...m[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((i) => [i[1]!, unescape(i[2]!)]),
    );
    if (fields.action) out[fields.action] = { action: unescape(m[1]!), fields };
  }
  return out;
}

/** A buyer's name and contact details: no comma (the name is signed as R2), each his own. */
export const contactOf = (b: Buyer) => ({
  name: `Fan ${b.n}`,
  email: `fan${b.n}@example.com`,
  phone: `98${String(10_000_000 + b.n).slice(-8)}`,
});

const pad = (n: number) => String(n).padStart(2, '0');
/** DT: the Nepal date as MM/DD/YYYY. */
function gatewayDate(ms: number): string {
  const d = new Date(ms + 345 * 60_000);
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

export type RushOptions = {
  /** The payment endpoints' host (no /api). */
  api: string;
  /** The sandbox gateway's host, when it is not the same server (a CMS's rush uses the demo API's gateway). */
  gateway?: string;
  clock: () => number;
  merchantId: string;
  pricePerTicket: number;
  /** The match day as the activation holds it (ISO). */
  matchDate: string;
  /** The order's status and held seats, read from the database. */
  orderRow: (
    prn: string,
  ) => { status: string; held: number } | undefined | Promise<{ status: string; held: number } | undefined>;
};

type Json = Record<string, unknown>;

/** One buyer's steps, and the wall time of every verify call. */
export function rush(o: RushOptions) {
  const verifyMs: number[] = [];
  const gateway = o.gateway ?? o.api;

  async function post(path: string, body: unknown): Promise<{ status: number; body: Json }> {
    const res = await fetch(o.api + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) as Json };
    } catch {
      return { status: res.status, body: { message: text.slice(0, 200) } };
    }
  }

  const who = contactOf;
  const ru = (b: Buyer) => `http://127.0.0.1:4321${b.lang === 'ne' ? '/ne' : ''}/payment-response`;

  /** pre-check: the hold. One more try with the seats left after a 409 'remain', as the booking screen offers. */
  async function hold(b: Buyer): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const pre = await post('/api/payments/pre-check', {
        ...who(b),
        lang: b.lang,
        match_date: o.matchDate,
        ticketQty: b.qty,
      });
      if (pre.status === 200) {
        b.prn = String(pre.body.prn);
        b.amount = typeof pre.body.amount === 'number' ? pre.body.amount : b.qty * o.pricePerTicket;
        b.holdUntil = Date.parse(String(pre.body.holdExpiresAt));
        b.holdMinutes = Number(pre.body.holdMinutes);
        return true;
      }
      const code = typeof pre.body.code === 'string' ? pre.body.code : `http_${pre.status}`;
      const left = Number(pre.body.available);
      if (pre.status === 409 && code === 'remain' && attempt === 0 && left >= 1 && left < b.qty) {
        b.asked = b.qty;
        b.qty = left;
        continue;
      }
      b.refused = code;
      if (pre.status !== 409) b.error = `pre-check ${pre.status}: ${String(pre.body.message)}`;
      return false;
    }
    return false;
  }

  /** generate-hash and the gateway's page: its Pay and Cancel forms. */
  async function toGateway(b: Buyer): Promise<Record<string, Form> | null> {
    const req = {
      pid: o.merchantId,
      md: 'P' as const,
      prn: b.prn!,
      amt: b.amount!.toFixed(2),
      crn: 'NPR' as const,
      dt: gatewayDate(o.clock()),
      r1: 'NSFL tickets',
      r2: who(b).name,
      ru: ru(b),
    };
    const hash = await post('/api/payments/generate-hash', req);
    if (hash.status !== 200) {
      b.error = `generate-hash ${hash.status}: ${String(hash.body.message)}`;
      return null;
    }
    const page = await fetch(gatewayRedirect(`${gateway}/gateway/merchantRequest`, req, String(hash.body.dv)));
    const html = await page.text();
    if (page.status !== 200) {
      b.error = `gateway page ${page.status}`;
      return null;
    }
    return gatewayForms(html);
  }

  /** Pay or Cancel at the gateway: the signed return read from its redirect (Location), or null. */
  async function press(b: Buyer, form: Form | undefined, paying: boolean): Promise<Record<string, string> | null> {
    if (!form) {
      b.error = 'gateway page without its form';
      return null;
    }
    const now = o.clock();
    const res = await fetch(gateway + form.action, {
      method: 'POST',
      body: new URLSearchParams(form.fields),
      redirect: 'manual',
    });
    await res.arrayBuffer();
    const location = res.headers.get('location');
    if (res.status !== 302 || !location) {
      b.error = `gateway ${form.fields.action} ${res.status}`;
      return null;
    }
    const ret = Object.fromEntries(new URL(location).searchParams);
    if (paying) {
      b.paidAt = now;
      b.paidInHold = now < b.holdUntil!;
      b.ret = ret;
    }
    return ret;
  }

  /** verify, as /payment-response calls it: the return alone from a tab with no session, else with the browser's copy. */
  async function verify(b: Buyer, ret: Record<string, string>, session: boolean): Promise<void> {
    const body = session
      ? {
          ...ret,
          agreed: true,
          formData: { ...who(b), ticketQty: b.qty, match_date: o.matchDate, amount: b.amount },
        }
      : ret;
    const t0 = performance.now();
    const res = await post('/api/payments/verify', body);
    verifyMs.push(performance.now() - t0);
    b.answer = {
      http: res.status,
      status: typeof res.body.status === 'string' ? res.body.status : null,
      ticketNumbers: Array.isArray(res.body.ticketNumbers) ? res.body.ticketNumbers.map(Number) : [],
      body: res.body,
    };
  }

  /** A new buyer's steps up to where his behaviour stops (a late payer stops on the gateway's page). */
  async function arrive(b: Buyer): Promise<void> {
    try {
      if (!(await hold(b))) return;
      const forms = await toGateway(b);
      if (!forms) return;
      switch (b.behaviour) {
        case 'abandon':
          return;
        case 'late':
          b.payForm = forms.pay;
          return;
        case 'cancel': {
          const ret = await press(b, forms.cancel, false);
          if (!ret) return;
          await verify(b, ret, true);
          const row = await o.orderRow(b.prn!);
          if (row) b.afterCancel = row;
          return;
        }
        default: {
          const ret = await press(b, forms.pay, true);
          if (!ret || b.behaviour === 'never-return') return;
          await verify(b, ret, b.behaviour === 'pay');
        }
      }
    } catch (e) {
      b.error = e instanceof Error ? e.message : String(e);
    }
  }

  /** A late payer presses Pay at last, after his hold lapsed, and comes back. */
  async function payLate(b: Buyer): Promise<void> {
    try {
      const ret = await press(b, b.payForm, true);
      b.payForm = undefined;
      if (ret) await verify(b, ret, true);
    } catch (e) {
      b.error = e instanceof Error ? e.message : String(e);
    }
  }

  /** The same return again (a reload, a second tab, a buyer found by the sweep who comes back later): not timed. */
  async function replay(ret: Record<string, string>): Promise<Answer> {
    const res = await post('/api/payments/verify', ret);
    return {
      http: res.status,
      status: typeof res.body.status === 'string' ? res.body.status : null,
      ticketNumbers: Array.isArray(res.body.ticketNumbers) ? res.body.ticketNumbers.map(Number) : [],
      body: res.body,
    };
  }

  return { arrive, payLate, replay, verifyMs };
}

/** Runs `fn` over `items` with at most `limit` in flight. */
export async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
