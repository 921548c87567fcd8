// The ticket rush of the tickets section (issue 38: buyers in waves, the same seeded mix of behaviours, the same
// audit) against the league's plugin on Payload with Postgres: two Payload processes on one database (as a league runs
// more than one instance, or serverless functions), each buyer sent to one of them, the sandbox gateway and its status
// check from a demo API of the bench's own, every clock moved a minute at a time. Then Postgres says what happened.
import type { Store } from '../demo-api/store.ts';
import type { Postgres } from '../lib/postgres.ts';
import { league, type PayloadCms } from './cms-payload.ts';
import { audit, gatewayPaid, percentile, type AuditRows } from './tickets.ts';
import {
  CONCURRENCY,
  drawBuyer,
  MAX_MINUTES,
  pool,
  prng,
  rush,
  RUSH_SEATS,
  RUSH_SIZE,
  RUSH_WAVES,
  SEED,
  TAIL_SIZE,
  type Buyer,
} from './tickets-buyers.ts';

const MINUTE = 60_000;
const DAY_MS = 86_400_000;
const NEPAL_MS = 345 * 60_000;

type Day = { availableCount: number; heldCount: number; bookedCount: number; capacity: number; status: string };
export type RushClock = { ahead: number; now: () => number };

export type RushFigures = {
  buyers: number;
  minutes: number;
  sold: number;
  doubleSold: number;
  paidWithoutSeat: number;
  paidUnbooked: number;
  lostReturns: number;
  released: number;
  p50: number;
  p95: number;
  verifyCalls: number;
  wallS: number;
  faults: string[];
};

