// The one classic script in <head>, before the first paint; HeadScript.astro minifies it into every page.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the minifier's own form of a function called at once
!(function (html, nav) {
  // 1. The startup loading bar (SPEC §2, about 1 s) on the first page of a session.
  try {
    if (!sessionStorage.getItem('nsfl:started')) {
      sessionStorage.setItem('nsfl:started', '1');
      html.toggleAttribute('data-startup');
      setTimeout(() => html.toggleAttribute('data-startup'), 1e3);
    }
  } catch {
    // Storage blocked (private mode): no loading bar.
  }
  // 2. The service worker's registration, after the page has loaded.
  if (nav.serviceWorker) addEventListener('load', () => nav.serviceWorker.register('/sw.js'));
  // 3. Save-Data: html[data-save-data] for CSS and scripts; lazy images lose their srcset as the parser adds them.
  if ((nav.connection || 0).saveData) {
    html.dataset.saveData = '';
    new MutationObserver(() =>
      document.querySelectorAll('img[loading=lazy][srcset]').forEach((e) => e.removeAttribute('srcset')),
    ).observe(html, { childList: true, subtree: true });
  }
})(document.documentElement, navigator);
