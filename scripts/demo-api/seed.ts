// buildSeason(now, options): the demo league's whole season as documents and media, pure and deterministic for `now`.
import { leagueLogo, noticePoster, pitchThumbnail, portrait, crest, type Rgb } from './images.ts';
import { demoArticles, manyArticles, type Article, type BlogContext } from './seed-blogs.ts';
import { highlightDrafts, postDrafts, sponsorDrafts, watchliveDrafts } from './seed-extras.ts';
import { lexical } from './seed-lexical.ts';
import {
  finalise,
  MediaBank,
  squadOf,
  type Draft,
  type MatchRec,
  type PlayerRec,
  type SeedData,
  type TeamRec,
} from './seed-model.ts';
import { nationwideSchools, personName, VALLEY_SCHOOLS, VALLEY_VENUES, type School } from './seed-names.ts';
import { nepaliDetails, nepaliName, nepaliShortName } from './seed-names-ne.ts';
import { playMatches, tallyStats } from './seed-play.ts';
import { schedule } from './seed-schedule.ts';
import { buildTeams } from './seed-squads.ts';
import { tableDrafts } from './seed-table.ts';
import { ticketDrafts } from './seed-tickets.ts';
import { hostileSeason } from './seed-hostile.ts';
import { groupDrafts, regionalGroups, type RegionalGroup } from './seed-groups.ts';
import { MOMENT_WEEK, playKnockout, strongGroupGoals, type Moment } from './seed-knockout.ts';
import { DAY, HOUR, MINUTE, mulberry32, nepalClock, nepalDayStart, type Rng } from './seed-util.ts';

export type { SeedData, SeedDoc, MediaItem } from './seed-model.ts';
export type SeedKind = 'demo' | 'nationwide' | 'hostile';
/** `moment`: where the nationwide season stands at `now` (seed-knockout.ts); the demo season has one moment. */
export type SeedOptions = { kind?: SeedKind; schools?: number; moment?: Moment };

const LEAGUE_NAME = 'Nepal Schools Football League';
const LEAGUE_COLOURS: { primary: Rgb; secondary: Rgb } = { primary: [20, 40, 110], secondary: [220, 30, 50] };
/** The season's content does not depend on `now` (only the dates do), so restarts on other days show the same league. */
const SEED = 2025;

type Config = {
  seed: number;
  schools: (rng: Rng) => School[];
  /** Teams per group; the demo is one group of eight, nationwide is regional groups of about eight. */
  groupSize: number;
  /** Groups by district, published as the CMS's optional `groups` collection and each team's `group`. */
  regional: boolean;
  weeks: number;
  currentWeek: number;
  venue: (groups: TeamRec[][]) => (group: number, week: number, day: number) => string;
  shape: (rng: Rng) => [number, number, number, number];
  pooled: boolean;
  /** The groups play on into a knockout to a final (issue 43); the demo season is one league without one. */
  knockout: boolean;
  articles: number | null; // null: the demo's hand-picked set
  highlights: number;
  oddities: { nullBirthDates: number; foreigners: number; missingPhotos: number };
};

const DEMO: Config = {
  seed: SEED,
  schools: () => VALLEY_SCHOOLS,
  groupSize: 8,
  regional: false,
  weeks: 14,
  currentWeek: 9,
  venue: () => (_g, week, day) => VALLEY_VENUES[(week * 2 + day) % VALLEY_VENUES.length] as string,
  shape: (rng) =>
    rng.pick([
      [2, 5, 5, 4],
      [2, 6, 5, 4],
      [2, 6, 6, 4],
    ] as Array<[number, number, number, number]>),
  pooled: false,
  knockout: false,
  articles: null,
  highlights: 10,
  oddities: { nullBirthDates: 2, foreigners: 2, missingPhotos: 1 },
};

const nationwide = (schools: number, moment: Moment): Config => ({
  seed: SEED + 1,
  schools: (rng) => nationwideSchools(rng, schools),
  groupSize: 8,
  regional: true,
  weeks: 12,
  currentWeek: MOMENT_WEEK[moment],
  venue: (groups) => (g, week, day) => {
    const team = (groups[g] as TeamRec[])[(week + day) % (groups[g] as TeamRec[]).length] as TeamRec;
    return `${team.school.place} Municipal Ground, ${team.school.city}`;
  },
  shape: () => [2, 5, 6, 4],
  pooled: true,
  knockout: true,
  articles: 1000,
  highlights: 60,
  oddities: { nullBirthDates: 40, foreigners: 30, missingPhotos: 25 },
});

