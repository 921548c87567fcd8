// Entity schemas: each raw Payload document is validated and turned into a domain type with the SPEC's fallbacks.
import { z } from 'zod';
import { bool, count, date, id, intIn, num, populated, refId, relations, text } from './fields.ts';
import { toImage } from './media.ts';
import { parseForm, toPersonRef, toPersonRefs, toTeamRef } from './refs.ts';
import { toRichText } from './richtext.ts';
import { safeHref } from './safe-url.ts';
import { KNOCKOUT_ROUNDS, NEWS_CATEGORIES } from './types.ts';
import type { KnockoutRound, Slot } from './types.ts';
import type {
  Article,
  Group,
  Highlight,
  LiveVideo,
  Match,
  MatchEvent,
  NewsCategory,
  Notice,
  Player,
  Sponsor,
  Standing,
  Team,
} from './types.ts';

const doc = <T extends z.core.$ZodLooseShape>(shape: T) => z.looseObject({ id, ...shape });

export const teamSchema = doc({
  team_name: text,
  team_name_ne: text,
  short_name_ne: text,
  team_logo: z.unknown().optional(),
  foundedYear: num,
  stadium: text,
  stadium_ne: text,
  team_manager: text,
  team_manager_ne: text,
  team_details: text,
  team_details_ne: text,
  players: relations,
  updatedAt: date,
  group: z.unknown().optional(),
}).transform((d): Team => ({
  id: d.id,
  name: d.team_name ?? 'Unnamed team',
  nameNe: d.team_name_ne,
  shortNameNe: d.short_name_ne,
  logo: toImage(d.team_logo, 'team', `${d.team_name ?? 'Team'} logo`),
  foundedYear: intIn(1800, 2100)(d.foundedYear),
  stadium: d.stadium,
  stadiumNe: d.stadium_ne,
  manager: d.team_manager,
  managerNe: d.team_manager_ne,
  details: d.team_details,
  detailsNe: d.team_details_ne,
  playerIds: d.players.map((p) => refId(p)).filter((x): x is string => x !== null),
  updatedAt: d.updatedAt,
  // Only when named: a league without groups keeps exactly the teams (and pages) it had.
  ...((g) => (g === null ? {} : { groupId: g }))(refId(d.group)),
}));

// The optional regional groups (docs/deploying.md, "Groups").
export const groupSchema = doc({
  name: text,
  name_ne: text,
  province: text,
  district: text,
  order: num,
}).transform((d): Group => ({
  id: d.id,
  name: d.name ?? `Group ${d.id}`,
  nameNe: d.name_ne,
  province: d.province,
  district: d.district,
  order: d.order,
}));

/** A body weight in kilograms, or null when missing or not a weight. */
const kilograms = (v: number | null) => (v !== null && v > 0 && v <= 500 ? v : null);

export const playerSchema = doc({
  name: text,
  name_ne: text,
  position: text,
  jersey: num,
  img: z.unknown().optional(),
  dateofbirth: date,
  nationality: text,
  height: z.looseObject({ feet: num, inches: num }).nullish().catch(null),
  weight: z.looseObject({ value: num }).nullish().catch(null),
  appearance: count,
  goals: count,
  cleansheet: count,
  yellowcards: count,
  redcards: count,
  team: z.unknown().optional(),
}).transform((d): Player => ({
  id: d.id,
  name: d.name ?? 'Unknown player',
  nameNe: d.name_ne,
  position: d.position,
  jersey: intIn(0, 999)(d.jersey),
  photo: toImage(d.img, 'player', d.name ?? 'Player'),
  dateOfBirth: d.dateofbirth,
  nationality: d.nationality,
  height:
    d.height && intIn(1, 8)(d.height.feet) !== null
      ? { feet: d.height.feet ?? 0, inches: intIn(0, 11)(d.height.inches) ?? 0 }
      : null,
  weightKg: kilograms(d.weight?.value ?? null),
  appearances: d.appearance,
  goals: d.goals,
  cleanSheets: d.cleansheet,
  yellowCards: d.yellowcards,
  redCards: d.redcards,
  teamId: refId(d.team),
}));

