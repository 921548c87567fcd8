// The hostile season (--seed hostile): the demo league with every document made as bad as a CMS can hold, while each
// stays a stored document the API can serve (integer ids, valid system dates). The site must build and render on it.
import { ATTACKS, BAD_DATES, BAD_LINKS, BAD_UPLOADS, attack, hostileRichText, long500 } from './seed-hostile-values.ts';
import type { SeedData, SeedDoc } from './seed-model.ts';

type Doc = SeedDoc;
const MISSING = 99_999;

/** Text fields: the original with markup, markup alone, 500 characters, null, missing, the wrong type, blank. */
function text(doc: Doc, field: string, i: number): void {
  const orig = typeof doc[field] === 'string' ? (doc[field] as string) : '';
  const v = i % 9;
  if (v === 4) delete doc[field];
  else
    doc[field] = [
      `${orig} ${attack(i)}`,
      attack(i),
      long500(orig, i),
      null,
      undefined,
      42,
      '   ',
      { html: attack(i) },
      `${attack(i)} ${orig}`,
    ][v];
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
/** Every other document keeps its real relation, so pages still join; the rest point nowhere or hold junk. */
const relation = (orig: unknown, i: number): unknown =>
  i % 2 === 0 ? orig : pick([MISSING, null, 'abc', { id: MISSING + 1 }, -1], i >> 1);
const relations = (orig: unknown, i: number): unknown => {
  const ids = Array.isArray(orig) ? orig : [];
  return pick([ids, [], [...ids, ...ids], [MISSING, ...ids, 'junk', null], null, 'not a list'], i);
};
/** A third keep their image; the rest walk through every bad upload in turn. */
const upload = (orig: unknown, i: number): unknown =>
  i % 3 === 0 ? orig : pick(BAD_UPLOADS, i - 1 - Math.floor(i / 3));
const date = (orig: unknown, i: number): unknown => (i % 3 === 0 ? orig : pick(BAD_DATES, i));

function all(docs: Doc[] | undefined, fn: (d: Doc, i: number) => void): Doc[] {
  return (docs ?? []).map((d, i) => {
    const copy = structuredClone(d);
    fn(copy, i);
    // Unset fields are null in Payload, never undefined (a deleted key is the 'missing' case).
    for (const [k, v] of Object.entries(copy)) if (v === undefined) copy[k] = null;
    return copy;
  });
}

const teams = (docs?: Doc[]) =>
  all(docs, (d, i) => {
    for (const f of ['team_name', 'stadium', 'team_manager', 'team_details']) text(d, f, i + f.length);
    d.team_logo = upload(d.team_logo, i);
    d.foundedYear = pick([d.foundedYear, 'founded long ago', -5, 99_999, null, 2010.5], i);
    d.players = relations(d.players, i);
  });

const players = (docs?: Doc[]) =>
  all(docs, (d, i) => {
    for (const f of ['name', 'nationality']) text(d, f, i + f.length);
    d.position = pick([d.position, 'striker <script>alert("xss-position")</script>', null, 'GOALKEEPER', 7], i);
    d.jersey = pick([d.jersey, -1, 'ten', 1e9, null, 7.5], i);
    d.img = upload(d.img, i);
    d.dateofbirth = date(d.dateofbirth, i);
    d.height = pick([d.height, { feet: 'six', inches: attack(i) }, null, { feet: -1, inches: 99 }, 'tall'], i);
    d.weight = pick([d.weight, { value: 'heavy' }, null, { value: -70 }, 80], i);
    for (const f of ['appearance', 'goals', 'cleansheet', 'yellowcards', 'redcards'])
      d[f] = pick([d[f], -3, 'many', null, 1e12, 2.5], i + f.length);
    d.team = relation(d.team, i);
  });

const matches = (docs?: Doc[]) =>
  all(docs, (d, i) => {
    for (const f of ['time', 'venue', 'referee', 'assistantReferee1', 'assistantReferee2', 'fourthOfficial'])
      text(d, f, i + f.length);
    d.match_date = date(d.match_date, i);
    // The live banner, countdown and tickets need some real statuses; the rest are unknown values and odd spellings.
    d.status = pick([d.status, d.status, 'postponed <b>rain</b>', 'RUNNING', null, 'Completed', 42], i);
    d.week = pick([d.week, d.week, -1, 'five', null, 2.5, 1e6], i);
    d.scoreHome = pick([d.scoreHome, -2, 'three', null, 1e9], i);
    d.scoreAway = pick([d.scoreAway, 'x', null, -1], i);
    d.homeTeam = relation(d.homeTeam, i);
    d.awayTeam = i % 11 === 5 ? d.homeTeam : relation(d.awayTeam, i + 1);
    for (const f of ['homeCaptain', 'awayCaptain']) d[f] = relation(d[f], i + f.length);
    for (const f of ['homePlayers', 'awayPlayers', 'homePlayersSubstitutes', 'awayPlayersSubstitutes'])
      d[f] = relations(d[f], i + f.length);
  });

const events = (docs?: Doc[]) =>
  all(docs, (d, i) => {
    d.eventType = pick([d.eventType, d.eventType, 'penalty <script>alert("xss-event")</script>', null, 'GOAL', 3], i);
    d.minute = pick([d.minute, d.minute, -5, '90+3', null, 1e9, 45.5], i);
    for (const f of ['player', 'playerIn', 'playerOut', 'teamSelection']) d[f] = relation(d[f], i + f.length);
    if (i % 13 === 7) d.match = MISSING;
  });

const tables = (docs?: Doc[]) => [
  ...all(docs, (d, i) => {
    // The last rows: no team at all (skipped), and a second row for the first team (a duplicate).
    d.team = i === docs!.length - 2 ? null : i === docs!.length - 1 ? docs![0]!.team : d.team;
    for (const f of ['played', 'won', 'drawn', 'lost', 'goalsFor', 'goalsAgainst', 'goalDifference', 'points'])
      d[f] = pick([d[f], d[f], '12', -4, null, 'x'], i + f.length);
    d.form = pick([d.form, '<script>alert("xss-form")</script>', 'XYZ', ['W', 'L', '<b>'], 12345, null], i);
  }),
];

const blogs = (docs?: Doc[]) =>
  all(docs, (d, i) => {
    for (const f of ['title', 'preview', 'tags']) text(d, f, i + f.length);
    d.category = pick(
      [d.category, d.category, 'Gossip <script>alert("xss-category")</script>', null, 'match_reports', 7],
      i,
    );
    d.date = date(d.date, i);
    d.readTime = pick([d.readTime, -3, 'long', null, 1e9, 0], i);
    d.image = upload(d.image, i);
    d.content = i === 0 ? d.content : hostileRichText(i);
  });

const highlights = (docs?: Doc[]) =>
  all(docs, (d, i) => {
    text(d, 'title', i);
    d.videoId = pick(
      [d.videoId, '"><script>alert("xss-video")</script>', 'javascript:alert(1)', null, 'short', d.videoId],
      i,
    );
    d.duration = pick([d.duration, '99:99', 'long', null, 125, '-1:00'], i);
    d.views = pick([d.views, -1, 'many', null, 1e308, 2.5], i);
    d.image = upload(d.image, i);
    d.publishedDate = date(d.publishedDate, i);
  });

const sponsors = (docs?: Doc[]) =>
  all(docs, (d, i) => {
    text(d, 'name', i);
    d.logo = upload(d.logo, i);
    d.website = i === 0 ? d.website : pick(BAD_LINKS, i);
  });

const watchlive = (docs?: Doc[]) => [
  ...all(docs, (d, i) => {
    text(d, 'title', i);
    d.videoUrl =
      d.videoUrl === null
        ? null
        : pick(['javascript:alert("xss-live")', 'https://evil.example/watch?v=abcdefghijk', d.videoUrl], i);
    d.twitchChannel =
      d.twitchChannel === null ? null : pick([d.twitchChannel, '<script>alert("xss-twitch")</script>'], i);
  }),
  ...[
    { platform: 'vimeo', videoUrl: 'https://vimeo.com/1', twitchChannel: null },
    { platform: null, videoUrl: 'data:text/html,<script>alert("xss-live-data")</script>', twitchChannel: attack(3) },
    {
      platform: 'YouTube',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>alert(1)</script>',
      twitchChannel: null,
    },
  ].map((v, k) => ({
    ...v,
    id: 100 + k,
    isActive: pick([true, 'true', 'yes'], k),
    title: attack(k),
    createdAt: docs?.[0]?.createdAt ?? '',
    updatedAt: docs?.[0]?.updatedAt ?? '',
  })),
];

const posts = (docs?: Doc[]) =>
  all(docs, (d, i) => {
    text(d, 'title', i + 1);
    d.isActive = true; // two active notices: the first one wins
    d.image = i === 0 ? { url: 'javascript:alert("xss-notice")' } : d.image;
  });

const tickets = (docs?: Doc[]) =>
  all(docs, (d, i) => {
    const days = Array.isArray(d.days) ? (d.days as Array<Record<string, unknown>>) : [];
    if (i === 0) {
      d.days = []; // an empty list
      d.ticketsStartFrom = 'abc';
      return;
    }
    const first = days[0];
    // The active week keeps its real days first (so booking still works), then duplicates and broken days.
    d.days = [
      ...days,
      ...(first ? [{ ...first, status: 'maybe <script>alert("xss-day")</script>', venue: attack(4) }] : []),
      {
        id: 'not-hex',
        date: 'not a date',
        capacity: -10,
        availableCount: 'lots',
        heldCount: -5,
        bookedCount: null,
        status: null,
        venue: null,
        matches: [MISSING, 'x'],
      },
      { date: null, capacity: '100', heldCount: 'many', matches: null },
    ];
    d.week = pick([d.week, null, 'nine'], i);
  });

/** Media documents whose files are missing or whose names try to leave the media folder (no bytes are written). */
function brokenMedia(first: Doc | undefined, nextId: number): Doc[] {
  const at = { createdAt: first?.createdAt ?? '', updatedAt: first?.updatedAt ?? '' };
  return [
    {
      id: nextId,
      filename: 'missing-file.png',
      alt: attack(0),
      width: 100,
      height: 100,
      mimeType: 'image/png',
      filesize: 10,
      ...at,
    },
    {
      id: nextId + 1,
      filename: '../../../etc/passwd',
      alt: attack(5),
      width: null,
      height: null,
      mimeType: 'text/html',
      filesize: null,
      ...at,
    },
  ];
}

export function hostileSeason(demo: SeedData): SeedData {
  const c = demo.collections;
  const out: SeedData['collections'] = {
    teams: teams(c.teams),
    players: players(c.players),
    matches: matches(c.matches),
    'match-events': events(c['match-events']),
    tables: tables(c.tables),
    blogs: blogs(c.blogs),
    highlights: highlights(c.highlights),
    sponsors: sponsors(c.sponsors),
    watchlive: watchlive(c.watchlive),
    posts: posts(c.posts),
    'activate-ticket': tickets(c['activate-ticket']),
    media: brokenMedia(c.teams?.[0], demo.media.length + 1),
  };
  // Images whose media documents exist but whose files do not (or whose names try to leave the media folder).
  const broken = demo.media.length + 1;
  const setAt = (docs: Doc[] | undefined, i: number, field: string, value: unknown) => {
    if (docs?.[i]) docs[i][field] = value;
  };
  setAt(out.teams, 3, 'team_logo', broken);
  setAt(out.players, 3, 'img', broken + 1);
  setAt(out.sponsors, 2, 'logo', broken);
  // A team whose every field is broken at once, linked from the teams list.
  const worst = {
    id: 900,
    team_name: long500('', 0),
    team_logo: BAD_UPLOADS[3],
    foundedYear: 'x',
    stadium: ATTACKS[1],
    team_manager: null,
    team_details: { a: 1 },
    players: [MISSING, MISSING],
  };
  out.teams = [
    ...(out.teams ?? []),
    { ...worst, createdAt: c.teams?.[0]?.createdAt ?? '', updatedAt: c.teams?.[0]?.updatedAt ?? '' },
  ];
  return { media: demo.media, collections: out };
}
