// One active live video (SPEC §2 /live-match): title, platform, a close link home, and 'Watch', which loads the YouTube
// (no-cookie) or Twitch player only on that click; a link that names no video or channel reads 'Invalid URL or Channel'.
import { useEffect, useRef, useState } from 'react';
import type { LiveVideo } from '../../lib/api/types.ts';
import { INVALID_LIVE_SOURCE, liveEmbedUrl, liveSource } from '../../lib/league/live-video.ts';
import { saveData } from '../../scripts/save-data.ts';
import { useHydrated } from '../tickets/useHydrated.ts';
import s from './live-match.module.css';

const PLATFORMS: Record<string, string> = { youtube: 'YouTube', twitch: 'Twitch' };

export function LiveVideoCard({ video }: { video: LiveVideo }) {
  const source = liveSource(video);
  const title = video.title ?? 'Live match';
  const platform = PLATFORMS[source.kind] ?? PLATFORMS[video.platform] ?? (video.platform || 'an unknown platform');
  const [src, setSrc] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // In the build's HTML the button has no handler yet: a tap then would be lost, so it waits, disabled, for hydration.
  const ready = useHydrated();
  // The button is gone once the player is in: keep keyboard focus on the player that replaced it.
  useEffect(() => frame.current?.focus(), [src]);
  return (
    <li className={s.card}>
      <div className={s.head}>
        <div>
          <h2 className={s.title}>{title}</h2>
          <p className={s.platform}><span className={s.dot} aria-hidden="true" />Live on {platform}</p>
        </div>
        <a className={s.close} href="/"><span aria-hidden="true">×</span><span className="visually-hidden">Close {title} and go to the homepage</span></a>
      </div>
      {source.kind === 'invalid' ? (
        <p className={s.invalid}>{INVALID_LIVE_SOURCE}</p>
      ) : (
        <div className={s.player} data-live-player="" data-kind={source.kind}>
          {src ? (
            <iframe ref={frame} src={src} title={title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
          ) : (
            <button type="button" className={`btn ${s.watch}`} disabled={!ready} onClick={() => setSrc(liveEmbedUrl(source, location.hostname, !saveData()))}>
              <span aria-hidden="true">▶</span> Watch<span className="visually-hidden">: {title}</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}