export function buildSeason(now: Date, options: SeedOptions = {}): SeedData {
  const kind = options.kind ?? 'demo';
  if (kind === 'hostile') return buildHostileSeason(now);
  return buildLeague(
    now.getTime(),
    kind === 'nationwide' ? nationwide(options.schools ?? 500, options.moment ?? 'groups') : DEMO,
  );
}

/** The demo league made hostile (seed-hostile.ts): same ids and relations, the worst values a CMS can hold. */
export function buildHostileSeason(now: Date): SeedData {
  return hostileSeason(withoutNepaliNames(buildLeague(now.getTime(), DEMO)));
}

/** The Nepali names (issue 42) left out of the hostile season: its Nepali pages show its hostile names, as a CMS
 *  without Nepali names would. */
const NEPALI_NAMES = [
  'team_name_ne',
  'short_name_ne',
  'stadium_ne',
  'team_manager_ne',
  'team_details_ne',
  'name_ne',
  'venue_ne',
];
function withoutNepaliNames(data: SeedData): SeedData {
  for (const [name, docs] of Object.entries(data.collections)) {
    if (name === 'groups') continue;
    for (const d of docs as Array<Record<string, unknown>>) {
      for (const f of NEPALI_NAMES) delete d[f];
      if (Array.isArray(d.days)) for (const day of d.days as Array<Record<string, unknown>>) delete day.venue_ne;
    }
  }
  return data;
}

function chunkGroups<T>(items: T[], size: number): T[][] {
  const count = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: count }, (_, g) =>
    items.slice(Math.floor((g * items.length) / count), Math.floor(((g + 1) * items.length) / count)),
  );
}

function imagePools(
  rng: Rng,
  media: MediaBank,
): { crests: number[]; players: number[]; staff: number[]; thumbs: number[]; news: number[] } {
  const colour = (): Rgb => [rng.int(10, 210), rng.int(10, 210), rng.int(10, 210)];
  const bg = (): Rgb => [rng.int(190, 240), rng.int(190, 240), rng.int(190, 240)];
  const range = (n: number, f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i));
  return {
    crests: range(20, (i) =>
      media.add(`crest-${i + 1}.png`, 'School crest', crest(colour(), rng.chance(0.5) ? [250, 250, 250] : colour(), i)),
    ),
    players: range(24, (i) =>
      media.add(`player-${i + 1}.png`, 'Player photo', portrait(bg(), colour(), [250, 250, 250], i, false)),
    ),
    staff: range(6, (i) => media.add(`staff-${i + 1}.png`, 'Staff photo', portrait(bg(), colour(), colour(), i, true))),
    thumbs: range(8, (i) => media.add(`highlight-${i + 1}.png`, 'Match highlights', pitchThumbnail(i, colour()))),
    news: range(8, (i) =>
      media.add(
        `news-${i + 1}.png`,
        'League news',
        i % 2 ? pitchThumbnail(i, colour(), 480, 270) : noticePoster(colour(), colour(), 480, 270),
      ),
    ),
  };
}

