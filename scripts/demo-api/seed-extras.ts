// Highlights, sponsors, live videos and notices: the smaller collections, with their images.
import { noticePoster, pitchThumbnail, sponsorLogo, type Rgb } from './images.ts';
import type { Draft, MatchRec } from './seed-model.ts';
import { MediaBank } from './seed-model.ts';
import { SPONSORS } from './seed-names.ts';
import { DAY, HOUR, MINUTE, nepaliDigits, slug, type Rng } from './seed-util.ts';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** An 11-character YouTube-style id (the last character of a real id is one of 16). */
export function youtubeId(rng: Rng): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += ID_CHARS[rng.int(0, 63)];
  return s + 'AEIMQUYcgkosw048'[rng.int(0, 15)];
}

const mmss = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Highlights of the most recent completed matches; `thumbs` reuses a pool of images instead of one per highlight. */
export function highlightDrafts(
  rng: Rng,
  matches: MatchRec[],
  count: number,
  now: number,
  media: MediaBank,
  thumbs: number[] | null,
): Draft[] {
  const done = matches
    .filter((m) => m.status === 'completed')
    .sort((a, b) => b.kickoff - a.kickoff)
    .slice(0, count);
  return done.reverse().map((m, i) => {
    const published = Math.min(m.kickoff + rng.int(5, 30) * HOUR, now - 30 * MINUTE);
    const title = `${m.home.school.name} ${m.scoreHome}-${m.scoreAway} ${m.away.school.name} | Week ${m.week} Highlights`;
    const image = thumbs
      ? (thumbs[i % thumbs.length] as number)
      : media.add(
          `highlight-${i + 1}.png`,
          `Highlights: ${m.home.school.name} v ${m.away.school.name}`,
          pitchThumbnail(i, m.home.school.primary),
        );
    const seconds = rng.weighted([
      [rng.int(95, 240), 3],
      [rng.int(241, 540), 4],
      [rng.int(541, 1250), 2],
    ]);
    const views = Math.round(10 ** (2.4 + rng.next() * 2.4)); // ~250 to ~60,000
    // The newest highlight has a Nepali title (title_ne), shown on the Nepali pages; the others show theirs as written.
    const titleNe =
      i === done.length - 1
        ? `हप्ता ${nepaliDigits(m.week)} का हाइलाइट्स: ${nepaliDigits(`${m.scoreHome}-${m.scoreAway}`)} को रोमाञ्चक भिडन्त`
        : null;
    return {
      id: i + 1,
      title,
      title_ne: titleNe,
      videoId: youtubeId(rng),
      duration: mmss(seconds),
      views,
      image,
      publishedDate: new Date(published).toISOString(),
      createdAt: published,
      updatedAt: published + rng.int(0, 3) * HOUR,
    };
  });
}

export function sponsorDrafts(media: MediaBank, since: number): Draft[] {
  return SPONSORS.map((s, i) => {
    const logo = media.add(`sponsor-${i + 1}.png`, `${s.name} logo`, sponsorLogo(s.primary, s.secondary, i));
    return {
      id: i + 1,
      name: s.name,
      logo,
      website: `https://${slug(s.name)}.example.com/`,
      createdAt: since + i * DAY,
      updatedAt: since + i * DAY,
    };
  });
}

/** Two active live videos (the running match on YouTube, a Twitch channel) and an inactive replay. */
export function watchliveDrafts(rng: Rng, running: MatchRec | undefined, now: number, channel: string): Draft[] {
  const live = running ? `${running.home.school.name} vs ${running.away.school.name}` : 'Match day live';
  return [
    {
      id: 1,
      isActive: false,
      platform: 'youtube',
      videoUrl: `https://youtu.be/${youtubeId(rng)}`,
      twitchChannel: null,
      title: 'Last week: full match replay',
      createdAt: now - 8 * DAY,
      updatedAt: now - 7 * DAY,
    },
    {
      id: 2,
      isActive: true,
      platform: 'twitch',
      videoUrl: null,
      twitchChannel: channel,
      title: 'Match-day studio on Twitch',
      createdAt: now - 3 * DAY,
      updatedAt: now - 3 * DAY,
    },
    {
      id: 3,
      isActive: true,
      platform: 'youtube',
      videoUrl: `https://www.youtube.com/watch?v=${youtubeId(rng)}`,
      twitchChannel: null,
      title: `LIVE: ${live}`,
      createdAt: now - 2 * HOUR,
      updatedAt: now - 40 * MINUTE,
    },
  ];
}

/** The active notice (a poster) and an older, inactive one without an image. */
export function postDrafts(media: MediaBank, colours: { primary: Rgb; secondary: Rgb }, now: number): Draft[] {
  const image = media.add(
    'notice-1.png',
    'Notice: match-day tickets on sale',
    noticePoster(colours.primary, colours.secondary),
  );
  return [
    {
      id: 1,
      title: 'Team registration for next season has closed',
      title_ne: null,
      isActive: false,
      image: null,
      createdAt: now - 20 * DAY,
      updatedAt: now - 15 * DAY,
    },
    {
      id: 2,
      title: 'Match-day tickets on sale now: book online',
      title_ne: 'खेलका टिकट बिक्रीमा: अनलाइन बुक गर्नुहोस्',
      isActive: true,
      image,
      createdAt: now - 4 * DAY,
      updatedAt: now - 4 * DAY,
    },
  ];
}
