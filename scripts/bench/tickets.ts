// The ticket rush (issue 38): at least 2,000 buyers race for one match day of 500 seats through the whole ticket path
// over real HTTP (pre-check's hold, generate-hash, the sandbox gateway, verify) against a demo API of its own, whose
// clock the bench holds and moves, so holds lapse without waiting a quarter of an hour. Some pay and come back, some
// come back in a tab with no session, some cancel, some abandon (their seats go back on sale), some never come back
// (the sweep finds them), some pay after their hold lapsed. Then the database says what really happened.
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPaymentConfig } from '../demo-api/payments.ts';
import { startServer } from '../demo-api/server.ts';
import type { Store } from '../demo-api/store.ts';
import type { BenchSection } from './context.ts';
import {
  CONCURRENCY,
  contactOf,
  drawBuyer,
  MAX_MINUTES,
  MIX,
  pool,
  prng,
  rush,
  RUSH_SEATS,
  RUSH_SIZE,
  RUSH_WAVES,
  SEED,
  TAIL_SIZE,
  type Behaviour,
  type Buyer,
} from './tickets-buyers.ts';

const MINUTE = 60_000;
const P95_BUDGET_MS = 300;
const ADMIN = { Authorization: 'users API-Key demo-admin-key', 'Content-Type': 'application/json' };
const DAY_MS = 86_400_000;
const NEPAL_MS = 345 * 60_000;

type Day = { availableCount: number; heldCount: number; bookedCount: number; capacity: number; status: string };
type Sweep = { released: number; checked: number; booked: number; unbooked: number; failed: number };

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : 0;
const fmt = (n: number) => n.toLocaleString('en');
/** A paragraph as lines of at most `width` characters. */
export function wrap(text: string, width = 118): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