/** A knockout side's slot (docs/deploying.md, "Knockout rounds"), or null when it names no group place or tie. */
function toSlot(v: unknown): Slot | null {
  const o = populated(v);
  if (!o) return null;
  const group = refId(o.group),
    match = refId(o.match);
  const place = intIn(1, 64)(num.parse(o.place));
  const outcome = text.parse(o.outcome)?.toLowerCase();
  if (group !== null && place !== null) return { kind: 'group', groupId: group, place };
  if (match !== null && (outcome === 'winner' || outcome === 'loser')) return { kind: 'tie', matchId: match, outcome };
  return null;
}

type KnockoutFields = {
  round: string | null;
  round_name: string | null;
  round_name_ne: string | null;
  tie: number | null;
  homeSlot?: unknown;
  awaySlot?: unknown;
  penaltiesHome: number | null;
  penaltiesAway: number | null;
};

/** The optional knockout fields of a match: present only when the CMS sets a known round, or a shoot-out score. */
function knockoutOf(d: KnockoutFields): Pick<Match, 'knockout' | 'penalties'> {
  const key = d.round?.toLowerCase().replace(/[\s-]+/g, '_');
  const round = KNOCKOUT_ROUNDS.find((r) => r === key) as KnockoutRound | undefined;
  const ph = intIn(0, 99)(d.penaltiesHome),
    pa = intIn(0, 99)(d.penaltiesAway);
  return {
    ...(round
      ? {
          knockout: {
            round,
            name: d.round_name,
            nameNe: d.round_name_ne,
            tie: intIn(1, 64)(d.tie),
            homeSlot: toSlot(d.homeSlot),
            awaySlot: toSlot(d.awaySlot),
          },
        }
      : {}),
    ...(ph !== null && pa !== null && ph !== pa ? { penalties: { home: ph, away: pa } } : {}),
  };
}

export const matchSchema = doc({
  match_date: date,
  matchDate: date,
  time: text,
  venue: text,
  venue_ne: text,
  status: text,
  week: num,
  scoreHome: num,
  scoreAway: num,
  homeTeam: z.unknown().optional(),
  awayTeam: z.unknown().optional(),
  homeCaptain: z.unknown().optional(),
  awayCaptain: z.unknown().optional(),
  homePlayers: z.unknown().optional(),
  awayPlayers: z.unknown().optional(),
  homePlayersSubstitutes: z.unknown().optional(),
  awayPlayersSubstitutes: z.unknown().optional(),
  referee: text,
  assistantReferee1: text,
  assistantReferee2: text,
  fourthOfficial: text,
  updatedAt: date,
  round: text,
  round_name: text,
  round_name_ne: text,
  tie: num,
  homeSlot: z.unknown().optional(),
  awaySlot: z.unknown().optional(),
  penaltiesHome: num,
  penaltiesAway: num,
}).transform((d): Match => ({
  id: d.id,
  date: d.match_date ?? d.matchDate,
  time: d.time,
  venue: d.venue,
  venueNe: d.venue_ne,
  status: (d.status ?? 'upcoming').toLowerCase(),
  week: intIn(1, 1000)(d.week),
  scoreHome: intIn(0, 999)(d.scoreHome),
  scoreAway: intIn(0, 999)(d.scoreAway),
  home: toTeamRef(d.homeTeam),
  away: toTeamRef(d.awayTeam),
  homeCaptain: toPersonRef(d.homeCaptain),
  awayCaptain: toPersonRef(d.awayCaptain),
  homePlayers: toPersonRefs(d.homePlayers),
  awayPlayers: toPersonRefs(d.awayPlayers),
  homeSubstitutes: toPersonRefs(d.homePlayersSubstitutes),
  awaySubstitutes: toPersonRefs(d.awayPlayersSubstitutes),
  referee: d.referee,
  assistantReferee1: d.assistantReferee1,
  assistantReferee2: d.assistantReferee2,
  fourthOfficial: d.fourthOfficial,
  updatedAt: d.updatedAt,
  // Only when set: a league without knockouts keeps exactly the matches (and pages) it had.
  ...knockoutOf(d),
}));

export const standingSchema = doc({
  team: z.unknown().optional(),
  played: count,
  won: count,
  drawn: count,
  lost: count,
  goalsFor: count,
  goalsAgainst: count,
  goalDifference: num,
  points: count,
  form: z.unknown().optional(),
}).transform((d): Standing | null => {
  const team = toTeamRef(d.team);
  if (!team) return null; // a row without a team cannot be shown or linked
  const { id: rowId, played, won, drawn, lost, goalsFor, goalsAgainst, points } = d;
  return {
    id: rowId,
    team,
    played,
    won,
    drawn,
    lost,
    goalsFor,
    goalsAgainst,
    points,
    goalDifference: d.goalDifference ?? goalsFor - goalsAgainst,
    form: parseForm(d.form),
  };
});

