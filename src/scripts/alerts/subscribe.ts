// Goal alerts, the part loaded when "Notify me" is pressed (src/scripts/notify-me.ts): asks the browser's permission,
// subscribes with the Push API (the VAPID public key the page carries) and sends the subscription, the followed schools
// and the page's language to the CMS (push-subscriptions). Stopping deletes it there and unsubscribes the phone. The
// CMS lets only the holder of the endpoint and its auth secret change or delete a subscription (docs/deploying.md).
// It keeps nothing itself: each call answers what to keep (the page's script stores it), so this chunk imports nothing
// of the page's.
import type { Saved } from './saved.ts';

export type Outcome = 'on' | 'off' | 'denied' | 'unsupported' | 'failed';
/** What happened, and the subscription to keep from now on (null: none; undefined: as it was). */
export type Result = [Outcome, (Saved | null)?];

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(b, (c) => c.charCodeAt(0));
}

const holder = (s: Saved) => ({
  'Content-Type': 'application/json',
  'X-Push-Endpoint': s.endpoint,
  'X-Push-Auth': s.auth,
});

export const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

export async function turnOn(vapidKey: string, api: string, teams: number[], lang: string): Promise<Result> {
  if (!supported()) return ['unsupported'];
  try {
    // The only place the site asks for permission: after the visitor pressed "Notify me".
    if ((await Notification.requestPermission()) !== 'granted') return ['denied'];
    const reg = (await navigator.serviceWorker.getRegistration()) ?? (await navigator.serviceWorker.register('/sw.js'));
    await navigator.serviceWorker.ready;
    const sub =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidKey) }));
    const json = sub.toJSON();
    const res = await fetch(`${api}/push-subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: json.endpoint, keys: json.keys, teams, lang }),
    });
    if (!res.ok) return ['failed'];
    const { doc } = (await res.json()) as { doc: { id: number | string } };
    return ['on', { id: String(doc.id), endpoint: json.endpoint!, auth: json.keys!.auth!, api, teams, lang }];
  } catch {
    return ['failed'];
  }
}

export async function turnOff(s: Saved): Promise<Result> {
  try {
    const res = await fetch(`${s.api}/push-subscriptions/${encodeURIComponent(s.id)}`, {
      method: 'DELETE',
      headers: holder(s),
    });
    // Already gone there (403 or 404 for a deleted one) is off all the same.
    if (!res.ok && res.status !== 403 && res.status !== 404) return ['failed'];
    const reg = await navigator.serviceWorker?.getRegistration();
    await (await reg?.pushManager.getSubscription())?.unsubscribe();
    return ['off', null];
  } catch {
    return ['failed'];
  }
}

/** The followed schools changed: the subscription now covers these (none: it is removed). */
export async function sync(s: Saved, teams: number[]): Promise<Result> {
  if (!teams.length) return turnOff(s);
  try {
    const res = await fetch(`${s.api}/push-subscriptions/${encodeURIComponent(s.id)}`, {
      method: 'PATCH',
      headers: holder(s),
      body: JSON.stringify({ teams }),
    });
    if (res.status === 403 || res.status === 404) {
      // The CMS no longer has it (the push service said it was gone): nothing to keep in step.
      return ['off', null];
    }
    if (!res.ok) return ['failed'];
    return ['on', { ...s, teams }];
  } catch {
    return ['failed'];
  }
}