export const tickets: BenchSection = {
  name: 'tickets',
  needsSite: false,
  run: async ({ workDir, log }) => {
    const started = performance.now();
    const dataDir = join(workDir, 'tickets-data');
    mkdirSync(dataDir, { recursive: true });
    // A stopped clock, moved a minute at a time by the bench (and never by the host's).
    let now = Math.floor(Date.now() / MINUTE) * MINUTE;
    const serverLog: string[] = [];
    const payment = defaultPaymentConfig();
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      seed: false,
      clock: () => now,
      sweepIntervalMs: 0,
      log: (m) => {
        if (/fail|error|refused|unknown/i.test(m)) serverLog.push(m);
      },
    });
    try {
      const { store } = server;
      const db = store.db;
      // The match day: noon in Kathmandu three days on, as the league stores it; one match, one activation.
      const matchDate = new Date(
        Math.floor((now + NEPAL_MS) / DAY_MS) * DAY_MS + 3 * DAY_MS + 6.25 * 3_600_000,
      ).toISOString();
      const nepalDay = new Date(Date.parse(matchDate) + NEPAL_MS).toISOString().slice(0, 10);
      const home = store.create('teams', { team_name: 'Budhanilkantha School' });
      const away = store.create('teams', { team_name: 'St. Xavier School' });
      const match = store.create('matches', {
        match_date: matchDate,
        time: '12:00',
        venue: 'Dhapakhel Lalitpur Stadium',
        status: 'upcoming',
        week: 7,
        homeTeam: home.id,
        awayTeam: away.id,
      });
      const activation = store.create('activate-ticket', {
        ticketsStartFrom: 1,
        week: 7,
        isActive: true,
        days: [
          {
            id: 'b'.repeat(24),
            date: matchDate,
            capacity: RUSH_SEATS,
            availableCount: RUSH_SEATS,
            heldCount: 0,
            bookedCount: 0,
            status: 'open',
            venue: 'Dhapakhel Lalitpur Stadium',
            matches: [match.id],
          },
        ],
      });
      const day = (): Day => (store.get('activate-ticket', activation.id)!.days as Day[])[0]!;
      const orderRow = (prn: string) =>
        db.prepare('SELECT status, held FROM orders WHERE prn = ?').get(prn) as
          { status: string; held: number } | undefined;
      const flow = rush({
        api: server.url,
        clock: () => now,
        merchantId: payment.merchantId,
        pricePerTicket: payment.pricePerTicket,
        matchDate,
        orderRow,
      });

      async function bookSeatShows(): Promise<number> {
        // What /book-seat reads: the activation, over HTTP.
        const res = await fetch(`${server.url}/api/activate-ticket/${activation.id}?depth=0`);
        const doc = (await res.json()) as { days?: Day[] };
        return Number(doc.days?.[0]?.availableCount ?? 0);
      }
      function countIssued(): number {
        return (
          db
            .prepare('SELECT COUNT(DISTINCT number) AS n FROM issued_tickets WHERE activation_id = ? AND day = ?')
            .get(String(activation.id), nepalDay) as { n: number }
        ).n;
      }

      const rand = prng(SEED);
      const buyers: Buyer[] = [];
      /** Late payers by the minute they press Pay: when their hold has lapsed (and the sweep released it), or later. */
      const late = new Map<number, Buyer[]>();
      /** Buyers who paid and never came back, until the sweep has booked them; the longest wait (virtual ms). */
      const unreturned = new Set<Buyer>();
      let sweepWaitMs = 0;
      const swept: Sweep = { released: 0, checked: 0, booked: 0, unbooked: 0, failed: 0 };
      let minute = 0;
      for (; ; minute++) {
        if (minute >= MAX_MINUTES)
          throw new Error(
            `tickets: the day is not sold after ${MAX_MINUTES} minutes: ${JSON.stringify(day())}, ` +
              `issued ${countIssued()}, late payers waiting ${[...late.values()].flat().length}`,
          );
        // Late payers, already on the gateway's page, press Pay as the minute starts; then the minute's new buyers.
        const payers = late.get(minute) ?? [];
        late.delete(minute);
        await pool(payers, CONCURRENCY, flow.payLate);
        const free = minute < RUSH_WAVES ? RUSH_SIZE : (await bookSeatShows()) > 0 ? TAIL_SIZE : 0;
        const arrivals = Array.from({ length: free }, (_, i) => drawBuyer(rand, buyers.length + i + 1, minute));
        for (const b of arrivals) buyers.push(b);
        await pool(arrivals, CONCURRENCY, flow.arrive);
        for (const b of arrivals) {
          if (b.behaviour === 'late' && b.payForm) {
            const at = minute + Math.ceil((b.holdUntil! - now) / MINUTE) + b.lateBy;
            late.set(at, [...(late.get(at) ?? []), b]);
          }
          if (b.behaviour === 'never-return' && b.paidAt !== undefined) unreturned.add(b);
        }
        // A minute passes; the sweep runs, as the demo API's timer would.
        now += MINUTE;
        const res = await fetch(`${server.url}/api/payments/sweep`, { method: 'POST', headers: ADMIN });
        if (!res.ok) throw new Error(`tickets: sweep answered ${res.status}: ${await res.text()}`);
        const s = (await res.json()) as Sweep;
        for (const k of Object.keys(swept) as Array<keyof Sweep>) swept[k] += Number(s[k]) || 0;
        for (const b of unreturned) {
          if (orderRow(b.prn!)?.status !== 'booked') continue;
          sweepWaitMs = Math.max(sweepWaitMs, now - b.paidAt!);
          unreturned.delete(b);
        }
        const d = day();
        const holding = (db.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = 'held'").get() as { n: number }).n;
        if (minute < RUSH_WAVES || minute % 5 === 0 || free > 0 || payers.length > 0)
          log(
            `minute ${minute}: ${free} new buyers, ${payers.length} late payers; day available ${d.availableCount}, ` +
              `held ${d.heldCount}, booked ${d.bookedCount}; sweep ${JSON.stringify(s)}`,
          );
        if (minute + 1 >= RUSH_WAVES && late.size === 0 && holding === 0 && d.availableCount === 0 && d.heldCount === 0)
          break;
      }
      const minutes = minute + 1;

      // What happened, from the database (and the buyers' own records beside it).
      const truth = audit({
        ...auditRows(db),
        activationId: String(activation.id),
        nepalDay,
        buyers,
        outbox: (() => {
          try {
            return new Set(readdirSync(join(dataDir, 'outbox')).map((f) => f.replace(/\.eml$/, '')));
          } catch {
            return new Set<string>();
          }
        })(),
      });
      const d = day();
      const counters = d.capacity === d.availableCount + d.heldCount + d.bookedCount && d.bookedCount === truth.sold;

      // Some paid returns again (a reload, a second tab, a buyer found by the sweep who comes back later): the stored
      // answer, the same seats, no contact details. Not timed.
      const again = buyers.filter((b) => b.ret && b.paidAt !== undefined).filter((_, i) => i % 7 === 0);
      let replayWrong = 0;
      for (const b of again) {
        const a = await flow.replay(b.ret!);
        const seats = truth.seatsOf.get(b.prn!) ?? [];
        const text = JSON.stringify(a.body);
        const leak = text.includes(contactOf(b).email) || text.includes(contactOf(b).phone) || 'sentTo' in a.body;
        const same =
          a.status === truth.statusOf.get(b.prn!) && a.ticketNumbers.join(',') === [...seats].sort(byNum).join(',');
        if (leak || !same) {
          replayWrong++;
          log(`replay of ${b.prn}: ${a.http} ${JSON.stringify(a.body).slice(0, 300)}`);
        }
      }

      // The league's view of the refunds it owes (GET /api/payments/orders, admin): every paid_unbooked order, summed.
      const owedRes = await fetch(`${server.url}/api/payments/orders?where[status][equals]=paid_unbooked&limit=1000`, {
        headers: ADMIN,
      });
      const owed = (await owedRes.json()) as { totalDocs?: number; owed?: number };
      const leagueSees = owed.totalDocs === truth.paidUnbooked && owed.owed === truth.refundOwed;

      const sortedMs = [...flow.verifyMs].sort((a, b) => a - b);
      const p95 = Math.round(percentile(sortedMs, 0.95));
      const line =
        `tickets: buyers=${buyers.length} seats=${RUSH_SEATS} sold=${truth.sold} double_sold=${truth.doubleSold} ` +
        `paid_without_seat=${truth.paidWithoutSeat.length} paid_unbooked=${truth.paidUnbooked} ` +
        `lost_returns=${truth.lostReturns.length} p95_verify_ms=${p95}`;
      log(line);
      const wallS = (performance.now() - started) / 1000;
      for (const m of serverLog.slice(0, 20)) log(`demo API: ${m}`);

      const faults = [
        truth.sold !== RUSH_SEATS && `sold ${truth.sold} of ${RUSH_SEATS}`,
        truth.doubleSold > 0 && `${truth.doubleSold} numbers sold twice: ${truth.doubled.slice(0, 10).join(', ')}`,
        truth.paidWithoutSeat.length > 0 && `paid within the hold, no seat: ${truth.paidWithoutSeat.join(', ')}`,
        truth.lostReturns.length > 0 && `paid, neither booked nor paid_unbooked: ${truth.lostReturns.join(', ')}`,
        truth.untold.length > 0 && `paid_unbooked without being told: ${truth.untold.join(', ')}`,
        truth.mismatched.length > 0 && `seats not as answered or not the quantity: ${truth.mismatched.join(', ')}`,
        truth.leaks.length > 0 && `contact details in a verify answer: ${truth.leaks.join(', ')}`,
        truth.stillHeld > 0 && `${truth.stillHeld} orders still hold seats at the end`,
        !counters && `the day's counts do not add up: ${JSON.stringify(d)}`,
        replayWrong > 0 && `${replayWrong} replayed verifies not the stored answer or with contact details`,
        !leagueSees &&
          `the league's list of refunds owed says ${JSON.stringify(owed)}, the orders ${truth.paidUnbooked}`,
      ].filter((f): f is string => typeof f === 'string');

      const doc = tableDoc({ buyers, truth, minutes, swept, sweepWaitMs, sortedMs, p95, wallS, line, replays: again });
      if (faults.length) throw new Error(`tickets: ${faults.join('; ')}\n${line}`);
      return { doc, line };
    } finally {
      await server.close();
    }
  },
};