export const highlightSchema = doc({
  title: text,
  title_ne: text,
  videoId: text,
  duration: text,
  views: count,
  image: z.unknown().optional(),
  publishedDate: date,
}).transform((d): Highlight => ({
  id: d.id,
  title: d.title ?? 'Match highlight',
  videoId: d.videoId && /^[\w-]{11}$/.test(d.videoId) ? d.videoId : null,
  duration: d.duration && /^\d{1,3}:[0-5]\d$/.test(d.duration) ? d.duration : null,
  views: Math.max(0, d.views),
  image: toImage(d.image, 'highlight', d.title ?? 'Highlight'),
  publishedDate: d.publishedDate,
  titleNe: d.title_ne,
}));

export const sponsorSchema = doc({ name: text, logo: z.unknown().optional(), website: text }).transform(
  (d): Sponsor => ({
    id: d.id,
    name: d.name ?? 'Sponsor',
    logo: toImage(d.logo, 'sponsor', d.name ?? 'Sponsor'),
    website: ((h) => (h && /^https?:/.test(h) ? h : null))(safeHref(d.website)),
  }),
);

/** 'match-reports', 'Match Reports', 'match_report' all name the same category. */
export function toCategory(v: string | null): NewsCategory | null {
  const key = (v ?? '')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/s$/, '');
  return (
    NEWS_CATEGORIES.find(
      (c) =>
        c
          .toLowerCase()
          .replace(/[^a-z]/g, '')
          .replace(/s$/, '') === key,
    ) ?? null
  );
}

// The *_ne fields are optional Nepali versions of the title, preview and body (docs/deploying.md, "Nepali fields").
export const articleSchema = doc({
  title: text,
  preview: text,
  category: text,
  date: date,
  readTime: num,
  image: z.unknown().optional(),
  createdAt: date,
  content: z.unknown().optional(),
  updatedAt: date,
  title_ne: text,
  preview_ne: text,
  content_ne: z.unknown().optional(),
}).transform((d): Article => ({
  id: d.id,
  title: d.title ?? 'Untitled',
  preview: d.preview,
  category: toCategory(d.category),
  date: d.date ?? d.createdAt,
  readTime: d.readTime !== null && d.readTime > 0 && d.readTime <= 600 ? Math.round(d.readTime) : null,
  image: toImage(d.image, 'league', d.title ?? 'News'),
  createdAt: d.createdAt,
  content: toRichText(d.content),
  updatedAt: d.updatedAt,
  titleNe: d.title_ne,
  previewNe: d.preview_ne,
  contentNe: toRichText(d.content_ne),
}));

export const liveVideoSchema = doc({
  isActive: bool,
  platform: text,
  videoUrl: text,
  twitchChannel: text,
  title: text,
}).transform((d): LiveVideo => ({
  id: d.id,
  isActive: d.isActive,
  platform: (d.platform ?? '').toLowerCase(),
  videoUrl: d.videoUrl,
  twitchChannel: d.twitchChannel,
  title: d.title,
}));

export const matchEventSchema = doc({
  match: z.unknown().optional(),
  teamSelection: z.unknown().optional(),
  eventType: text,
  minute: num,
  player: z.unknown().optional(),
  playerIn: z.unknown().optional(),
  playerOut: z.unknown().optional(),
  createdAt: date,
}).transform((d): MatchEvent => ({
  id: d.id,
  matchId: refId(d.match),
  teamId: refId(d.teamSelection),
  type: d.eventType ?? 'unknown',
  minute: d.minute !== null && d.minute >= 0 && d.minute <= 200 ? Math.floor(d.minute) : null,
  player: toPersonRef(d.player),
  playerIn: toPersonRef(d.playerIn),
  playerOut: toPersonRef(d.playerOut),
  createdAt: d.createdAt,
}));

export const noticeSchema = doc({
  title: text,
  title_ne: text,
  isActive: bool,
  image: z.unknown().optional(),
}).transform((d): Notice => ({
  id: d.id,
  title: d.title,
  isActive: d.isActive,
  image: toImage(d.image, 'notice', d.title ?? 'Notice'),
  titleNe: d.title_ne,
}));

export { populated };