export async function payloadRush(o: {
  cms: PayloadCms[];
  pg: Postgres;
  database: string;
  gateway: { url: string; db: Store['db'] };
  clock: RushClock;
  /** Filled as buyers arrive (the audit reads them). */
  buyers: Buyer[];
  log: (line: string) => void;
}): Promise<RushFigures> {
  const started = performance.now();
  const [first] = o.cms;
  const api = first!.url;
  const sql = <T>(q: string) => o.pg.query<T>(o.database, q);
  // The demo season's own ticket days step aside: the rush's day is the only one on sale.
  const seeded = (await league(api, '/activate-ticket?limit=0&depth=0&where[isActive][equals]=true')).docs as Array<{
    id: number;
  }>;
  for (const a of seeded) await league(api, `/activate-ticket/${a.id}`, 'PATCH', { isActive: false });
  const now = o.clock.now();
  const matchDate = new Date(
    Math.floor((now + NEPAL_MS) / DAY_MS) * DAY_MS + 3 * DAY_MS + 6.25 * 3_600_000,
  ).toISOString();
  const nepalDay = new Date(Date.parse(matchDate) + NEPAL_MS).toISOString().slice(0, 10);
  const team = async (team_name: string) =>
    ((await league(api, '/teams', 'POST', { team_name })).doc as { id: number }).id;
  const [home, away] = [await team('Rush Home School'), await team('Rush Away School')];
  const match = (
    await league(api, '/matches', 'POST', {
      match_date: matchDate,
      time: '12:00',
      venue: 'Dhapakhel Lalitpur Stadium',
      status: 'upcoming',
      week: 7,
      homeTeam: home,
      awayTeam: away,
    })
  ).doc as { id: number };
  const activation = (
    await league(api, '/activate-ticket', 'POST', {
      ticketsStartFrom: 1,
      week: 7,
      isActive: true,
      days: [
        {
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
    })
  ).doc as { id: number };
  const day = async (): Promise<Day> =>
    ((await league(api, `/activate-ticket/${activation.id}?depth=0`)) as { days: Day[] }).days[0]!;
  const safe = (prn: string) => prn.replace(/[^A-Za-z0-9_-]/g, '');
  const orderRow = async (prn: string) =>
    (await sql<{ status: string; held: number }>(`SELECT status, held FROM orders WHERE prn = '${safe(prn)}'`))[0];
  // Each buyer goes to one of the Payload processes, alternately.
  const flows = o.cms.map((c) =>
    rush({
      api: c.url,
      gateway: o.gateway.url,
      clock: o.clock.now,
      merchantId: 'NBQM',
      pricePerTicket: 1,
      matchDate,
      orderRow,
    }),
  );
  const flowOf = (b: Buyer) => flows[b.n % flows.length]!;

  const rand = prng(SEED);
  const { buyers } = o;
  const late = new Map<number, Buyer[]>();
  let released = 0;
  let minute = 0;
  for (; ; minute++) {
    if (minute >= MAX_MINUTES) throw new Error(`cms rush: the day is not sold after ${MAX_MINUTES} minutes`);
    const payers = late.get(minute) ?? [];
    late.delete(minute);
    await pool(payers, CONCURRENCY, (b) => flowOf(b).payLate(b));
    const free = minute < RUSH_WAVES ? RUSH_SIZE : (await day()).availableCount > 0 ? TAIL_SIZE : 0;
    const arrivals = Array.from({ length: free }, (_, i) => drawBuyer(rand, buyers.length + i + 1, minute));
    buyers.push(...arrivals);
    await pool(arrivals, CONCURRENCY, (b) => flowOf(b).arrive(b));
    for (const b of arrivals)
      if (b.behaviour === 'late' && b.payForm) {
        const at = minute + Math.ceil((b.holdUntil! - o.clock.now()) / MINUTE) + b.lateBy;
        late.set(at, [...(late.get(at) ?? []), b]);
      }
    // A minute passes on every clock; the league's cron calls the sweep on one of the processes.
    o.clock.ahead += MINUTE;
    await Promise.all(o.cms.map((c) => c.setAhead(o.clock.ahead)));
    const s = (await league(api, '/payments/sweep', 'POST')) as { released?: number };
    released += Number(s.released) || 0;
    const d = await day();
    const [{ n: holding } = { n: 0 }] = await sql<{ n: number }>(
      "SELECT count(*) AS n FROM orders WHERE status = 'held'",
    );
    if (minute < RUSH_WAVES || minute % 5 === 0 || free > 0 || payers.length > 0)
      o.log(
        `rush minute ${minute}: ${free} new buyers, ${payers.length} late payers; day available ${d.availableCount}, ` +
          `held ${d.heldCount}, booked ${d.bookedCount}; sweep ${JSON.stringify(s)}`,
      );
    if (minute + 1 >= RUSH_WAVES && late.size === 0 && holding === 0 && d.availableCount === 0 && d.heldCount === 0)
      break;
  }

  // What happened, from Postgres (and the gateway's own record of what it was paid).
  const rows: AuditRows = {
    orders: await sql<AuditRows['orders'][number]>('SELECT prn, status, qty, amount, held, result, refund FROM orders'),
    issued: await sql<AuditRows['issued'][number]>(
      'SELECT activation AS activation_id, number, prn, day FROM issued_tickets',
    ),
    paidAtGateway: gatewayPaid(o.gateway.db),
  };
  const truth = audit({ ...rows, activationId: String(activation.id), nepalDay, buyers, outbox: new Set() });
  const d = await day();
  const errors = buyers.filter((b) => b.error);
  const faults = [
    truth.sold !== RUSH_SEATS && `sold ${truth.sold} of ${RUSH_SEATS}`,
    truth.doubled.length > 0 && `numbers sold twice: ${truth.doubled.slice(0, 10).join(', ')}`,
    truth.paidWithoutSeat.length > 0 &&
      `paid within the hold, no seat: ${truth.paidWithoutSeat.slice(0, 10).join(', ')}`,
    truth.lostReturns.length > 0 &&
      `paid, neither booked nor paid_unbooked: ${truth.lostReturns.slice(0, 10).join(', ')}`,
    truth.untold.length > 0 && `paid_unbooked without being told: ${truth.untold.slice(0, 10).join(', ')}`,
    truth.mismatched.length > 0 && `seats not as answered: ${truth.mismatched.slice(0, 10).join(', ')}`,
    truth.leaks.length > 0 && `contact details in a verify answer: ${truth.leaks.slice(0, 10).join(', ')}`,
    truth.stillHeld > 0 && `${truth.stillHeld} orders still hold seats`,
    (d.capacity !== d.availableCount + d.heldCount + d.bookedCount || d.bookedCount !== truth.sold) &&
      `the day's counts do not add up: ${JSON.stringify(d)}, sold ${truth.sold}`,
    errors.length > 0 &&
      `${errors.length} buyers' steps failed: ${errors
        .slice(0, 5)
        .map((b) => b.error)
        .join('; ')}`,
  ].filter((f): f is string => typeof f === 'string');
  const ms = flows.flatMap((f) => f.verifyMs).sort((a, b) => a - b);
  return {
    buyers: buyers.length,
    minutes: minute + 1,
    sold: truth.sold,
    // A seat sold twice: a number sold to two buyers, or a ticket beyond the stadium's seats (numbers are unique per
    // activation in the plugin's issued-tickets, so an oversold day shows as numbers past its capacity).
    doubleSold: truth.doubleSold + Math.max(0, truth.sold - RUSH_SEATS),
    paidWithoutSeat: truth.paidWithoutSeat.length,
    paidUnbooked: truth.paidUnbooked,
    lostReturns: truth.lostReturns.length,
    released,
    p50: Math.round(percentile(ms, 0.5)),
    p95: Math.round(percentile(ms, 0.95)),
    verifyCalls: ms.length,
    wallS: (performance.now() - started) / 1000,
    faults,
  };
}
