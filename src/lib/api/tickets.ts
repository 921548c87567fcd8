// Ticket activation documents (booking screen): days with capacity, counts, status and their matches. Read only in the
// browser, so with the zod-free readers of plain.ts (the live islands' way): zod would be a large part of /book-seat's
// island (docs/decisions/performance.md, "Booking without zod"). The fallbacks are the lenient fields of fields.ts; tests/unit/api/tickets.test.ts holds them to it.
import { toImage } from './media.ts';
import { obj, readBool, readDate, readId, readIntIn, readNum, readText, refId } from './plain.ts';
import type { TeamRef, TicketActivation, TicketDay, TicketMatch } from './types.ts';

/** The largest count believed (fields.ts MAX_COUNT): a CMS typo of 1e12 seats is not shown. */
const MAX_COUNT = 1_000_000_000;

/** A count: a whole number from 0 to MAX_COUNT (numeric text accepted), 0 when missing, negative or absurd. */
export function readCount(v: unknown): number {
  if (v === null || v === undefined || v === '') return 0;
  const n = readNum(v);
  return n !== null && Number.isInteger(n) && n >= 0 && n <= MAX_COUNT ? n : 0;
}

function toTeamRef(v: unknown): TeamRef | null {
  const id = refId(v);
  if (id === null) return null;
  const name = readText(obj(v)?.team_name);
  // The Nepali name (issue 42), where the CMS has one.
  const nameNe = readText(obj(v)?.team_name_ne);
  return {
    id,
    name,
    ...(nameNe ? { nameNe } : {}),
    logo: toImage(obj(v)?.team_logo, 'team', name ? `${name} logo` : 'Team logo'),
  };
}

function toTicketMatch(v: unknown): TicketMatch | null {
  const matchId = refId(v);
  if (matchId === null) return null;
  const o = obj(v) ?? {};
  return {
    id: matchId,
    date: readDate(o.match_date ?? o.matchDate),
    week: readIntIn(o.week, 1, 1000),
    venue: readText(o.venue),
    home: toTeamRef(o.homeTeam),
    away: toTeamRef(o.awayTeam),
  };
}

function toTicketDay(v: unknown): TicketDay | null {
  const d = obj(v);
  if (!d) return null;
  return {
    id: readId(d.id) ?? '',
    date: readDate(d.date),
    capacity: readCount(d.capacity),
    availableCount: readCount(d.availableCount),
    bookedCount: readCount(d.bookedCount),
    heldCount: readCount(d.heldCount),
    status: (readText(d.status) ?? 'open').toLowerCase(),
    venue: readText(d.venue),
    matches: Array.isArray(d.matches) ? d.matches.map(toTicketMatch).filter((m): m is TicketMatch => m !== null) : [],
  };
}

const positiveWhole = (v: unknown) => {
  const n = readNum(v);
  return n !== null && Number.isInteger(n) && n > 0 ? n : 1;
};

/** An activation document, or null when it has no usable id (days that are not objects are dropped). */
export function toTicketActivation(v: unknown): TicketActivation | null {
  const d = obj(v);
  const id = readId(d?.id);
  if (!d || id === null) return null;
  return {
    id,
    ticketsStartFrom: positiveWhole(d.ticketsStartFrom),
    week: positiveWhole(d.week),
    isActive: readBool(d.isActive),
    days: Array.isArray(d.days) ? d.days.map(toTicketDay).filter((x): x is TicketDay => x !== null) : [],
  };
}