const byNum = (a: number, b: number) => a - b;

type Truth = ReturnType<typeof audit>;

/** What the audit reads from a database: every order, every issued number, the PRNs the gateway took money for. */
export type AuditRows = {
  orders: Array<{
    prn: string;
    status: string;
    qty: number | null;
    amount: number | null;
    held: number;
    result: string | null;
    refund: number | null;
  }>;
  issued: Array<{ activation_id: string; number: number; prn: string; day: string }>;
  paidAtGateway: Set<string>;
};

/** The demo API's rows (its SQLite database, the sandbox gateway's payments in it). */
export function auditRows(db: Store['db']): AuditRows {
  return {
    orders: db
      .prepare('SELECT prn, status, qty, amount, held, result, refund FROM orders')
      .all() as AuditRows['orders'],
    issued: db.prepare('SELECT activation_id, number, prn, day FROM issued_tickets').all() as AuditRows['issued'],
    paidAtGateway: gatewayPaid(db),
  };
}

/** PRNs the sandbox gateway took money for. */
export const gatewayPaid = (db: Store['db']) =>
  new Set(
    (db.prepare("SELECT DISTINCT prn FROM gateway_txns WHERE ps = 'true'").all() as Array<{ prn: string }>).map(
      (r) => r.prn,
    ),
  );

