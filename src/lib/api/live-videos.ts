// The live videos for the /live-match island, read without zod.
import { liveUrl } from './client.ts';
import { liveList } from './live-list.ts';
import { LIVE_READS, VIDEOS_QUERY } from './live-reads.ts';
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

/** /live-match's read: the URL (the swr key) and the loader. */
export const liveVideosUrl = () => liveUrl(LIVE_READS.videos.path(), VIDEOS_QUERY);

export function loadLiveVideos(): Promise<LiveVideo[]> {
  return liveList(LIVE_READS.videos.path(), VIDEOS_QUERY, toLiveVideo);
}
