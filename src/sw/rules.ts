// The service worker's pure rules (src/sw/worker.ts): which requests it answers and how, which pages it keeps,
// how old a kept copy is in words, and the note it adds to a page served from the cache (docs/decisions/offline.md).
// Nepali pages (/ne/…) follow the same rules as their English twins; their note is in Nepali, with words the worker
// reads from the Nepali offline page it keeps (noteTextsIn), so the worker's own code holds English only.
import { basePath, localeOfPath, localize, type Locale } from '../lib/locales.ts';
import { NOTE_EN, type NoteTexts } from '../i18n/texts/offline-note.ts';

export { NOTE_EN, type NoteTexts };

/** How the worker answers a request; 'none' leaves it to the browser as if there were no worker. */
export type Strategy = 'page' | 'asset' | 'static' | 'none';

export type RequestFacts = { method: string; url: string; mode: string };

/** Purchase steps and live ticket data: never kept, whatever the request or language (docs/security.md). */
const NEVER_KEPT = /^(\/ne)?\/(checkout|payment-response|success|book-seat|api|gateway)(\/|$)/;
/** Pages kept for reading offline: home, table, fixtures, match centres, results, teams, players, news, the last ticket. */
const KEPT_PAGES =
  /^\/(|table|results|fixture|fixture\/[\w-]+|teams|teams\/[\w-]+|teams\/[\w-]+\/players\/[\w-]+|blogs|blogs\/[\w-]+|my-ticket)$/;
/** Files in public/ that keep their names: served from the cache at once and refreshed behind. */
const STATIC_FILES = /^\/(images\/|icons\/|favicon\.svg$|manifest\.webmanifest$)/;

/** The offline page of a path's language, as the integration's precacheList stores it. */
export const offlinePagePath = (pathname: string): string => `${localize(localeOfPath(pathname), '/offline')}/`;

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
  // The rules are written once for both languages: '/ne/teams/3' is kept as '/teams/3' is.
  const path = pagePath(basePath(pagePath(pathname)));
  return !NEVER_KEPT.test(path) && KEPT_PAGES.test(path);
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
  if (NEVER_KEPT.test(basePath(url.pathname))) return 'none';
  if (url.pathname.startsWith('/_astro/')) return 'asset';
  if (STATIC_FILES.test(url.pathname)) return 'static';
  return 'none';
}

/** How long ago, as a unit and a count: the words are the reader's language's (ageText). */
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
export function ageText(ms: number, t: NoteTexts = NOTE_EN): string {
  const { unit, n } = ageOf(ms);
  if (unit === 'now') return t.justNow;
  const digits = String(n).replace(/\d/g, (d) => t.digits[Number(d)] ?? d);
  return (n === 1 ? t[unit] : t[`${unit}s`]).replace('{n}', digits);
}

/** The words of the note on a page served from the cache. */
export function offlineNoteText(savedAt: number | null, now: number, online: boolean, t: NoteTexts = NOTE_EN): string {
  const why = online ? t.unreachable : t.offline;
  if (savedAt === null || !Number.isFinite(savedAt)) return `${why} ${t.savedSomewhen}`;
  return `${why} ${t.saved.replace('{age}', ageText(now - savedAt, t))}`;
}

/** The attribute the offline page of a language other than English gives its note words in (offline.astro). */
export const NOTE_TEXTS_ATTR = 'data-note-texts';

const ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };

/**
 * The note's words from an offline page's HTML (its NOTE_TEXTS_ATTR, JSON, HTML-escaped as any attribute), or null
 * when the page has none or they are not all there.
 */
export function noteTextsIn(html: string): NoteTexts | null {
  const m = new RegExp(`\\s${NOTE_TEXTS_ATTR}="([^"]*)"`).exec(html);
  if (!m) return null;
  const json = m[1]!.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e] ?? whole),
  );
  try {
    const t = JSON.parse(json) as Record<string, unknown>;
    const ok = Object.keys(NOTE_EN).every((k) => typeof t[k] === 'string') && String(t.digits).length >= 10;
    return ok ? (t as NoteTexts) : null;
  } catch {
    return null;
  }
}

/** The language of a page the worker answers for. */
export const pageLanguage = (url: string): Locale => localeOfPath(new URL(url).pathname);

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
  for (const m of html.matchAll(
    /\b(?:src|href|component-url|renderer-url|before-hydration-url)="(\/_astro\/[^"?#]+\.(?:js|css))"/g,
  ))
    found.add(m[1]!);
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
  for (const m of js.matchAll(/(?:\bimport\s*\(?|\bfrom)\s*["'`](\.\/[^"'`]+\.js)["'`]/g))
    found.add(dir + m[1]!.slice(2));
  return [...found];
}
