// The demo API's seed: a deterministic, internally consistent season (and the PNGs it ships), at demo and nationwide scale.
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, encodePng } from '../../../scripts/demo-api/images.ts';
import { buildSeason, type SeedData, type SeedDoc } from '../../../scripts/demo-api/seed.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON read from the demo API: the tests assert its shape, typing it first would repeat the assertions
type AnyDoc = SeedDoc & Record<string, any>;
const NOW = new Date('2025-05-10T05:00:00.000Z'); // 10:45 in Kathmandu
const dayFmt = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kathmandu',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const clockFmt = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kathmandu',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const nepalDay = (v: string | Date) => dayFmt.format(new Date(v));
const ms = (v: string) => new Date(v).getTime();
const col = (d: SeedData, name: string) => (d.collections[name] ?? []) as AnyDoc[];

const RELATIONS: Record<string, Record<string, string>> = {
  teams: { team_logo: 'media', players: 'players', group: 'groups' },
  players: { img: 'media', team: 'teams' },
  matches: {
    homeTeam: 'teams',
    awayTeam: 'teams',
    homeCaptain: 'players',
    awayCaptain: 'players',
    homePlayers: 'players',
    awayPlayers: 'players',
    homePlayersSubstitutes: 'players',
    awayPlayersSubstitutes: 'players',
  },
  tables: { team: 'teams' },
  'match-events': {
    match: 'matches',
    teamSelection: 'teams',
    player: 'players',
    playerIn: 'players',
    playerOut: 'players',
  },
  highlights: { image: 'media' },
  sponsors: { logo: 'media' },
  blogs: { image: 'media' },
  posts: { image: 'media' },
};

function danglingRelations(d: SeedData): string[] {
  const ids: Record<string, Set<number>> = { media: new Set(d.media.map((m) => m.id)) };
  for (const [name, docs] of Object.entries(d.collections)) ids[name] = new Set(docs.map((x) => x.id));
  const bad: string[] = [];
  const check = (where: string, target: string, v: unknown) => {
    for (const id of Array.isArray(v) ? v : [v])
      if (id !== null && id !== undefined && !ids[target]?.has(id as number))
        bad.push(`${where} → ${target} ${String(id)}`);
  };
  for (const [name, fields] of Object.entries(RELATIONS)) {
    for (const doc of col(d, name))
      for (const [field, target] of Object.entries(fields)) check(`${name} ${doc.id}.${field}`, target, doc[field]);
  }
  for (const doc of col(d, 'activate-ticket'))
    for (const day of doc.days) check(`activate-ticket ${doc.id} day`, 'matches', day.matches);
  return bad;
}

/** Home and away goals from the events: own goals count for the other side (teamSelection = the player's team). */
function scoreFromEvents(events: AnyDoc[], m: AnyDoc): [number, number] {
  let h = 0,
    a = 0;
  for (const e of events.filter((x) => x.match === m.id)) {
    if (e.eventType === 'goal') {
      if (e.teamSelection === m.homeTeam) h++;
      else a++;
    }
    if (e.eventType === 'own_goal') {
      if (e.teamSelection === m.homeTeam) a++;
      else h++;
    }
  }
  return [h, a];
}

function pngInfo(bytes: Uint8Array): { width: number; height: number; channels: number; rawLength: number } {
  const sig = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.subarray(0, 8)]).toEqual(sig);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR');
  expect(view.getUint32(29)).toBe(crc32(bytes.subarray(12, 29)));
  const idat: Uint8Array[] = [];
  for (let at = 8; at < bytes.length;) {
    const len = view.getUint32(at),
      type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + len));
    at += 12 + len;
  }
  const channels = bytes[25] === 6 ? 4 : bytes[25] === 2 ? 3 : 0;
  return {
    width: view.getUint32(16),
    height: view.getUint32(20),
    channels,
    rawLength: inflateSync(Buffer.concat(idat)).length,
  };
}

