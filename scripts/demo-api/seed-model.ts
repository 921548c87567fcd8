// The seed's shared types (SeedData and the in-memory league model), the media bank and the document finaliser.
import type { Png, Rgb } from './images.ts';
import type { School } from './seed-names.ts';
import { iso } from './seed-util.ts';

export type SeedDoc = Record<string, unknown> & { id: number; createdAt: string; updatedAt: string };
export type MediaItem = {
  id: number;
  filename: string;
  alt: string;
  width: number;
  height: number;
  mimeType: string;
  bytes: Uint8Array;
};
export type SeedData = {
  media: MediaItem[];
  collections: Record<string, SeedDoc[]>;
};

/** A document before finalising: times as epoch ms. */
export type Draft = Record<string, unknown> & { id: number; createdAt: number; updatedAt: number };

export type Position =
  'goalkeeper' | 'defender' | 'midfielder' | 'forward' | 'Team Manager' | 'Head Coach' | 'Assistant Coach';
export const STAFF_POSITIONS: Position[] = ['Team Manager', 'Head Coach', 'Assistant Coach'];

export type Stats = { appearance: number; goals: number; cleansheet: number; yellowcards: number; redcards: number };
export type PlayerRec = {
  id: number;
  name: string;
  position: Position;
  jersey: number | null;
  img: number | null;
  dob: string | null;
  nationality: string;
  height: { feet: number; inches: number } | null;
  weight: { value: number } | null;
  teamId: number;
  stats: Stats;
  createdAt: number;
};
export type TeamRec = {
  id: number;
  school: School;
  logo: number | null;
  stadium: string;
  manager: string;
  details: string;
  /** Outfield and goalkeepers in order of preference (first choices first). */
  gk: PlayerRec[];
  def: PlayerRec[];
  mid: PlayerRec[];
  fwd: PlayerRec[];
  staff: PlayerRec[];
  captain: number;
  createdAt: number;
  updatedAt: number;
};
export const squadOf = (t: TeamRec): PlayerRec[] => [...t.gk, ...t.def, ...t.mid, ...t.fwd];

export type Status = 'upcoming' | 'running' | 'completed';
export type EventType = 'goal' | 'own_goal' | 'yellow_card' | 'red_card' | 'substitution';
/**
 * A match event. `teamId` (teamSelection) is ALWAYS the team of the player concerned: for an own goal that is the
 * team whose player put the ball into his own net, so the goal counts for the OTHER side.
 */
export type EventRec = {
  teamId: number;
  type: EventType;
  minute: number;
  player: number | null;
  playerIn: number | null;
  playerOut: number | null;
};
export type Lineup = { starters: number[]; subs: number[]; captain: number };
export type MatchRec = {
  id: number;
  group: number;
  week: number;
  day: number;
  kickoff: number;
  time: string;
  venue: string;
  status: Status;
  home: TeamRec;
  away: TeamRec;
  scoreHome: number | null;
  scoreAway: number | null;
  homeLineup: Lineup;
  awayLineup: Lineup;
  officials: [string, string, string, string];
  events: EventRec[];
};

export type Palette = { primary: Rgb; secondary: Rgb };

/** Collects the generated images; each becomes one media document. */
export class MediaBank {
  readonly items: MediaItem[] = [];
  add(filename: string, alt: string, png: Png): number {
    const id = this.items.length + 1;
    this.items.push({
      id,
      filename,
      alt,
      width: png.width,
      height: png.height,
      mimeType: 'image/png',
      bytes: png.bytes,
    });
    return id;
  }
}

/** Turns drafts into stored documents: ISO times, createdAt distinct and in the past, updatedAt never before createdAt. */
export function finalise(drafts: Draft[], now: number): SeedDoc[] {
  const seen = new Set<number>();
  return drafts.map((d) => {
    let created = Math.min(Math.round(d.createdAt), now - 1_000);
    while (seen.has(created)) created -= 1;
    seen.add(created);
    const updated = Math.min(Math.max(Math.round(d.updatedAt), created), now);
    return { ...d, createdAt: iso(created), updatedAt: iso(updated) };
  });
}
