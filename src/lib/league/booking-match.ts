// Booking matches (SPEC §3): the day's matches as the ticket screens keep them, and the legacy match-details form.
import type { TicketMatch } from '../api/types.ts';
import { time } from '../format/base.ts';

/** SPEC §3 booking match; kickoff is an ISO instant, or kickoff text kept from a legacy record. */
export type BookingMatch = {
  id: string;
  home: string;
  away: string;
  homeLogo: string | null;
  awayLogo: string | null;
  kickoff: string | null;
  week: number | null;
};

/**
 * The sentinel a booking record keeps for a side not known yet (records already in visitors' sessions hold it), not a
 * word of the page: the ticket screens show their language's word for it (src/islands/tickets/ticket-lang.ts).
 */
export const TBD_TEAM = 'TBD';
const TBD = TBD_TEAM;

export function toBookingMatch(m: TicketMatch): BookingMatch {
  return {
    id: m.id,
    home: m.home?.name ?? TBD,
    away: m.away?.name ?? TBD,
    homeLogo: m.home && !m.home.logo.isDefault ? m.home.logo.src : null,
    awayLogo: m.away && !m.away.logo.isDefault ? m.away.logo.src : null,
    kickoff: m.date,
    week: m.week,
  };
}

/** The day's matches in kickoff order (an undated match last). */
export function bookingMatches(matches: TicketMatch[]): BookingMatch[] {
  const t = (m: TicketMatch) => time(m.date) ?? Infinity;
  return [...matches].sort((a, b) => t(a) - t(b)).map(toBookingMatch);
}

/** SPEC §3 legacy match details: the success screen's older input shape. */
export type LegacyMatchDetails = Partial<
  Record<
    | 'homeTeam'
    | 'awayTeam'
    | 'team1'
    | 'team2'
    | 'homeTeam2'
    | 'awayTeam2'
    | 'img1'
    | 'img2'
    | 'img3'
    | 'kickoff'
    | 'kickoff2'
    | 'dateISO'
    | 'date'
    | 'venue',
    unknown
  >
> & { week?: unknown };

const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;

export function isLegacyMatchDetails(v: unknown): v is LegacyMatchDetails {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return ['homeTeam', 'awayTeam', 'team1', 'team2', 'homeTeam2', 'awayTeam2'].some((k) => str(o[k]) !== null);
}

/**
 * SPEC §2: a legacy match-details form becomes two matches. The first is homeTeam (or team1) against awayTeam (or
 * team2) with img1 and img2; the second is homeTeam2 against awayTeam2 with img3 for its home side, kicking off at
 * kickoff2 (docs/decisions/tickets.md). A side with no second match gives one match.
 */
export function legacyMatches(d: LegacyMatchDetails): BookingMatch[] {
  const weekNum = typeof d.week === 'number' ? d.week : Number(str(d.week));
  const week = Number.isInteger(weekNum) && weekNum > 0 ? weekNum : null;
  const first: BookingMatch = {
    id: 'legacy-1',
    home: str(d.homeTeam) ?? str(d.team1) ?? TBD,
    away: str(d.awayTeam) ?? str(d.team2) ?? TBD,
    homeLogo: str(d.img1),
    awayLogo: str(d.img2),
    kickoff: str(d.kickoff),
    week,
  };
  const home2 = str(d.homeTeam2);
  const away2 = str(d.awayTeam2);
  if (home2 === null && away2 === null) return [first];
  return [
    first,
    {
      id: 'legacy-2',
      home: home2 ?? TBD,
      away: away2 ?? TBD,
      homeLogo: str(d.img3),
      awayLogo: null,
      kickoff: str(d.kickoff2),
      week,
    },
  ];
}

/** The date of a legacy record: dateISO, else date. */
export function legacyDate(d: LegacyMatchDetails): string | null {
  return str(d.dateISO) ?? str(d.date);
}
