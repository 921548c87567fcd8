// Goal alerts in the service worker (issue 28), pure: a push message's JSON (src/lib/push-message.ts, written by
// server/alerts/messages.ts) as the notification to show. Whatever arrives, something is shown (a push the browser
// delivers must be seen), and a tap can only open a page of this site.
import { PUSH_ICON, type PushMessage } from '../lib/push-message.ts';

export type ShownNotification = {
  title: string;
  options: { body: string; tag: string; icon: string; lang: string; data: { url: string }; renotify: boolean };
};

const FALLBACK = { en: 'Match update', ne: 'खेलको खबर' } as const;
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/** A site path, or '/' (a message cannot send a tap off the site). */
export function sitePath(v: unknown, origin: string): string {
  if (typeof v !== 'string' || !v.startsWith('/') || v.startsWith('//')) return '/';
  const u = new URL(v, origin);
  return u.origin === origin ? u.pathname + u.search + u.hash : '/';
}

/** An icon: an http(s) address or a site path; else the league's icon. */
function iconOf(v: unknown): string {
  if (typeof v !== 'string') return PUSH_ICON;
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  return /^https?:\/\//.test(v) ? v : PUSH_ICON;
}

export function notificationOf(payload: string | null | undefined, origin: string): ShownNotification {
  // The message's fields as they arrived (whatever a push service delivers): each is checked below before it is shown.
  let m: { [K in keyof PushMessage]?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(payload ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) m = parsed;
  } catch {
    // Not JSON: the fallback below.
  }
  const lang = m.lang === 'ne' ? 'ne' : 'en';
  return {
    title: text(m.title, 200) || FALLBACK[lang],
    options: {
      body: text(m.body, 500),
      // One per match: a new goal replaces the last alert of its match, and (renotify) still sounds.
      tag: text(m.tag, 64) || 'league',
      icon: iconOf(m.icon),
      lang,
      data: { url: sitePath(m.url, origin) },
      renotify: true,
    },
  };
}
