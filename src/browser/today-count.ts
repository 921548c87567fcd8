// Home's count of today's matches at national scale (components/home/TodayMatches.astro): the build wrote the count a
// Nepal day; this picks the day the page is read on. Its words are the element's data attributes, in the page's
// language.
import { devanagariDigits } from '../lib/format/digits.ts';
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
  // Written by hand as Intl's 'en' number format wrote it (thousands grouped by commas), not with Intl.NumberFormat:
  // building the first one loads ICU's number data, a long task while home loads (docs/decisions/performance.md, "No
  // Intl formatter while a page loads").
  const grouped = String(n).replace(/\B(?=(\d{3})+$)/g, ',');
  const many = (box.dataset.many ?? '').replace(
    '{n}',
    box.dataset.digits === 'deva' ? devanagariDigits(grouped) : grouped,
  );
  out.textContent = n === 0 ? (box.dataset.none ?? '') : n === 1 ? (box.dataset.one ?? '') : many;
}
