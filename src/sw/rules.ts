// The service worker's pure rules (src/sw/worker.ts): which requests it answers and how, which pages it keeps,
// how old a kept copy is in words, and the note it adds to a page served from the cache (docs/decisions.md, Issue 10).

/** How the worker answers a request; 'none' leaves it to the browser as if there were no worker. */
export type Strategy = 'page' | 'asset' | 'static' | 'none';

export type RequestFacts = { method: string; url: string; mode: string };

/** Purchase steps and live ticket data: never kept, whatever the request or language (docs/security.md). */
const NEVER_KEPT = /^(\/ne)?\/(checkout|payment-response|success|book-seat|api|gateway)(\/|$)/;
/** Pages kept for reading offline: home, table, fixtures, match centres, results, teams, players, news, the last ticket. */
const KEPT_PAGES = /^\/(|table|results|fixture|fixture\/[\w-]+|teams|teams\/[\w-]+|teams\/[\w-]+\/players\/[\w-]+|blogs|blogs\/[\w-]+|my-ticket)$/;
/** Kept in Nepali too: the last ticket, which a buyer on the Nepali pages opens at the gate (issue 17). */
const KEPT_NE_PAGES = /^\/ne\/my-ticket$/;
/** Files in public/ that keep their names: served from the cache at once and refreshed behind. */
const STATIC_FILES = /^\/(images\/|icons\/|favicon\.svg$|manifest\.webmanifest$)/;

/** '/teams/3/' and '/teams/3?x#y' are one page: '/teams/3'. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** The cache key of a page: the site's origin and its path, without query or fragment. */
export function pageKey(url: string): string {
  const u = new URL(url);
  return `${u.origin}${pagePath(u.pathname)}`;
}

export function keepsPage(pathname: string): boolean {
  const path = pagePath(pathname);
  return !NEVER_KEPT.test(path) && (KEPT_PAGES.test(path) || KEPT_NE_PAGES.test(path));
}

/**
 * Only GET requests to this site are ever answered or kept. Everything else (payments, form posts, the league API on
 * its own host, the gateway, YouTube, Twitch, the map) goes straight to the network, untouched.
 */
export function strategyFor(req: RequestFacts, siteOrigin: string): Strategy {
  if (req.method !== 'GET') return 'none';
  const url = new URL(req.url);
  if (url.origin !== siteOrigin) return 'none';
  if (req.mode === 'navigate') return 'page';
  if (NEVER_KEPT.test(url.pathname)) return 'none';
  if (url.pathname.startsWith('/_astro/')) return 'asset';
  if (STATIC_FILES.test(url.pathname)) return 'static';
  return 'none';
}

/** How long ago, as a unit and a count: the words are the reader's language's (ageText is English's). */
export type Age = { unit: 'now' | 'minute' | 'hour' | 'day'; n: number };

export function ageOf(ms: number): Age {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return { unit: 'now', n: 0 };
  if (minutes < 60) return { unit: 'minute', n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hour', n: hours };
  return { unit: 'day', n: Math.floor(hours / 24) };
}

/** How long ago a copy was saved, in words: 'less than a minute ago', '5 minutes ago', '3 hours ago', '2 days ago'. */
export function ageText(ms: number): string {
  const { unit, n } = ageOf(ms);
  return unit === 'now' ? 'less than a minute ago' : `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** The words of the note on a page served from the cache. */
export function offlineNoteText(savedAt: number | null, now: number, online: boolean): string {
  const why = online ? 'The site cannot be reached right now.' : 'You are offline.';
  if (savedAt === null || !Number.isFinite(savedAt)) return `${why} Showing a copy saved on this device.`;
  return `${why} Showing the copy saved ${ageText(now - savedAt)}.`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page with the note as the first thing in <main> (else after <body>): markup and a class, no style attribute. */
export function withOfflineNote(html: string, text: string): string {
  const note = `<div class="offline-note" role="status" data-offline-note><p>${escapeHtml(text)}</p></div>`;
  const at = /<main\b[^>]*>/i.exec(html) ?? /<body\b[^>]*>/i.exec(html);
  if (!at) return note + html;
  const end = at.index + at[0].length;
  return html.slice(0, end) + note + html.slice(end);
}

/** The page's own scripts and stylesheets under /_astro/ (islands and renderers too), as absolute paths. */
export function pageAssets(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/\b(?:src|href|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"?#]+\.(?:js|css))"/g)) found.add(m[1]!);
  return [...found];
}

/**
 * The chunks a built module imports (static and dynamic), resolved against the module's own path. The minifier writes
 * a dynamic import's path in backquotes (import(`./ticket-calendar.X.js`)): those are followed too, so the e-ticket's
 * calendar file can be made offline.
 */
export function moduleImports(js: string, modulePath: string): string[] {
  const dir = modulePath.slice(0, modulePath.lastIndexOf('/') + 1);
  const found = new Set<string>();
  for (const m of js.matchAll(/(?:\bimport\s*\(?|\bfrom)\s*["'`](\.\/[^"'`]+\.js)["'`]/g)) found.add(dir + m[1]!.slice(2));
  return [...found];
}
