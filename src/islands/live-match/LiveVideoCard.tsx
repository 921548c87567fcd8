// One active live video (SPEC §2 /live-match): title, platform, a close link home, and 'Watch', which loads the YouTube
// (no-cookie) or Twitch player only on that click; a link that names no video or channel reads 'Invalid URL or Channel'.
// The CMS title and the platform's name are as written: marked lang="en" on a Nepali page.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LiveVideo } from '../../lib/api/types.ts';
import { liveEmbedUrl, liveSource } from '../../lib/league/live-video.ts';
import { pathBase } from '../../i18n/locales.ts';
import { saveData } from '../../browser/save-data.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import type { Lang } from './lang.ts';
import s from './live-match.module.css';

const PLATFORMS: Record<string, string> = { youtube: 'YouTube', twitch: 'Twitch' };

/**
 * A text with one `{key}` in it and a node put in its place: fill() (src/i18n/fill.ts) writes strings, and a name that
 * must carry its own lang="en" is an element. An empty part after the value is left out (the same markup as JSX's
 * `Live on {platform}`).
 */
function around(template: string, key: string, value: ReactNode): ReactNode {
  const [before = '', after = ''] = template.split(`{${key}}`);
  return (
    <>
      {before || null}
      {value}
      {after || null}
    </>
  );
}

export function LiveVideoCard({ video, t, locale }: { video: LiveVideo } & Lang) {
  const source = liveSource(video);
  const en = locale === 'en' ? undefined : 'en';
  const title = video.title ?? t.liveMatch;
  // A CMS title or a platform's name as written; the fallbacks are the page's own texts.
  const titleLang = video.title ? en : undefined;
  const platformName = PLATFORMS[source.kind] ?? PLATFORMS[video.platform] ?? video.platform;
  const platform = platformName ? en ? <span lang={en}>{platformName}</span> : platformName : t.unknownPlatform;
  const named = titleLang ? <span lang={titleLang}>{title}</span> : title;
  // The line is a flex row: with the name in an element of its own the phrase needs one box, or the gap splits it.
  const liveOn = around(t.liveOn, 'platform', platform);
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
          <h2 className={s.title} lang={titleLang}>
            {title}
          </h2>
          <p className={s.platform}>
            <span className={s.dot} aria-hidden="true" />
            {en ? <span>{liveOn}</span> : liveOn}
          </p>
        </div>
        <a className={s.close} href={`${pathBase(locale)}/`}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{around(t.close, 'title', named)}</span>
        </a>
      </div>
      {source.kind === 'invalid' ? (
        <p className={s.invalid}>{t.invalid}</p>
      ) : (
        <div className={s.player} data-live-player="" data-kind={source.kind}>
          {src ? (
            <iframe
              ref={frame}
              src={src}
              title={title}
              lang={titleLang}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <button
              type="button"
              className={`btn ${s.watch}`}
              disabled={!ready}
              onClick={() => setSrc(liveEmbedUrl(source, location.hostname, !saveData()))}
            >
              <span aria-hidden="true">▶</span>
              {` ${t.watch}`}
              <span className="visually-hidden">: {named}</span>
            </button>
          )}
        </div>
      )}
    </li>
  );
}