function buildLeague(now: number, cfg: Config): SeedData {
  const rng = mulberry32(cfg.seed);
  const media = new MediaBank();
  media.add('league-logo.png', `${LEAGUE_NAME} logo`, leagueLogo(LEAGUE_COLOURS.primary, LEAGUE_COLOURS.secondary));
  const pools = cfg.pooled ? imagePools(rng, media) : null;
  const today = nepalDayStart(now);
  const seasonStart = today - ((cfg.currentWeek - 1) * 7 + 1) * DAY;

  const { teams, players } = buildTeams(rng, cfg.schools(rng), media, {
    now,
    shape: cfg.shape,
    ...(pools ? { pools } : {}),
    ...cfg.oddities,
    createdFrom: seasonStart - 40 * DAY,
  });
  const byId = new Map(players.map((p) => [p.id, p]));
  const regional = cfg.regional ? regionalGroups(teams, cfg.groupSize) : null;
  const groups = regional ? regional.map((g) => g.teams) : chunkGroups(teams, cfg.groupSize);
  const fixtures = schedule(groups, {
    now,
    rng,
    weeks: cfg.weeks,
    currentWeek: cfg.currentWeek,
    venue: cfg.venue(groups),
  });
  const officials = Array.from({ length: 14 }, () => personName(rng, true));
  const matches = playMatches(fixtures, byId, {
    seed: cfg.seed,
    now,
    officials,
    announced: (f) => f.week === cfg.currentWeek,
    ...(cfg.knockout ? { goals: strongGroupGoals(groups) } : {}),
  });
  // The knockout after the groups: its own generator and ids after the league's, so the group stage stays as it was.
  const knockout = cfg.knockout
    ? playKnockout({
        now,
        currentWeek: cfg.currentWeek,
        seed: cfg.seed,
        firstId: matches.length + 1,
        groups,
        matches,
        byId,
        officials,
        time: nepalClock,
      })
    : null;
  const played = [...matches, ...(knockout?.played ?? [])];
  tallyStats(played, byId);
  const lastResult = Math.max(...matches.filter((m) => m.status === 'completed').map((m) => m.kickoff)) + 2 * HOUR;

  const ctx: BlogContext = { rng, teams, matches, byId, now, seasonStart, league: LEAGUE_NAME };
  const articles = cfg.articles === null ? demoArticles(ctx) : manyArticles(ctx, cfg.articles);
  const running = played.find((m) => m.status === 'running');
  const drafts: Record<string, Draft[]> = {
    teams: teamDrafts(rng, teams, now, regional),
    ...(regional ? { groups: groupDrafts(regional, seasonStart - 40 * DAY) } : {}),
    players: players.map((p) => playerDraft(p, lastResult)),
    matches: [
      ...matches.map((m, i) => matchDraft(m, seasonStart - 10 * DAY + i * MINUTE, now)),
      ...(knockout?.drafts((m) => matchDraft(m, seasonStart - 5 * DAY, now), seasonStart - 5 * DAY) ?? []),
    ],
    'match-events': eventDrafts(played),
    tables: tableDrafts(rng, teams, matches, seasonStart - DAY, lastResult),
    blogs: articles.map((a, i) =>
      blogDraft(rng, a, i, media, pools?.news ?? null, i === articles.findIndex((x) => x.category === 'Interviews')),
    ),
    highlights: highlightDrafts(rng, matches, cfg.highlights, now, media, pools?.thumbs ?? null),
    sponsors: sponsorDrafts(media, seasonStart - 30 * DAY),
    watchlive: watchliveDrafts(rng, running, now, 'nsfl_nepal'),
    posts: postDrafts(media, LEAGUE_COLOURS, now),
    'activate-ticket': ticketDrafts(rng, matches, cfg.currentWeek, now),
  };
  const collections = Object.fromEntries(Object.entries(drafts).map(([k, v]) => [k, finalise(v, now)]));
  return { media: media.items, collections };
}

function teamDrafts(rng: Rng, teams: TeamRec[], now: number, regional: RegionalGroup[] | null): Draft[] {
  const groupOf = new Map(regional?.flatMap((g) => g.teams.map((t) => [t.id, g.id] as const)) ?? []);
  // Distinct updatedAt values in the last two weeks, not in id order (the site sorts teams by updatedAt).
  return teams.map((t) => ({
    id: t.id,
    team_name: t.school.name,
    ...nepaliNames(t.school.name),
    team_logo: t.logo,
    foundedYear: t.school.founded,
    stadium: t.stadium,
    stadium_ne: nepaliName(t.stadium),
    team_manager: t.manager,
    team_manager_ne: nepaliName(t.manager),
    team_details: t.details,
    team_details_ne: nepaliDetails(t.school),
    players: [...squadOf(t), ...t.staff].map((p) => p.id),
    ...(regional ? { group: groupOf.get(t.id) ?? null } : {}),
    createdAt: t.createdAt,
    updatedAt: now - rng.int(2 * 60, 14 * 24 * 60) * MINUTE - t.id,
  }));
}

