// Home's count of today's matches at national scale (components/home/TodayMatches.astro): the build wrote the count a
// Nepal day; this picks the day the page is read on. Its words are the element's data attributes, in the page's
// language.
import { nepalDay } from '../lib/nepal-day.ts';

export function showTodayCount(now = Date.now()): void {
  const box = document.querySelector<HTMLElement>('[data-today-count]');
  const out = box?.querySelector<HTMLElement>('[data-today-text]');
  if (!box || !out) return;
  let perDay: Record<string, number>;
  try {
    perDay = JSON.parse(box.dataset.todayCount ?? '{}') as Record<string, number>;
  } catch {
    return;
  }
  const n = perDay[nepalDay(now) ?? ''] ?? 0;
  const digits = box.dataset.digits ? `en-u-nu-${box.dataset.digits}` : 'en';
  const many = (box.dataset.many ?? '').replace('{n}', new Intl.NumberFormat(digits).format(n));
  out.textContent = n === 0 ? (box.dataset.none ?? '') : n === 1 ? (box.dataset.one ?? '') : many;
}