/** Reads every order's outcome and every issued number, and sets them against what each buyer did and was told. */
export function audit(o: AuditRows & { activationId: string; nepalDay: string; buyers: Buyer[]; outbox: Set<string> }) {
  const { orders, issued, paidAtGateway, buyers } = o;
  const statusOf = new Map(orders.map((r) => [r.prn, r.status]));
  const byPrn = new Map(buyers.filter((b) => b.prn).map((b) => [b.prn!, b]));

  // Who holds each number: the issued rows, each booked order's stored answer and the answers the buyers got.
  const holders = new Map<number, Set<string>>();
  const seatsOf = new Map<string, number[]>();
  const hold = (n: number, prn: string) => holders.set(n, (holders.get(n) ?? new Set()).add(prn));
  const forDay = issued.filter((r) => String(r.activation_id) === o.activationId && r.day === o.nepalDay);
  const sold = new Set(forDay.map((r) => Number(r.number))).size;
  for (const r of issued) {
    hold(Number(r.number), r.prn);
    seatsOf.set(r.prn, [...(seatsOf.get(r.prn) ?? []), Number(r.number)]);
  }
  const stored = new Map<string, Record<string, unknown>>();
  for (const r of orders) {
    if (!r.result) continue;
    const answer = JSON.parse(r.result) as Record<string, unknown>;
    stored.set(r.prn, answer);
    if (Array.isArray(answer.ticketNumbers)) for (const n of answer.ticketNumbers) hold(Number(n), r.prn);
  }
  for (const b of buyers) for (const n of b.answer?.ticketNumbers ?? []) if (b.prn) hold(n, b.prn);
  const doubled = [...holders].filter(([, prns]) => prns.size > 1).map(([n, prns]) => `#${n} (${[...prns].join(' ')})`);
  const doubleSold = doubled.length + (forDay.length - sold);

  // Every booked order: its quantity of numbers, the same in the database, its stored answer and the buyer's answer.
  const mismatched: string[] = [];
  for (const r of orders.filter((x) => x.status === 'booked')) {
    const seats = (seatsOf.get(r.prn) ?? []).sort(byNum).join(',');
    const answered = stored.get(r.prn)?.ticketNumbers;
    const told = byPrn.get(r.prn)?.answer;
    if (
      (seatsOf.get(r.prn) ?? []).length !== r.qty ||
      !Array.isArray(answered) ||
      [...answered].map(Number).sort(byNum).join(',') !== seats ||
      (told?.status === 'booked' && [...told.ticketNumbers].sort(byNum).join(',') !== seats)
    )
      mismatched.push(r.prn);
  }

  // Paid within a live hold: booked with the seats held, and told so if he came back.
  const paidWithoutSeat = buyers
    .filter((b) => b.paidInHold)
    .filter(
      (b) =>
        statusOf.get(b.prn!) !== 'booked' ||
        (seatsOf.get(b.prn!) ?? []).length !== b.qty ||
        (b.answer !== undefined && (b.answer.http !== 200 || b.answer.status !== 'booked')),
    )
    .map((b) => `${b.prn} (${b.behaviour}: ${statusOf.get(b.prn!)}, answered ${b.answer?.http} ${b.answer?.status})`);

  // paid_unbooked: only after a lapsed hold, each buyer told so, the refund owed the amount paid.
  const unbooked = orders.filter((r) => r.status === 'paid_unbooked');
  const untold = unbooked
    .filter((r) => {
      const b = byPrn.get(r.prn);
      return !b || b.paidInHold || b.answer?.status !== 'paid_unbooked' || r.refund !== r.amount;
    })
    .map(
      (r) => `${r.prn} (${byPrn.get(r.prn)?.behaviour}, told ${byPrn.get(r.prn)?.answer?.status}, refund ${r.refund})`,
    );

  // Every payment the gateway took (or a buyer saw taken) ends booked or paid_unbooked.
  const paid = new Set([...paidAtGateway, ...buyers.filter((b) => b.paidAt !== undefined).map((b) => b.prn!)]);
  const lostReturns = [...paid]
    .filter((prn) => !['booked', 'paid_unbooked'].includes(statusOf.get(prn) ?? ''))
    .map((prn) => `${prn} (${byPrn.get(prn)?.behaviour}: ${statusOf.get(prn)})`);

  // No answer to a buyer holds an e-mail address or a phone number (the first booked one masks the address: sentTo).
  const leaks = buyers
    .filter((b) => b.answer)
    .filter((b) => {
      const text = JSON.stringify(b.answer!.body);
      return text.includes(contactOf(b).email) || text.includes(contactOf(b).phone);
    })
    .map((b) => b.prn!);

  const booked = orders.filter((r) => r.status === 'booked');
  return {
    sold,
    doubleSold,
    doubled,
    paidWithoutSeat,
    paidUnbooked: unbooked.length,
    refundOwed: unbooked.reduce((sum, r) => sum + (r.refund ?? 0), 0),
    untold,
    lostReturns,
    mismatched,
    leaks,
    stillHeld: orders.filter((r) => r.status === 'held' || r.held > 0).length,
    statusOf,
    seatsOf,
    booked: booked.length,
    notEmailed: booked.filter((r) => !o.outbox.has(r.prn)).length,
  };
}