/** A school's Nepali name and short name (issue 42), built from the parts of its English one. */
function nepaliNames(name: string): { team_name_ne: string | null; short_name_ne: string | null } {
  const ne = nepaliName(name);
  return { team_name_ne: ne, short_name_ne: nepaliShortName(ne) };
}

function playerDraft(p: PlayerRec, lastResult: number): Draft {
  return {
    id: p.id,
    name: p.name,
    name_ne: nepaliName(p.name),
    position: p.position,
    jersey: p.jersey,
    img: p.img,
    dateofbirth: p.dob,
    nationality: p.nationality,
    height: p.height,
    weight: p.weight,
    ...p.stats,
    team: p.teamId,
    createdAt: p.createdAt,
    updatedAt: p.jersey === null ? p.createdAt : lastResult,
  };
}

function matchDraft(m: MatchRec, createdAt: number, now: number): Draft {
  const updatedAt =
    m.status === 'completed'
      ? m.kickoff + 2 * HOUR + 15 * MINUTE
      : m.status === 'running'
        ? now - 30_000
        : m.homeLineup.starters.length
          ? m.kickoff - DAY
          : createdAt;
  const [referee, assistantReferee1, assistantReferee2, fourthOfficial] = m.officials;
  return {
    id: m.id,
    match_date: new Date(m.kickoff).toISOString(),
    time: m.time,
    venue: m.venue,
    venue_ne: nepaliName(m.venue),
    status: m.status,
    week: m.week,
    scoreHome: m.scoreHome,
    scoreAway: m.scoreAway,
    homeTeam: m.home.id,
    awayTeam: m.away.id,
    homeCaptain: m.homeLineup.captain,
    awayCaptain: m.awayLineup.captain,
    homePlayers: m.homeLineup.starters,
    awayPlayers: m.awayLineup.starters,
    homePlayersSubstitutes: m.homeLineup.subs,
    awayPlayersSubstitutes: m.awayLineup.subs,
    referee,
    assistantReferee1,
    assistantReferee2,
    fourthOfficial,
    createdAt,
    updatedAt: Math.max(createdAt, updatedAt),
  };
}

/** Events in kickoff order, each recorded during its minute (a 15-minute break after 45'): createdAt ascends by minute. */
function eventDrafts(matches: MatchRec[]): Draft[] {
  const out: Draft[] = [];
  for (const m of [...matches].sort((a, b) => a.kickoff - b.kickoff || a.id - b.id)) {
    m.events.forEach((e, k) => {
      const at = m.kickoff + (e.minute - 1 + (e.minute > 45 ? 15 : 0)) * MINUTE + 30_000 + k * 10;
      out.push({
        id: out.length + 1,
        match: m.id,
        teamSelection: e.teamId,
        eventType: e.type,
        minute: e.minute,
        player: e.player,
        playerIn: e.playerIn,
        playerOut: e.playerOut,
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  return out;
}

function blogDraft(
  rng: Rng,
  a: Article,
  i: number,
  media: MediaBank,
  pool: number[] | null,
  withoutImage: boolean,
): Draft {
  let image: number | null;
  if (pool) image = pool[i % pool.length] as number;
  else if (withoutImage)
    image = null; // one article without an image: the site's default shows
  else {
    const c = a.palette?.school ?? LEAGUE_COLOURS;
    image = media.add(
      `news-${i + 1}.png`,
      a.title,
      a.match ? pitchThumbnail(i, c.primary, 480, 270) : noticePoster(c.primary, c.secondary, 480, 270),
    );
  }
  const createdAt = a.date + rng.int(0, 50) * MINUTE;
  return {
    id: i + 1,
    title: a.title,
    preview: a.preview,
    category: a.category,
    date: new Date(a.date).toISOString(),
    readTime: rng.int(2, 8),
    image,
    content: lexical(a.blocks),
    tags: a.tags.join(', '),
    createdAt,
    updatedAt: createdAt + rng.int(0, 6) * HOUR,
    title_ne: a.ne?.title ?? null,
    preview_ne: a.ne?.preview ?? null,
    content_ne: a.ne?.blocks ? lexical(a.ne.blocks) : null,
  };
}
