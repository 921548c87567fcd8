// The service worker, built to /sw.js by src/integrations/service-worker.ts: pages network-first with the last copy
// kept for reading offline, hashed assets cache-first, nothing of a payment ever touched (docs/decisions/offline.md).
import {
  keepsPage,
  moduleImports,
  NOTE_EN,
  noteTextsIn,
  offlineNoteText,
  offlinePagePath,
  pageAssets,
  pageKey,
  strategyFor,
  withOfflineNote,
  type NoteTexts,
} from './rules.ts';
import { notificationOf, sitePath } from './alerts.ts';

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

type Extendable = Event & { waitUntil(p: Promise<unknown>): void };
type FetchEvt = Extendable & {
  request: Request;
  preloadResponse?: Promise<Response | undefined>;
  respondWith(r: Promise<Response>): void;
};
type MessageEvt = Extendable & { data: unknown };
type PushEvt = Extendable & { data: { text(): string } | null };
type ClickEvt = Extendable & { notification: { data: unknown; close(): void } };
type WindowClient = { url: string; focus(): Promise<unknown>; navigate?(url: string): Promise<unknown> };
type Scope = {
  location: Location;
  navigator: Navigator;
  registration: {
    navigationPreload?: { enable(): Promise<void> };
    showNotification(title: string, options: object): Promise<void>;
  };
  clients: {
    claim(): Promise<void>;
    matchAll(o: { type: 'window'; includeUncontrolled?: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', fn: (e: Extendable) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvt) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEvt) => void): void;
  addEventListener(type: 'push', fn: (e: PushEvt) => void): void;
  addEventListener(type: 'notificationclick', fn: (e: ClickEvt) => void): void;
};
const sw = self as unknown as Scope;

/** Code and the offline page change with each build's version; kept pages outlive versions (they are content). */
const SHELL = `nsfl-shell-${__SW_VERSION__}`;
const ASSETS = `nsfl-assets-${__SW_VERSION__}`;
const PAGES = 'nsfl-pages-v1';
const CURRENT = new Set([SHELL, ASSETS, PAGES]);
const SAVED_AT = 'X-Saved-At';
const MAX_PAGES = 80;
const MAX_ASSETS = 400;
const origin = sw.location.origin;

async function trim(cacheName: string, max: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  // Keys come in the order they were stored (a page stored again moves to the end): the oldest go first.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}

/** Stores this site's JS and CSS a page needs, following module imports, unless already stored. */
async function keepAssets(paths: string[]): Promise<void> {
  const cache = await caches.open(ASSETS);
  const queue = [...paths];
  const seen = new Set<string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    let res = await cache.match(path);
    if (!res) {
      const fresh = await fetch(path).catch(() => null);
      if (!fresh?.ok) continue;
      await cache.put(path, fresh.clone());
      res = fresh;
    }
    if (path.endsWith('.js')) queue.push(...moduleImports(await res.text(), path));
  }
}

/** Keeps a page with the time it was saved, then the assets it needs to run. */
async function keepPage(url: string, res: Response): Promise<void> {
  const html = await res.text();
  const headers = new Headers(res.headers);
  // The body is stored decoded: the encoding headers of the network answer no longer describe it.
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  headers.set(SAVED_AT, String(Date.now()));
  const cache = await caches.open(PAGES);
  await cache.put(pageKey(url), new Response(html, { status: 200, statusText: 'OK', headers }));
  await trim(PAGES, MAX_PAGES);
  await keepAssets(pageAssets(html));
}

async function fromCache(url: string): Promise<Response | undefined> {
  return (await caches.open(PAGES)).match(pageKey(url));
}

/** The note's words for a page: English, or those its language's offline page carries (kept at install). */
async function noteTexts(url: string): Promise<NoteTexts> {
  const offline = offlinePagePath(new URL(url).pathname);
  if (offline === '/offline/') return NOTE_EN;
  const page = await (await caches.open(SHELL)).match(offline);
  return (page && noteTextsIn(await page.text())) || NOTE_EN;
}

/** A kept copy with the note saying it is a copy and how old; the page's own headers (and CSP) unchanged. */
async function annotated(url: string, copy: Response): Promise<Response> {
  const savedAt = Number(copy.headers.get(SAVED_AT));
  const text = offlineNoteText(savedAt > 0 ? savedAt : null, Date.now(), sw.navigator.onLine, await noteTexts(url));
  return new Response(withOfflineNote(await copy.text(), text), { status: 200, headers: copy.headers });
}

/** The offline page in the language of the page asked for (as listed by the integration's precacheList). */
async function offlinePage(url: string): Promise<Response> {
  const cache = await caches.open(SHELL);
  const page = (await cache.match(offlinePagePath(new URL(url).pathname))) ?? (await cache.match('/offline/'));
  if (page) return new Response(page.body, { status: 503, statusText: 'Offline', headers: page.headers });
  return new Response('You are offline, and this page has not been saved on this device.', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

async function page(e: FetchEvt): Promise<Response> {
  const url = e.request.url;
  try {
    const res = (await e.preloadResponse) ?? (await fetch(e.request));
    const html = (res.headers.get('Content-Type') ?? '').startsWith('text/html');
    if (res.ok && html && keepsPage(new URL(url).pathname)) e.waitUntil(keepPage(url, res.clone()));
    return res;
  } catch {
    const copy = keepsPage(new URL(url).pathname) ? await fromCache(url) : undefined;
    return copy ? annotated(url, copy) : offlinePage(url);
  }
}

/** Hashed files never change: the stored copy is always right. */
async function asset(req: Request): Promise<Response> {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(req);
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok && res.type === 'basic') {
    await cache.put(req, res.clone());
    void trim(ASSETS, MAX_ASSETS);
  }
  return res;
}

/** public/ files keep their names: the stored copy now, a fresh one for next time. */
async function staticFile(e: FetchEvt): Promise<Response> {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(e.request);
  const fresh = fetch(e.request).then(async (res) => {
    if (res.ok && res.type === 'basic') await cache.put(e.request, res.clone());
    return res;
  });
  if (hit) {
    e.waitUntil(fresh.catch(() => undefined));
    return hit;
  }
  return fresh;
}

sw.addEventListener('install', (e) => {
  e.waitUntil(
    (async () => {
      await (await caches.open(SHELL)).addAll(__SW_PRECACHE__);
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (e) => {
  e.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('nsfl-') && !CURRENT.has(n)).map((n) => caches.delete(n)));
      await sw.registration.navigationPreload?.enable();
      await sw.clients.claim();
      // The page that registered the worker loaded without it: keep it now, so it too can be read offline.
      for (const client of await sw.clients.matchAll({ type: 'window' })) {
        if (keepsPage(new URL(client.url).pathname)) {
          const res = await fetch(client.url).catch(() => null);
          if (res?.ok) await keepPage(client.url, res);
        }
      }
    })(),
  );
});

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  const how = strategyFor({ method: req.method, url: req.url, mode: req.mode }, origin);
  if (how === 'page') e.respondWith(page(e));
  else if (how === 'asset') e.respondWith(asset(req));
  else if (how === 'static') e.respondWith(staticFile(e));
});

/** A page may ask to keep one of the kept pages (the e-ticket page after a purchase): fetched by the worker itself. */
sw.addEventListener('message', (e) => {
  const data = e.data as { keep?: unknown } | null;
  const url = new URL(typeof data?.keep === 'string' ? data.keep : '', origin);
  if (url.origin !== origin || !keepsPage(url.pathname)) return;
  e.waitUntil(
    fetch(url)
      .then((res) => (res.ok ? keepPage(url.href, res) : undefined))
      .catch(() => undefined),
  );
});

/** A goal alert (issue 28): shown in the subscriber's language, one notification per match (its tag). */
sw.addEventListener('push', (e) => {
  const n = notificationOf(e.data?.text(), origin);
  e.waitUntil(sw.registration.showNotification(n.title, n.options));
});

/** A tap opens the match centre in the alert's language, in a tab already showing it when there is one. */
sw.addEventListener('notificationclick', (e) => {
  e.notification.close();
  const data = e.notification.data as { url?: unknown } | null;
  const url = new URL(sitePath(data?.url, origin), origin).href;
  e.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const open = tabs.find((t) => t.url.replace(/\/$/, '') === url.replace(/\/$/, ''));
      return open ? open.focus() : sw.clients.openWindow(url);
    }),
  );
});