const BEHAVIOUR_TEXT: Record<Behaviour, string> = {
  pay: 'pay, come back to their tab',
  'no-session': 'pay, come back in a tab with no session',
  cancel: 'cancel at the gateway',
  abandon: "leave the gateway's page, never pay",
  'never-return': 'pay, never come back',
  late: "pay on the gateway's page after the hold lapsed",
};

function tableDoc(o: {
  buyers: Buyer[];
  truth: Truth;
  minutes: number;
  swept: Sweep;
  sweepWaitMs: number;
  sortedMs: number[];
  p95: number;
  wallS: number;
  line: string;
  replays: Buyer[];
}): string {
  const { buyers, truth } = o;
  const holdMinutes = buyers.find((b) => b.holdMinutes)?.holdMinutes ?? 15;
  const outcome = (list: Buyer[]) => {
    const counts = new Map<string, number>();
    for (const b of list.filter((x) => x.prn)) {
      const s = truth.statusOf.get(b.prn!) ?? 'none';
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    return [...counts].map(([s, n]) => `${s} ${n}`).join(', ') || '–';
  };
  const mixRows = MIX.map(([b, share]) => {
    const list = buyers.filter((x) => x.behaviour === b);
    const held = list.filter((x) => x.prn);
    return `| ${BEHAVIOUR_TEXT[b]} | ${Math.round(share * 100)} % | ${fmt(list.length)} | ${fmt(held.length)} | ${outcome(held)} |`;
  });
  const refused = new Map<string, number>();
  for (const b of buyers.filter((x) => x.refused)) refused.set(b.refused!, (refused.get(b.refused!) ?? 0) + 1);
  const cancels = buyers.filter((b) => b.afterCancel);
  const releasedAtOnce = cancels.filter((b) => b.afterCancel!.status === 'failed' && b.afterCancel!.held === 0).length;
  const errors = buyers.filter((b) => b.error).length;
  // Every hold of a buyer who left the gateway's page, or stayed on it too long, lapsed.
  const lapsedSeats = buyers
    .filter((b) => b.prn && (b.behaviour === 'abandon' || b.behaviour === 'late'))
    .reduce((sum, b) => sum + b.qty, 0);
  const ms = (p: number) => Math.round(percentile(o.sortedMs, p));
  return [
    `## Ticket rush (one match day of ${RUSH_SEATS} seats)`,
    '',
    ...wrap(
      `${fmt(buyers.length)} buyers race for one day of ${RUSH_SEATS} seats through the whole ticket path over real HTTP: ` +
        "pre-check (which holds the seats), generate-hash, the sandbox gateway's page and its Pay or Cancel form, then " +
        "verify with the gateway's signed return. The demo API runs in the bench's process on a fresh database, its " +
        'clock stopped and moved on a minute at a time by the bench, which then sweeps (`POST /api/payments/sweep`) as ' +
        `the API's timer would. Buyers arrive in waves: ${RUSH_SIZE} a minute for ${RUSH_WAVES} minutes (the rush: ` +
        `${fmt(RUSH_SIZE * RUSH_WAVES)}), then ${TAIL_SIZE} in each later minute in which /book-seat shows seats free; ` +
        `${CONCURRENCY} requests in flight at most; 1 to 5 tickets each (a buyer told that fewer remain takes those); ` +
        'the mix below drawn from a seeded PRNG. A late payer presses Pay 0 to 10 minutes after his hold lapsed, as a ' +
        "minute starts, before that minute's new buyers.",
    ),
    '',
    ...wrap(
      `Seats are held for ${holdMinutes} minutes: long enough for Fonepay's page, a switch to a bank or wallet app and ` +
        "back, an OTP and a slow network; short enough that seats abandoned in a final's rush are back on sale within a " +
        'quarter of an hour. Budgets: no seat sold twice; every buyer who paid within his hold seated; `paid_unbooked` ' +
        'only after a lapsed hold, each such buyer told; every paid return booked, whether the buyer came back with a ' +
        'session, without one or not at all; every seat sold by the end; p95 of verify at most ' +
        `${P95_BUDGET_MS} ms. The bench fails on a broken zero, never on a timing; figures from a machine busy with ` +
        'other work are provisional.',
    ),
    '',
    '| buyers who … | share | buyers | got a hold | orders at the end |',
    '|---|---|---|---|---|',
    ...mixRows,
    '',
    '| figure | value |',
    '|---|---|',
    `| seats sold (issued numbers for the day) | ${truth.sold} of ${RUSH_SEATS} |`,
    `| numbers sold twice | ${truth.doubleSold} |`,
    `| paid within the hold, no seat | ${truth.paidWithoutSeat.length} |`,
    `| paid after the hold lapsed, no seat left (\`paid_unbooked\`: each told, listed for the league with the refund owed) | ${truth.paidUnbooked} (Rs. ${fmt(truth.refundOwed)}) |`,
    `| paid, neither booked nor \`paid_unbooked\` | ${truth.lostReturns.length} |`,
    `| verify calls: p50 / p95 / max | ${ms(0.5)} / ${o.p95} / ${Math.round(o.sortedMs.at(-1) ?? 0)} ms (${o.p95 <= P95_BUDGET_MS ? 'within' : 'over'} the ${P95_BUDGET_MS} ms budget; ${fmt(o.sortedMs.length)} calls) |`,
    `| refused at pre-check (409 by code) | ${[...refused].map(([c, n]) => `${c} ${fmt(n)}`).join(', ') || '–'} |`,
    `| took the seats left after a 409 \`remain\` | ${buyers.filter((b) => b.asked !== undefined && b.prn).length} |`,
    `| cancelled holds released at once | ${releasedAtOnce} of ${cancels.length} |`,
    `| holds lapsed and released by the sweep, their seats sold again | ${o.swept.released} (${lapsedSeats} seats) |`,
    `| paid and never returned: booked by the sweep within | ${Math.round(o.sweepWaitMs / 1000)} s of paying, virtual (budget: 5 min) |`,
    `| sweeps: holds released, status checks, booked, \`paid_unbooked\`, checks failed | ${o.swept.released}, ${o.swept.checked}, ${o.swept.booked}, ${o.swept.unbooked}, ${o.swept.failed} |`,
    `| booked orders without a confirmation e-mail | ${truth.notEmailed} of ${truth.booked} |`,
    `| replayed verifies answered as stored, without contact details | ${o.replays.length} |`,
    `| buyers whose step failed unexpectedly | ${errors} |`,
    `| virtual minutes, wall time | ${o.minutes} min, ${o.wallS.toFixed(1)} s |`,
    '',
    `\`${o.line}\``,
  ].join('\n');
}
