// The highlights page's data for its browser script: each highlight with its display texts in the page's language,
// and the three orders already applied with sortHighlights() at build time, so the script needs neither a date library
// nor the sort rule.
import type { Highlight } from './api/types.ts';
import { localBs, localDate, localNumber, type LocalWords } from './format/local.ts';
import { cmsText } from './cms-text.ts';
import { HIGHLIGHTS_PER_PAGE, sortHighlights, type HighlightSort } from './league/highlights.ts';
import { HIGHLIGHT_SORTS } from './highlight-urls.ts';
import type { Locale } from './locales.ts';

export type HighlightItem = Pick<Highlight, 'id' | 'title' | 'videoId' | 'duration' | 'publishedDate'> & {
  image: string;
  imageSrcset: string;
  dateText: string;
  bsText: string;
  viewsText: string;
  /** 'en' when the title shown is the CMS's English one on a Nepali page (absent otherwise). */
  titleLang?: 'en';
};
/** Items in the Recent order, each order as positions in that list, and the page size (SPEC §9: 6). */
export type HighlightsData = { items: HighlightItem[]; orders: Record<HighlightSort, number[]>; perPage: number };

/** A highlight card's thumbnail box (16:9) and its widths across the grid, shared by the cards on home and /highlights. */
export const HIGHLIGHT_THUMB = {
  width: 496,
  height: 279,
  sizes: '(min-width: 72rem) 240px, (min-width: 35rem) 45vw, calc(100vw - 4rem)',
} as const;

/** A view count: '12,345' in English; in Nepali Devanagari digits grouped as Nepali writes them ('१२,३४,५६७'). */
export function viewsText(views: number, words?: LocalWords | null): string {
  return words ? localNumber(views.toLocaleString('en-IN'), words) : views.toLocaleString('en-US');
}

/** A card's date line: the SPEC's 'dd MMM yyyy' and the BS date beside it in English; the BS-first date in Nepali. */
export function highlightDate(
  h: Pick<Highlight, 'publishedDate'>,
  words?: LocalWords | null,
): { dateText: string; bsText: string } {
  return { dateText: localDate(h.publishedDate, 'fixture', words), bsText: words ? '' : localBs(h.publishedDate) };
}

/** `thumbs`: each highlight's processed thumbnail (src and srcset) by id; without one the API's url is used. */
export function highlightsData(
  list: Highlight[],
  thumbs: Map<string, { src: string; srcset: string | null }> = new Map(),
  locale: Locale = 'en',
  words: LocalWords | null = null,
): HighlightsData {
  const recent = sortHighlights(list, 'recent');
  const position = new Map(recent.map((h, i) => [h.id, i]));
  const orders = Object.fromEntries(
    HIGHLIGHT_SORTS.map(({ mode }) => [mode, sortHighlights(recent, mode).map((h) => position.get(h.id)!)]),
  ) as Record<HighlightSort, number[]>;
  const items = recent.map((h) => {
    const title = cmsText(h.title, h.titleNe, locale);
    return {
      id: h.id,
      title: title.text,
      videoId: h.videoId,
      duration: h.duration && localNumber(h.duration, words),
      publishedDate: h.publishedDate,
      image: thumbs.get(h.id)?.src ?? h.image.src,
      imageSrcset: thumbs.get(h.id)?.srcset ?? '',
      ...highlightDate(h, words),
      viewsText: viewsText(h.views, words),
      ...(title.lang ? { titleLang: title.lang } : {}),
    };
  });
  return { items, orders, perPage: HIGHLIGHTS_PER_PAGE };
}
