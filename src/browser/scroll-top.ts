// The scroll-to-top button appears past 300 px; arriving at a page scrolls smoothly to the top (reduced motion: instantly).
export const SCROLL_TOP_THRESHOLD = 300;

const behavior = (): ScrollBehavior => (matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth');

export function initScrollTop(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-scroll-top]');
  let queued = false;
  const update = () => {
    queued = false;
    if (button) button.hidden = scrollY <= SCROLL_TOP_THRESHOLD;
  };
  // scrollY is read in a frame, not while this script runs: Blink answers it by laying out the whole page first, and
  // that first layout would then run inside the page's script task (docs/decisions/performance.md, "No forced layout
  // while scripts run").
  requestAnimationFrame(() => {
    // MPA "route change": a fresh navigation without a #fragment starts at the top (back/forward keeps its place).
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (!location.hash && nav?.type === 'navigate' && scrollY > 0) scrollTo({ top: 0, behavior: behavior() });
    update();
  });
  if (!button) return;
  addEventListener(
    'scroll',
    () => {
      if (!queued) {
        queued = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  button.addEventListener('click', () => {
    scrollTo({ top: 0, behavior: behavior() });
    // Keyboard users continue from the top of the content, not from the vanished button.
    document.getElementById('main')?.focus({ preventScroll: true });
  });
}
