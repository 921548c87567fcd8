// /live-match island (SPEC §2): every active live video as a card, from the build's /watchlive at first, then read live
// (swr, every minute: live-reads.ts), so a stream switched on in the CMS appears without a rebuild.
import { liveVideosUrl, loadLiveVideos } from '../../lib/api/live-videos.ts';
import type { LiveVideo } from '../../lib/api/types.ts';
import { activeLiveVideos } from '../../lib/league/live-video.ts';
import { pathBase } from '../../i18n/locales.ts';
import type { Lang } from './lang.ts';
import { LiveVideoCard } from './LiveVideoCard.tsx';
import { LoadingMark } from '../shared/LoadingMark.tsx';
import { useLiveRead } from '../shared/live-swr.ts';
import s from './live-match.module.css';

const loadActive = async () => activeLiveVideos(await loadLiveVideos());

/** `t`, `words`, `locale`: the page's language (src/i18n/README.md); the texts come as props, not in this code. */
type Props = { videos: LiveVideo[]; buildFailed: boolean } & Lang;

export default function LiveMatches({ videos, buildFailed, t, words, locale }: Props) {
  const live = useLiveRead('videos', liveVideosUrl(), loadActive, videos);
  // The SPEC's failure text when nothing trustworthy is known: the build could not read /watchlive, or the browser's
  // first request failed. After one good answer a failed refresh keeps the cards (a playing video keeps playing).
  const failed = !live.fresh && (live.failed || buildFailed);
  return (
    <div className={s.root} aria-busy={live.loading} data-answered={live.answered ? '' : undefined}>
      {live.loading && !live.fresh && <LoadingMark label={t.loading} />}
      {failed ? (
        <div className={s.errorBox} role="alert">
          <p>{t.failed}</p>
          <button type="button" className="btn" onClick={live.retry}>
            {t.retry}
          </button>
        </div>
      ) : live.data.length === 0 ? (
        <div className={s.empty} role="status">
          <p className={s.emptyTitle}>{t.none}</p>
          <a className="btn" href={`${pathBase(locale)}/`}>
            {t.home}
          </a>
        </div>
      ) : (
        <ul className={s.videos}>
          {live.data.map((v) => (
            <LiveVideoCard key={v.id} video={v} t={t} words={words} locale={locale} />
          ))}
        </ul>
      )}
    </div>
  );
}
