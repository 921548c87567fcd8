// Live video sources (SPEC §2 /live-match, §5): a YouTube link's 11-character id or a valid Twitch channel, else invalid.
import type { LiveVideo } from '../api/types.ts';

export type LiveSource = { kind: 'youtube'; id: string } | { kind: 'twitch'; channel: string } | { kind: 'invalid' };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
// Twitch user names: 4 to 25 letters, digits or underscores (Twitch's own rule).
const CHANNEL = /^[A-Za-z0-9_]{4,25}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);
const TWITCH_HOSTS = new Set(['twitch.tv', 'www.twitch.tv', 'm.twitch.tv']);

function parseUrl(value: string): URL | null {
  const v = value.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`);
  } catch {
    return null;
  }
}

/** The 11-character id of a YouTube link (watch?v=, youtu.be/, /embed/, /live/, /shorts/, /v/), or a bare id; else null. */
export function youtubeId(value: string | null): string | null {
  if (!value) return null;
  const v = value.trim();
  if (VIDEO_ID.test(v)) return v;
  const url = parseUrl(v);
  if (!url || !/^https?:$/.test(url.protocol) || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (url.hostname.toLowerCase() === 'youtu.be') candidate = segments[0];
  else if (segments[0] === 'watch') candidate = url.searchParams.get('v');
  else if (['embed', 'live', 'shorts', 'v'].includes(segments[0] ?? '')) candidate = segments[1];
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

/** A Twitch channel name, given bare or as a twitch.tv link; else null. */
export function twitchChannel(value: string | null): string | null {
  if (!value) return null;
  const v = value.trim();
  if (CHANNEL.test(v)) return v.toLowerCase();
  const url = parseUrl(v);
  if (!url || !/^https?:$/.test(url.protocol) || !TWITCH_HOSTS.has(url.hostname.toLowerCase())) return null;
  const [first, ...more] = url.pathname.split('/').filter(Boolean);
  return first && more.length === 0 && CHANNEL.test(first) ? first.toLowerCase() : null;
}

/** Where a live video plays from: its platform decides which field is read; without a platform the link's host decides. */
export function liveSource(video: Pick<LiveVideo, 'platform' | 'videoUrl' | 'twitchChannel'>): LiveSource {
  const platform = video.platform.toLowerCase();
  if (platform === 'youtube') {
    const id = youtubeId(video.videoUrl);
    return id ? { kind: 'youtube', id } : { kind: 'invalid' };
  }
  if (platform === 'twitch') {
    const channel = twitchChannel(video.twitchChannel) ?? twitchChannel(video.videoUrl);
    return channel ? { kind: 'twitch', channel } : { kind: 'invalid' };
  }
  if (platform === '') {
    const id = youtubeId(video.videoUrl);
    if (id && video.videoUrl && !VIDEO_ID.test(video.videoUrl.trim())) return { kind: 'youtube', id };
    const channel = twitchChannel(video.twitchChannel);
    if (channel) return { kind: 'twitch', channel };
  }
  return { kind: 'invalid' };
}

/**
 * The player URL for a source; Twitch requires the embedding page's host name as `parent`. Without autoplay (Save-Data)
 * the player shows its own play button instead of starting the stream.
 */
export function liveEmbedUrl(source: LiveSource, parentHost: string, autoplay = true): string | null {
  if (source.kind === 'youtube')
    return `https://www.youtube-nocookie.com/embed/${source.id}?autoplay=${autoplay ? 1 : 0}&rel=0`;
  if (source.kind === 'twitch')
    return `https://player.twitch.tv/?channel=${encodeURIComponent(source.channel)}&parent=${encodeURIComponent(parentHost)}&autoplay=${autoplay}`;
  return null;
}

/** Only active videos are shown, in the API's order (SPEC §2: each active live video). */
export function activeLiveVideos<T extends Pick<LiveVideo, 'isActive'>>(videos: T[]): T[] {
  return videos.filter((v) => v.isActive);
}
