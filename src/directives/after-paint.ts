// client:afterpaint: hydrate an island only once the browser has reported the page's first contentful paint, then at
// the next idle moment. client:idle alone can hydrate before the first paint on a busy phone (docs/decisions/live.md,
// The live parts). Browsers without paint timing wait for the load event instead.
import type { ClientDirective } from 'astro';

const afterPaint: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(), { timeout: 2000 });
    else setTimeout(() => void hydrate(), 200);
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
    return;
  }
  // `buffered` hands over a paint that happened before this island was reached, so none is missed.
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    whenIdle();
  });
  observer.observe({ type: 'paint', buffered: true });
};

export default afterPaint;
