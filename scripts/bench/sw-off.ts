// A pass-through proxy in front of the served site that answers 404 for /sw.js: Lighthouse then measures a page with
// no service worker. With it on, a first visit's worker fetches the island scripts itself once the page has loaded,
// and Lighthouse counts them as 0 bytes served by the worker. Chromium offers no switch to turn workers off, and
// DevTools' URL blocking does not reach the worker's own script request, so the bench serves none.
import { startPassProxy, type PassProxy } from './pass-proxy.ts';

export type SwOffSite = PassProxy;

export function startSwOffProxy(target: string): Promise<SwOffSite> {
  return startPassProxy(target, {
    answer: (req, res) => {
      if ((req.url ?? '').split('?')[0] !== '/sw.js') return false;
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no service worker while measuring');
      return true;
    },
  });
}