describe('demo season (buildSeason, kind demo)', () => {
  const d = buildSeason(NOW);
  const teams = col(d, 'teams'),
    players = col(d, 'players'),
    matches = col(d, 'matches'),
    events = col(d, 'match-events');
  const player = new Map(players.map((p) => [p.id, p]));

  it('is deterministic for a given now, and the same league on another day', () => {
    const again = buildSeason(new Date(NOW));
    expect(again.collections).toEqual(d.collections);
    expect(again.media.map((m) => Buffer.from(m.bytes).toString('base64'))).toEqual(
      d.media.map((m) => Buffer.from(m.bytes).toString('base64')),
    );
    const later = buildSeason(new Date(NOW.getTime() + 3 * 86_400_000 + 7 * 3_600_000));
    expect(col(later, 'teams').map((t) => t.team_name)).toEqual(teams.map((t) => t.team_name));
    expect(col(later, 'players').map((p) => p.name)).toEqual(players.map((p) => p.name));
  });

  it('has eight teams, each with 3 staff and at least 16 players with unique jersey numbers', () => {
    expect(teams).toHaveLength(8);
    for (const t of teams) {
      const squad = players.filter((p) => p.team === t.id);
      expect([...t.players].sort((a, b) => a - b)).toEqual(squad.map((p) => p.id).sort((a, b) => a - b));
      const staff = squad.filter((p) => p.jersey === null);
      expect(staff.map((p) => p.position).sort()).toEqual(['Assistant Coach', 'Head Coach', 'Team Manager']);
      const onField = squad.filter((p) => p.jersey !== null);
      expect(onField.length).toBeGreaterThanOrEqual(16);
      expect(new Set(onField.map((p) => p.jersey)).size).toBe(onField.length);
      expect(onField.every((p) => ['goalkeeper', 'defender', 'midfielder', 'forward'].includes(p.position))).toBe(true);
      expect(t.team_manager).toBe(staff.find((p) => p.position === 'Team Manager')?.name);
      expect(t.foundedYear).toBeGreaterThanOrEqual(1960);
      expect(t.foundedYear).toBeLessThanOrEqual(2015);
    }
    const withoutBirth = players.filter((p) => p.jersey !== null && p.dateofbirth === null);
    expect(withoutBirth.length).toBeGreaterThanOrEqual(1);
    for (const p of players.filter((x) => x.jersey !== null && x.dateofbirth)) {
      const age = (NOW.getTime() - ms(p.dateofbirth)) / (365.25 * 86_400_000);
      expect(age).toBeGreaterThanOrEqual(14);
      expect(age).toBeLessThan(19);
    }
    expect(players.filter((p) => p.nationality !== 'Nepali').length).toBeGreaterThanOrEqual(1);
  });

  it('plays a double round-robin: 56 matches over 14 weeks, two per match day at one venue, kickoff text in Nepal time', () => {
    expect(matches).toHaveLength(56);
    const pairs = new Set(matches.map((m) => `${m.homeTeam}-${m.awayTeam}`));
    expect(pairs.size).toBe(56);
    for (let w = 1; w <= 14; w++) expect(matches.filter((m) => m.week === w)).toHaveLength(4);
    const byDay = Map.groupBy(matches, (m) => nepalDay(m.match_date));
    for (const day of byDay.values()) {
      expect(day).toHaveLength(2);
      expect(new Set(day.map((m) => m.venue)).size).toBe(1);
    }
    for (const m of matches) {
      expect(m.time).toBe(clockFmt.format(new Date(m.match_date)));
      for (const f of ['referee', 'assistantReferee1', 'assistantReferee2', 'fourthOfficial'])
        expect(typeof m[f] === 'string' && m[f].length > 0).toBe(true);
      expect(player.get(m.homeCaptain)?.team).toBe(m.homeTeam);
      expect(player.get(m.awayCaptain)?.team).toBe(m.awayTeam);
    }
  });

  it('places the season around now: results in the past, one running match, more today, fixtures in later weeks', () => {
    const completed = matches.filter((m) => m.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(20);
    expect(completed.every((m) => ms(m.match_date) < NOW.getTime())).toBe(true);
    const running = matches.filter((m) => m.status === 'running');
    expect(running).toHaveLength(1);
    const kickoff = ms((running[0] as AnyDoc).match_date);
    expect(kickoff).toBeLessThanOrEqual(NOW.getTime());
    expect(kickoff).toBeGreaterThan(NOW.getTime() - 3_600_000);
    const upcoming = matches.filter((m) => m.status === 'upcoming');
    expect(upcoming.every((m) => ms(m.match_date) > NOW.getTime())).toBe(true);
    expect(upcoming.some((m) => nepalDay(m.match_date) === nepalDay(NOW))).toBe(true);
    expect(new Set(upcoming.map((m) => m.week)).size).toBeGreaterThanOrEqual(3);
    for (const m of [...completed, ...running]) {
      for (const [side, team] of [
        ['home', m.homeTeam],
        ['away', m.awayTeam],
      ] as const) {
        const xi = m[`${side}Players`] as number[],
          subs = m[`${side}PlayersSubstitutes`] as number[];
        expect(xi).toHaveLength(11);
        expect(subs).toHaveLength(5);
        expect(new Set([...xi, ...subs]).size).toBe(16);
        expect([...xi, ...subs].every((id) => player.get(id)?.team === team && player.get(id)?.jersey !== null)).toBe(
          true,
        );
      }
    }
    for (const m of completed) for (const s of [m.scoreHome, m.scoreAway]) expect(s >= 0 && s <= 4).toBe(true);
    for (const m of upcoming) expect([m.scoreHome, m.scoreAway]).toEqual([null, null]);
    const live = running[0] as AnyDoc;
    expect(events.filter((e) => e.match === live.id).length).toBeGreaterThan(0);
    expect(live.scoreHome + live.scoreAway).toBeGreaterThan(0);
  });

  it('has events that agree with every score, with players of the right team on the pitch', () => {
    for (const m of matches.filter((x) => x.status !== 'upcoming'))
      expect(scoreFromEvents(events, m)).toEqual([m.scoreHome, m.scoreAway]);
    expect(events.some((e) => e.eventType === 'own_goal')).toBe(true);
    for (const type of ['goal', 'yellow_card', 'substitution'])
      expect(events.some((e) => e.eventType === type)).toBe(true);
    for (const e of events) {
      expect(Number.isInteger(e.minute) && e.minute >= 1 && e.minute <= 90).toBe(true);
      const m = matches.find((x) => x.id === e.match) as AnyDoc;
      expect(m.status).not.toBe('upcoming');
      expect([m.homeTeam, m.awayTeam]).toContain(e.teamSelection);
      if (e.eventType === 'substitution') {
        expect(e.player).toBeNull();
        expect(player.get(e.playerIn)?.team).toBe(e.teamSelection);
        expect(player.get(e.playerOut)?.team).toBe(e.teamSelection);
      } else expect(player.get(e.player)?.team).toBe(e.teamSelection);
    }
    for (const [, list] of Map.groupBy(events, (e) => e.match)) {
      const byTime = [...list].sort((a, b) => ms(a.createdAt) - ms(b.createdAt)).map((e) => e.minute);
      expect(byTime).toEqual([...byTime].sort((a, b) => a - b));
    }
  });

  it('keeps player statistics in line with the completed matches', () => {
    const done = new Set(matches.filter((m) => m.status === 'completed').map((m) => m.id));
    for (const p of players) {
      const goals = events.filter((e) => done.has(e.match) && e.eventType === 'goal' && e.player === p.id).length;
      expect(p.goals).toBe(goals);
      expect(p.yellowcards).toBe(
        events.filter((e) => done.has(e.match) && e.eventType === 'yellow_card' && e.player === p.id).length,
      );
      if (p.jersey === null) expect([p.appearance, p.goals, p.cleansheet]).toEqual([0, 0, 0]);
    }
    expect(players.filter((p) => p.position === 'goalkeeper').some((p) => p.cleansheet > 0)).toBe(true);
    expect(players.filter((p) => p.position !== 'goalkeeper').every((p) => p.cleansheet === 0)).toBe(true);
  });

  it('stores standings that agree with the results, unsorted, with form in several shapes', () => {
    const tables = col(d, 'tables');
    expect(tables).toHaveLength(8);
    const done = matches.filter((m) => m.status === 'completed').sort((a, b) => ms(a.match_date) - ms(b.match_date));
    for (const row of tables) {
      const mine = done.filter((m) => m.homeTeam === row.team || m.awayTeam === row.team);
      const res = mine.map((m) => {
        const [gf, ga] = m.homeTeam === row.team ? [m.scoreHome, m.scoreAway] : [m.scoreAway, m.scoreHome];
        return { gf, ga, r: gf > ga ? 'W' : gf === ga ? 'D' : 'L' };
      });
      const count = (r: string) => res.filter((x) => x.r === r).length;
      const gf = res.reduce((s, x) => s + x.gf, 0),
        ga = res.reduce((s, x) => s + x.ga, 0);
      expect(row).toMatchObject({
        played: mine.length,
        won: count('W'),
        drawn: count('D'),
        lost: count('L'),
        goalsFor: gf,
        goalsAgainst: ga,
        goalDifference: gf - ga,
        points: 3 * count('W') + count('D'),
      });
      expect(row.form.replace(/[^WDL]/g, '')).toBe(
        res
          .slice(-5)
          .map((x) => x.r)
          .join(''),
      );
    }
    const shapes = new Set(
      tables.map((r) => (r.form.includes('"') ? 'quoted' : r.form.includes(',') ? 'comma' : 'plain')),
    );
    expect(shapes).toEqual(new Set(['quoted', 'comma', 'plain']));
    const points = tables.map((r) => r.points);
    expect(points).not.toEqual([...points].sort((a, b) => b - a));
    expect(points).not.toEqual([...points].sort((a, b) => a - b));
  });

  it('has ticket days covering every status, a past day and an open day from today on', () => {
    const docs = col(d, 'activate-ticket');
    const active = docs.filter((t) => t.isActive);
    expect(active).toHaveLength(1);
    expect(docs.some((t) => !t.isActive)).toBe(true);
    const doc = active[0] as AnyDoc;
    expect(doc.ticketsStartFrom).toBe(1);
    expect(doc.week).toBe(matches.find((m) => m.status === 'running')?.week);
    expect(new Set(doc.days.map((x: AnyDoc) => x.status))).toEqual(new Set(['open', 'limited', 'sold_out', 'closed']));
    const today = nepalDay(NOW);
    expect(doc.days.some((x: AnyDoc) => nepalDay(x.date) < today)).toBe(true);
    expect(doc.days.some((x: AnyDoc) => x.status === 'open' && nepalDay(x.date) >= today)).toBe(true);
    for (const day of docs.flatMap((t) => t.days as AnyDoc[])) {
      expect(day.id).toMatch(/^[0-9a-f]{24}$/);
      expect(day.availableCount).toBe(day.capacity - day.bookedCount);
      if (day.status === 'sold_out') expect(day.availableCount).toBe(0);
      if (day.status === 'limited') expect(day.availableCount).toBeLessThanOrEqual(20);
      for (const id of day.matches)
        expect(nepalDay((matches.find((m) => m.id === id) as AnyDoc).match_date)).toBe(nepalDay(day.date));
    }
  });

  it('has news in all four categories as Lexical JSON with bold and italic text', () => {
    const blogs = col(d, 'blogs');
    expect(blogs.length).toBeGreaterThanOrEqual(14);
    expect(new Set(blogs.map((b) => b.category))).toEqual(
      new Set(['Match Reports', 'League News', 'Team News', 'Interviews']),
    );
    type RichNode = { type: string; format?: number; children?: RichNode[] };
    const texts = (n: RichNode): RichNode[] => (n.type === 'text' ? [n] : (n.children ?? []).flatMap(texts));
    const types = new Set<string>();
    const walk = (n: RichNode): void => {
      types.add(n.type);
      (n.children ?? []).forEach(walk);
    };
    for (const b of blogs) {
      expect(b.readTime >= 2 && b.readTime <= 8).toBe(true);
      expect(ms(b.date)).toBeLessThan(NOW.getTime());
      expect(b.content.root.type).toBe('root');
      expect(b.content.root.children.filter((c: RichNode) => c.type === 'paragraph').length).toBeGreaterThanOrEqual(2);
      const formats = texts(b.content.root).map((t) => t.format ?? 0);
      expect(formats.some((f) => f & 1) && formats.some((f) => f & 2)).toBe(true);
      walk(b.content.root);
      expect(typeof b.preview === 'string' && typeof b.tags === 'string').toBe(true);
    }
    for (const t of ['heading', 'list', 'listitem', 'link']) expect(types.has(t)).toBe(true);
  });

  it('has highlights, sponsors, live videos and notices in the documented shapes', () => {
    const highlights = col(d, 'highlights');
    expect(highlights.length).toBeGreaterThanOrEqual(9);
    for (const h of highlights) {
      expect(h.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(h.duration).toMatch(/^\d\d:[0-5]\d$/);
      expect(ms(h.publishedDate)).toBeLessThan(NOW.getTime());
    }
    expect(new Set(highlights.map((h) => h.views)).size).toBe(highlights.length);
    const sponsors = col(d, 'sponsors');
    expect(sponsors).toHaveLength(6);
    expect(sponsors.every((s) => /^https:\/\//.test(s.website) && s.logo !== null)).toBe(true);
    const live = col(d, 'watchlive');
    expect(
      live.some(
        (v) =>
          v.isActive &&
          v.platform === 'youtube' &&
          /^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/.test(v.videoUrl),
      ),
    ).toBe(true);
    expect(live.some((v) => v.isActive && v.platform === 'twitch' && v.twitchChannel && v.videoUrl === null)).toBe(
      true,
    );
    expect(live.some((v) => !v.isActive)).toBe(true);
    const posts = col(d, 'posts');
    expect(posts.filter((p) => p.isActive && p.image !== null)).toHaveLength(1);
    expect(posts.some((p) => !p.isActive)).toBe(true);
  });

  it('carries a few Nepali fields (docs/deploying.md): two articles, the newest highlight and the active notice', () => {
    const devanagari = (v: unknown) => typeof v === 'string' && /[\u0900-\u097F]/.test(v) && !/[A-Za-z]/.test(v);
    const blogs = col(d, 'blogs');
    const nepali = blogs.filter((b) => b.title_ne !== null);
    expect(nepali).toHaveLength(2);
    for (const b of nepali) expect(devanagari(b.title_ne) && devanagari(b.preview_ne)).toBe(true);
    // One wholly Nepali (a body in content's format), one with a Nepali title over the English body.
    const bodies = nepali.filter((b) => b.content_ne !== null);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.content_ne.root.type).toBe('root');
    expect(JSON.stringify(bodies[0]!.content_ne)).not.toMatch(/"text":"[^"]*[A-Za-z]/);
    expect(blogs.filter((b) => b.title_ne === null).every((b) => b.preview_ne === null && b.content_ne === null)).toBe(
      true,
    );
    const highlights = col(d, 'highlights');
    const newest = [...highlights].sort((a, b) => ms(b.publishedDate) - ms(a.publishedDate))[0]!;
    expect(devanagari(newest.title_ne)).toBe(true);
    expect(highlights.filter((h) => h.title_ne !== null)).toEqual([newest]);
    expect(
      col(d, 'posts')
        .filter((p) => p.title_ne !== null)
        .map((p) => p.isActive),
    ).toEqual([true]);
  });

  it('gives every document an integer id, distinct past createdAt, and null (never undefined) for unset fields', () => {
    for (const [name, docs] of Object.entries(d.collections)) {
      expect(new Set(docs.map((x) => x.id)).size, name).toBe(docs.length);
      expect(
        docs.every((x) => Number.isInteger(x.id) && x.id > 0),
        name,
      ).toBe(true);
      expect(new Set(docs.map((x) => x.createdAt)).size, name).toBe(docs.length);
      for (const x of docs) {
        expect(x.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(ms(x.createdAt)).toBeLessThan(NOW.getTime());
        expect(ms(x.updatedAt)).toBeGreaterThanOrEqual(ms(x.createdAt));
        expect(ms(x.updatedAt)).toBeLessThanOrEqual(NOW.getTime());
        expect(Object.values(x).includes(undefined), `${name} ${x.id}`).toBe(false);
      }
    }
    expect(danglingRelations(d)).toEqual([]);
  });

  it('ships small, valid PNGs whose size matches the media document', () => {
    expect(new Set(d.media.map((m) => m.filename)).size).toBe(d.media.length);
    for (const m of d.media) {
      expect(m.mimeType).toBe('image/png');
      expect(m.filename).toMatch(/^[a-z0-9-]+\.png$/);
      expect(m.bytes.length).toBeLessThan(20_000);
      const info = pngInfo(m.bytes);
      expect([info.width, info.height]).toEqual([m.width, m.height]);
      expect(info.rawLength).toBe((m.width * info.channels + 1) * m.height);
    }
    const sizes = (prefix: string) =>
      new Set(d.media.filter((m) => m.filename.startsWith(prefix)).map((m) => `${m.width}x${m.height}`));
    expect(sizes('crest-')).toEqual(new Set(['128x128']));
    expect(sizes('player-')).toEqual(new Set(['160x200']));
    expect(sizes('highlight-')).toEqual(new Set(['320x180']));
    expect(sizes('sponsor-')).toEqual(new Set(['200x100']));
    expect(sizes('notice-')).toEqual(new Set(['600x400']));
  });
});

describe('time of day (Asia/Kathmandu is UTC+05:45)', () => {
  // 00:01, 06:00, 10:20, 14:30, 19:50, 23:15, 23:55 and 23:59:50 in Kathmandu.
  const cases = [
    '2025-05-10T18:16:00.000Z',
    '2025-05-10T00:15:00.000Z',
    '2025-05-10T04:35:00.000Z',
    '2025-05-10T08:45:00.000Z',
    '2025-05-10T14:05:00.000Z',
    '2025-05-10T17:30:00.000Z',
    '2025-05-10T18:10:00.000Z',
    '2025-05-10T18:14:50.000Z',
  ];
  it.each(cases)(
    'at %s: exactly one match running (kicked off within the hour) and another later the same Nepal day',
    (at) => {
      const now = new Date(at);
      const d = buildSeason(now);
      const matches = col(d, 'matches');
      const running = matches.filter((m) => m.status === 'running');
      expect(running).toHaveLength(1);
      const k = ms((running[0] as AnyDoc).match_date);
      expect(k).toBeLessThanOrEqual(now.getTime());
      expect(k).toBeGreaterThan(now.getTime() - 3_600_000);
      expect(
        matches.some(
          (m) =>
            m.status === 'upcoming' && ms(m.match_date) > now.getTime() && nepalDay(m.match_date) === nepalDay(now),
        ),
      ).toBe(true);
      for (const m of matches) expect(m.time).toBe(clockFmt.format(new Date(m.match_date)));
      for (const m of matches.filter((x) => x.status !== 'upcoming'))
        expect(scoreFromEvents(col(d, 'match-events'), m)).toEqual([m.scoreHome, m.scoreAway]);
      expect(danglingRelations(d)).toEqual([]);
    },
  );
});

describe('png encoder', () => {
  it('encodes RGB and RGBA with a correct IHDR and pixel data', () => {
    const rgba = encodePng(2, 1, new Uint8Array([255, 0, 0, 255, 0, 0, 255, 128]), 4);
    expect(pngInfo(rgba)).toMatchObject({ width: 2, height: 1, channels: 4, rawLength: 9 });
    expect(pngInfo(encodePng(3, 2, new Uint8Array(18), 3))).toMatchObject({
      width: 3,
      height: 2,
      channels: 3,
      rawLength: 20,
    });
    expect(() => encodePng(2, 2, new Uint8Array(3), 3)).toThrow();
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});

describe('nationwide season (kind nationwide)', () => {
  const started = performance.now();
  const d = buildSeason(NOW, { kind: 'nationwide' });
  const elapsed = performance.now() - started;

  it('builds 500 schools, ~10,000 players, ~3,000 matches and 1,000 articles in a few seconds', () => {
    expect(elapsed).toBeLessThan(8_000);
    expect(col(d, 'teams')).toHaveLength(500);
    expect(col(d, 'players').length).toBeGreaterThanOrEqual(9_500);
    expect(col(d, 'matches').length).toBeGreaterThanOrEqual(2_500);
    expect(col(d, 'matches').length).toBeLessThanOrEqual(3_500);
    expect(col(d, 'blogs')).toHaveLength(1_000);
    expect(col(d, 'tables')).toHaveLength(500);
    expect(new Set(col(d, 'teams').map((t) => t.team_name)).size).toBe(500);
    expect(d.media.length).toBeLessThanOrEqual(100);
  });

  it('stays consistent: scores from events, relations resolve', () => {
    const events = col(d, 'match-events');
    const byMatch = Map.groupBy(events, (e) => e.match);
    for (const m of col(d, 'matches').filter((x) => x.status !== 'upcoming'))
      expect(scoreFromEvents(byMatch.get(m.id) ?? [], m)).toEqual([m.scoreHome, m.scoreAway]);
    expect(danglingRelations(d)).toEqual([]);
  });

  it('plays in regional groups of about eight, each within one district, as the CMS groups collection', () => {
    const groups = col(d, 'groups');
    const teams = col(d, 'teams');
    expect(groups.length).toBeGreaterThanOrEqual(55);
    const members = Map.groupBy(teams, (t) => t.group);
    expect(teams.every((t) => typeof t.group === 'number')).toBe(true);
    for (const g of groups) {
      expect(g.name).toMatch(/^[A-Za-z]+ Group [A-J]$/);
      expect(g.name_ne).toMatch(/समूह/);
      expect(g.province).toMatch(/^(Koshi|Madhesh|Bagmati|Gandaki|Lumbini|Karnali|Sudurpashchim)$/);
      const list = members.get(g.id) ?? [];
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(list.length).toBeLessThanOrEqual(11);
    }
    // Every match is played inside one group.
    const groupOf = new Map(teams.map((t) => [t.id, t.group]));
    for (const m of col(d, 'matches')) expect(groupOf.get(m.homeTeam)).toBe(groupOf.get(m.awayTeam));
  });

  it('has no groups in the demo season (one league of eight)', () => {
    const demo = buildSeason(NOW);
    expect(demo.collections.groups).toBeUndefined();
    expect(col(demo, 'teams').some((t) => 'group' in t)).toBe(false);
  });

  it('honours a smaller school count', () => {
    const small = buildSeason(NOW, { kind: 'nationwide', schools: 40 });
    expect(col(small, 'teams')).toHaveLength(40);
    expect(danglingRelations(small)).toEqual([]);
  });
});
