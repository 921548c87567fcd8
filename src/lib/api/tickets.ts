// Ticket activation documents (booking screen): days with capacity, counts, status and their matches.
import { z } from 'zod';
import { bool, count, date, id, intIn, num, refId, text } from './fields.ts';
import { toTeamRef } from './refs.ts';
import type { TicketActivation, TicketDay, TicketMatch } from './types.ts';

function toTicketMatch(v: unknown): TicketMatch | null {
  const matchId = refId(v);
  if (matchId === null) return null;
  const obj = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  return { id: matchId, date: date.parse(obj.match_date ?? obj.matchDate), week: intIn(1, 1000)(num.parse(obj.week)),
    venue: text.parse(obj.venue), home: toTeamRef(obj.homeTeam), away: toTeamRef(obj.awayTeam) };
}

const daySchema = z.looseObject({
  id: id.catch(''), date, capacity: count, availableCount: count, bookedCount: count, status: text, venue: text, matches: z.unknown().optional(),
}).transform((d): TicketDay => ({
  id: d.id, date: d.date, capacity: Math.max(0, d.capacity), availableCount: Math.max(0, d.availableCount), bookedCount: Math.max(0, d.bookedCount),
  status: (d.status ?? 'open').toLowerCase(), venue: d.venue,
  matches: Array.isArray(d.matches) ? d.matches.map(toTicketMatch).filter((m): m is TicketMatch => m !== null) : [],
}));

export const ticketActivationSchema = z.looseObject({
  id, ticketsStartFrom: num, week: num, isActive: bool, days: z.array(z.unknown().optional()).nullish().catch(null),
}).transform((d): TicketActivation => ({
  id: d.id,
  ticketsStartFrom: d.ticketsStartFrom !== null && Number.isInteger(d.ticketsStartFrom) && d.ticketsStartFrom > 0 ? d.ticketsStartFrom : 1,
  week: d.week !== null && Number.isInteger(d.week) && d.week > 0 ? d.week : 1,
  isActive: d.isActive,
  days: (d.days ?? []).map((x) => daySchema.safeParse(x)).flatMap((r) => (r.success ? [r.data] : [])),
}));
