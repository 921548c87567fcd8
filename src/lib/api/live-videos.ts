// The live videos for the /live-match island, read without zod.
import { liveList } from './live-list.ts';
import { obj, readBool, readId, readText } from './plain.ts';
import type { LiveVideo } from './types.ts';

export function toLiveVideo(raw: unknown): LiveVideo | null {
  const o = obj(raw);
  const id = readId(o?.id);
  if (!o || id === null) return null;
  return {
    id,
    isActive: readBool(o.isActive),
    platform: (readText(o.platform) ?? '').toLowerCase(),
    videoUrl: readText(o.videoUrl),
    twitchChannel: readText(o.twitchChannel),
    title: readText(o.title),
  };
}

export function loadLiveVideos(): Promise<LiveVideo[]> {
  return liveList('/watchlive', { limit: 100, depth: 0 }, toLiveVideo);
}
