// A pass-through proxy in front of the served site that answers 404 for /sw.js: Lighthouse then measures a page with
// no service worker. With it on, a first visit's worker fetches the island scripts itself once the page has loaded,
// and Lighthouse counts them as 0 bytes served by the worker. Chromium offers no switch to turn workers off, and
// DevTools' URL blocking does not reach the worker's own script request, so the bench serves none.
//
// It also answers BLANK_PATH with a document of two lines of text, no CSS, no script, no image: the browser's own
// floor. Lighthouse measured on it shows what no page can go below on this machine and this Chromium (the navigation's
// commit and the creation of the page's JavaScript context are one task that Lighthouse cannot attribute to a script).
import { startPassProxy, type PassProxy } from './pass-proxy.ts';

export type SwOffSite = PassProxy;

/** The blank document's path on the proxy, and its name in the bench's tables. */
export const BLANK_PATH = '/__bench/blank';
export const BLANK_KIND = 'blank document';

export const BLANK_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title>' +
  '<meta name="description" content="The browser\'s floor: no CSS, no script, no image."></head>' +
  '<body><h1>Blank</h1><p>Two lines of text, nothing else.</p></body></html>';

export function startSwOffProxy(target: string): Promise<SwOffSite> {
  return startPassProxy(target, {
    answer: (req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (path === BLANK_PATH) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(BLANK_HTML);
        return true;
      }
      if (path !== '/sw.js') return false;
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no service worker while measuring');
      return true;
    },
  });
}
