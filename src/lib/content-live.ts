// Live videos for the /live-match page at build time: /watchlive read once, validated, active ones with their source.
import { getAll } from './api/client.ts';
import { isApiError } from './api/errors.ts';
import { parseMany } from './api/normalise.ts';
import { liveVideoSchema } from './api/schemas.ts';
import type { LiveVideo } from './api/types.ts';
import { activeLiveVideos, liveSource, type LiveSource } from './league/live-video.ts';

export type LiveEntry = LiveVideo & { source: LiveSource };
export type LiveResult = { ok: true; videos: LiveEntry[] } | { ok: false; reason: string };

let cached: Promise<LiveResult> | null = null;

async function load(): Promise<LiveResult> {
  try {
    const raws = await getAll('/watchlive', { depth: 0 });
    const videos = activeLiveVideos(parseMany(liveVideoSchema, raws, 'watchlive'));
    return { ok: true, videos: videos.map((v) => ({ ...v, source: liveSource(v) })) };
  } catch (e) {
    // The page shows the SPEC's failure text instead of stopping the whole build: the live island refetches in the browser.
    const reason = isApiError(e) ? e.message : String(e);
    console.warn(`[league-api] watchlive: ${reason}`);
    return { ok: false, reason };
  }
}

/** Active live videos, read once per build. */
export function getLiveVideos(): Promise<LiveResult> {
  cached ??= load();
  return cached;
}
