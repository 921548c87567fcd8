// How the island directives load an island's code: React's runtime file first, evaluated in a task of its own, and
// the island's own modules after it, in another (docs/decisions/performance.md, "React's evaluation in a task of its
// own"). Left to Astro's island element, the two are imported together and, the runtime file arriving last, the whole
// graph (React, its DOM runtime, swr, the island) is evaluated in one task: the longest of an island page after its
// first paint. The island's own file is fetched meanwhile (a module preload), so only its few small imports are asked
// for after the runtime has arrived.

/** What Astro's island element hands a directive: loads the island's code, resolves to its hydration. */
type Load = () => Promise<() => Promise<void>>;

/** Loads and hydrates the island `el`: its renderer (React's runtime file) first, then, one task later, the rest. A
 *  second island of the same file preloads it again, which the browser's module map answers without a request. */
export async function loadSplit(load: Load, el: HTMLElement): Promise<void> {
  const renderer = el.getAttribute('renderer-url');
  if (renderer) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = el.getAttribute('component-url')!;
    document.head.append(link);
    // On failure Astro's element imports it again (with its own retry) and reports the failure its way.
    await import(/* @vite-ignore */ renderer).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve));
  }
  await (
    await load()
  )();
}
