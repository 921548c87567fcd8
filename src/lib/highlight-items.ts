// The highlights page's data for its browser script: each highlight with its display texts, and the three orders
// already applied with sortHighlights() at build time, so the script needs neither a date library nor the sort rule.
import type { Highlight } from './api/types.ts';
import { DATE_FORMATS, formatNepal } from './format.ts';
import { formatBs } from './bs/format.ts';
import { HIGHLIGHTS_PER_PAGE, sortHighlights, type HighlightSort } from './league/highlights.ts';
import { HIGHLIGHT_SORTS } from './highlight-urls.ts';

export type HighlightItem = Pick<Highlight, 'id' | 'title' | 'videoId' | 'duration' | 'publishedDate'> & {
  image: string; imageSrcset: string; dateText: string; bsText: string; viewsText: string;
};
/** Items in the Recent order, each order as positions in that list, and the page size (SPEC §9: 6). */
export type HighlightsData = { items: HighlightItem[]; orders: Record<HighlightSort, number[]>; perPage: number };

/** A highlight card's thumbnail box (16:9) and its widths across the grid, shared by the cards on home and /highlights. */
export const HIGHLIGHT_THUMB = { width: 496, height: 279, sizes: '(min-width: 72rem) 240px, (min-width: 35rem) 45vw, calc(100vw - 4rem)' } as const;

/** `thumbs`: each highlight's processed thumbnail (src and srcset) by id; without one the API's url is used. */
export function highlightsData(list: Highlight[], thumbs: Map<string, { src: string; srcset: string | null }> = new Map()): HighlightsData {
  const recent = sortHighlights(list, 'recent');
  const position = new Map(recent.map((h, i) => [h.id, i]));
  const orders = Object.fromEntries(
    HIGHLIGHT_SORTS.map(({ mode }) => [mode, sortHighlights(recent, mode).map((h) => position.get(h.id)!)]),
  ) as Record<HighlightSort, number[]>;
  const items = recent.map((h) => ({
    id: h.id, title: h.title, videoId: h.videoId, duration: h.duration, publishedDate: h.publishedDate,
    image: thumbs.get(h.id)?.src ?? h.image.src, imageSrcset: thumbs.get(h.id)?.srcset ?? '',
    dateText: formatNepal(h.publishedDate, DATE_FORMATS.fixture), bsText: formatBs(h.publishedDate), viewsText: h.views.toLocaleString('en-US'),
  }));
  return { items, orders, perPage: HIGHLIGHTS_PER_PAGE };
}
