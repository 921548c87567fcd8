// Domain types: what the rest of the site sees of the league API, after validation and fallbacks.
import type { Image } from './media.ts';
import type { RichBlock } from './richtext.ts';

export type { Image, RichBlock };

/** `nameNe`: the CMS's optional Nepali name (team_name_ne, a player's name_ne), shown on Nepali pages (issue 42). */
export type TeamRef = { id: string; name: string | null; logo: Image; nameNe?: string | null };
export type PersonRef = {
  id: string;
  name: string | null;
  nameNe?: string | null;
  position: string | null;
  jersey: number | null;
  photo: Image;
};

export type Team = {
  id: string;
  name: string;
  /** The CMS's optional Nepali name and short name (team_name_ne, short_name_ne), for Nepali pages (issue 42). */
  nameNe?: string | null;
  shortNameNe?: string | null;
  logo: Image;
  foundedYear: number | null;
  stadium: string | null;
  /** The CMS's optional Nepali name of the home ground (stadium_ne). */
  stadiumNe?: string | null;
  manager: string | null;
  details: string | null;
  /** The CMS's optional Nepali manager's name and Nepali details (team_manager_ne, team_details_ne). */
  managerNe?: string | null;
  detailsNe?: string | null;
  playerIds: string[];
  updatedAt: string | null;
  /** The regional group the school plays in (the CMS's optional `group`); absent when it names none. */
  groupId?: string;
};

/** A regional group of a national league (the CMS's optional `groups` collection, docs/deploying.md "Groups"). */
export type Group = {
  id: string;
  name: string;
  /** The CMS's optional Nepali name (name_ne), shown on Nepali pages. */
  nameNe: string | null;
  province: string | null;
  district: string | null;
  /** The league's own order of its groups; groups without one come after, by name. */
  order: number | null;
};

export type Height = { feet: number; inches: number };

export type Player = {
  id: string;
  name: string;
  /** The CMS's optional Nepali name (name_ne), shown on Nepali pages (issue 42). */
  nameNe?: string | null;
  position: string | null;
  jersey: number | null;
  photo: Image;
  dateOfBirth: string | null;
  nationality: string | null;
  height: Height | null;
  weightKg: number | null;
  appearances: number;
  goals: number;
  cleanSheets: number;
  yellowCards: number;
  redCards: number;
  teamId: string | null;
};

export type MatchStatus = 'upcoming' | 'running' | 'completed' | (string & {});

export type Match = {
  id: string;
  /** Kickoff instant as an ISO string; null when the API has no valid date (shown as TBD). */
  date: string | null;
  time: string | null;
  venue: string | null;
  /** The CMS's optional Nepali name of the ground (venue_ne), shown on Nepali pages (issue 42). */
  venueNe?: string | null;
  status: MatchStatus;
  week: number | null;
  scoreHome: number | null;
  scoreAway: number | null;
  home: TeamRef | null;
  away: TeamRef | null;
  homeCaptain: PersonRef | null;
  awayCaptain: PersonRef | null;
  homePlayers: PersonRef[];
  awayPlayers: PersonRef[];
  homeSubstitutes: PersonRef[];
  awaySubstitutes: PersonRef[];
  referee: string | null;
  assistantReferee1: string | null;
  assistantReferee2: string | null;
  fourthOfficial: string | null;
  /** When the CMS last saved the match (calendar SEQUENCE and DTSTAMP); optional so older fixtures still type. */
  updatedAt?: string | null;
  /** A knockout tie (the CMS's optional `round`, docs/deploying.md "Knockout rounds"); absent for a league match. */
  knockout?: Knockout;
  /** The penalty shoot-out's score (penaltiesHome, penaltiesAway); absent when there was none. */
  penalties?: { home: number; away: number };
};

/** Knockout rounds, first to last; the CMS's `round` holds one of these keys. */
export const KNOCKOUT_ROUNDS = [
  'round_of_64',
  'round_of_32',
  'round_of_16',
  'quarter_final',
  'semi_final',
  'third_place',
  'final',
] as const;
export type KnockoutRound = (typeof KNOCKOUT_ROUNDS)[number];

/** Where a side not yet known comes from: a group's place (1 its winner, 2 its runner-up), or an earlier tie's
 *  winner or loser. */
export type Slot =
  { kind: 'group'; groupId: string; place: number } | { kind: 'tie'; matchId: string; outcome: 'winner' | 'loser' };

export type Knockout = {
  round: KnockoutRound;
  /** The league's own name of the round (round_name, round_name_ne), else the site's words. */
  name: string | null;
  nameNe: string | null;
  /** The tie's number within its round (the 1 of "QF 1"). */
  tie: number | null;
  homeSlot: Slot | null;
  awaySlot: Slot | null;
};

export type FormLetter = 'W' | 'D' | 'L' | (string & {});

export type Standing = {
  id: string;
  team: TeamRef;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  form: FormLetter[];
};

export type Highlight = {
  id: string;
  title: string;
  videoId: string | null;
  duration: string | null;
  views: number;
  image: Image;
  publishedDate: string | null;
  /** The CMS's optional Nepali title (title_ne), shown on Nepali pages instead of the title (docs/deploying.md). */
  titleNe?: string | null;
};

export type Sponsor = { id: string; name: string; logo: Image; website: string | null };

export const NEWS_CATEGORIES = ['Match Reports', 'League News', 'Team News', 'Interviews'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export type Article = {
  id: string;
  title: string;
  preview: string | null;
  category: NewsCategory | null;
  date: string | null;
  readTime: number | null;
  image: Image;
  createdAt: string | null;
  content: RichBlock[];
  /** When the CMS last saved the article (JSON-LD dateModified). */
  updatedAt?: string | null;
  /** The CMS's optional Nepali title, preview and body (title_ne, preview_ne, content_ne), shown on Nepali pages
   *  instead of the English ones, each on its own (docs/deploying.md). No Nepali body is an empty list. */
  titleNe?: string | null;
  previewNe?: string | null;
  contentNe?: RichBlock[];
};

export type LiveVideo = {
  id: string;
  isActive: boolean;
  platform: 'youtube' | 'twitch' | (string & {});
  videoUrl: string | null;
  twitchChannel: string | null;
  title: string | null;
};

export type MatchEventType = 'goal' | 'own_goal' | 'yellow_card' | 'red_card' | 'substitution' | 'sub_in' | 'sub_out';

export type MatchEvent = {
  id: string;
  matchId: string | null;
  teamId: string | null;
  type: MatchEventType | (string & {});
  minute: number | null;
  player: PersonRef | null;
  playerIn: PersonRef | null;
  playerOut: PersonRef | null;
  createdAt: string | null;
};

/** `titleNe`: the CMS's optional Nepali title (title_ne), for Nepali pages (docs/deploying.md). */
export type Notice = { id: string; title: string | null; isActive: boolean; image: Image; titleNe?: string | null };

export type TicketDayStatus = 'open' | 'limited' | 'closed' | 'sold_out' | (string & {});

export type TicketMatch = {
  id: string;
  date: string | null;
  week: number | null;
  venue: string | null;
  home: TeamRef | null;
  away: TeamRef | null;
};

export type TicketDay = {
  id: string;
  date: string | null;
  capacity: number;
  availableCount: number;
  bookedCount: number;
  /** Seats held by buyers paying now (issue 38); availableCount already leaves them out. 0 when the CMS sends none. */
  heldCount: number;
  status: TicketDayStatus;
  venue: string | null;
  matches: TicketMatch[];
};

export type TicketActivation = {
  id: string;
  ticketsStartFrom: number;
  week: number;
  isActive: boolean;
  days: TicketDay[];
};
