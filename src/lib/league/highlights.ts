// Highlights order (SPEC §9): recent by publishedDate, most viewed by views, longest by duration in seconds.
import type { Highlight } from '../api/types.ts';
import { time } from '../nepal-day.ts';

export type HighlightSort = 'recent' | 'mostViewed' | 'longest';
export const HIGHLIGHTS_PER_PAGE = 6;
export const HOME_HIGHLIGHTS = 3;

/** 'mm:ss' (or 'h:mm:ss') as seconds; 0 when unreadable. */
export function durationSeconds(duration: string | null): number {
  if (!duration) return 0;
  const parts = duration.split(':').map(Number);
  if (parts.some((n) => !Number.isFinite(n))) return 0;
  return parts.reduce((acc, n) => acc * 60 + n, 0);
}

export function sortHighlights(list: Highlight[], mode: HighlightSort): Highlight[] {
  const copy = [...list];
  if (mode === 'mostViewed') return copy.sort((a, b) => b.views - a.views);
  if (mode === 'longest') return copy.sort((a, b) => durationSeconds(b.duration) - durationSeconds(a.duration));
  return copy.sort((a, b) => (time(b.publishedDate) ?? -Infinity) - (time(a.publishedDate) ?? -Infinity));
}
