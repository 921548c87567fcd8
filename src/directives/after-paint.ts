// client:afterpaint: hydrate an island only once the browser has reported the page's first contentful paint, then at
// the next idle moment. client:idle alone can hydrate before the first paint on a busy phone (docs/decisions/live.md,
// The live parts). Browsers without paint timing hydrate at their first idle moment. React's runtime is evaluated in a
// task before the island's own code (split-load.ts).
import type { ClientDirective } from 'astro';
import { loadSplit } from './split-load.ts';

const afterPaint: ClientDirective = (load, _options, el) => {
  const whenIdle = () => {
    const hydrate = () => void loadSplit(load, el);
    if ('requestIdleCallback' in window) requestIdleCallback(hydrate, { timeout: 2000 });
    else setTimeout(hydrate, 200);
  };
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return whenIdle();
  // `buffered` hands over a paint that happened before this island was reached, so none is missed.
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    whenIdle();
  });
  observer.observe({ type: 'paint', buffered: true });
};

export default afterPaint;
