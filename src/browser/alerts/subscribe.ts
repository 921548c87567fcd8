// Goal alerts, the part of "Notify me" loaded when it is pressed (or on a phone that has alerts on): asks the browser's
// permission, subscribes with the Push API (the VAPID public key the page carries) and sends the subscription, the
// followed schools and the page's language to the CMS (push-subscriptions). From then on it keeps the subscription in
// step with the followed schools (another tab's changes included); unfollowing the last one, or "Stop alerts", deletes
// it there and unsubscribes the phone. The CMS lets only the holder of the endpoint and its auth secret change or
// delete a subscription (docs/deploying.md, section 7).
import { $followed, follow } from '../../stores/followed.ts';
import { SAVED_KEY, type Saved } from './saved.ts';

export type Outcome = 'on' | 'off' | 'denied' | 'unsupported' | 'failed';

function saved(): Saved | null {
  try {
    return JSON.parse(localStorage.getItem(SAVED_KEY) || 'null') as Saved | null;
  } catch {
    return null;
  }
}

function keep(s: Saved | null): void {
  try {
    if (s) localStorage.setItem(SAVED_KEY, JSON.stringify(s));
    else localStorage.removeItem(SAVED_KEY);
  } catch {
    // Private mode: alerts work, but this page cannot remember them.
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(b, (c) => c.charCodeAt(0));
}

const holder = (s: Saved) => ({
  'Content-Type': 'application/json',
  'X-Push-Endpoint': s.endpoint,
  'X-Push-Auth': s.auth,
});

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function turnOn(vapidKey: string, api: string, teams: number[], lang: string): Promise<Outcome> {
  if (!supported()) return 'unsupported';
  try {
    // The only place the site asks for permission: after the visitor pressed "Notify me".
    if ((await Notification.requestPermission()) !== 'granted') return 'denied';
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
    if (!res.ok) return 'failed';
    const { doc } = (await res.json()) as { doc: { id: number | string } };
    keep({ id: String(doc.id), endpoint: json.endpoint!, auth: json.keys!.auth!, api, teams, lang });
    return 'on';
  } catch {
    return 'failed';
  }
}

async function turnOff(s: Saved): Promise<Outcome> {
  try {
    const res = await fetch(`${s.api}/push-subscriptions/${encodeURIComponent(s.id)}`, {
      method: 'DELETE',
      headers: holder(s),
    });
    // Already gone there (403 or 404 for a deleted one) is off all the same.
    if (!res.ok && res.status !== 403 && res.status !== 404) return 'failed';
    keep(null);
    const reg = await navigator.serviceWorker?.getRegistration();
    await (await reg?.pushManager.getSubscription())?.unsubscribe();
    return 'off';
  } catch {
    return 'failed';
  }
}

/** The followed schools changed: the subscription now covers these (none: it is removed). */
async function sync(s: Saved, teams: number[]): Promise<Outcome> {
  if (!teams.length) return turnOff(s);
  try {
    const res = await fetch(`${s.api}/push-subscriptions/${encodeURIComponent(s.id)}`, {
      method: 'PATCH',
      headers: holder(s),
      body: JSON.stringify({ teams }),
    });
    if (res.status === 403 || res.status === 404) {
      // The CMS no longer has it (the push service said it was gone): nothing to keep in step.
      keep(null);
      return 'off';
    }
    if (!res.ok) return 'failed';
    keep({ ...s, teams });
    return 'on';
  } catch {
    return 'failed';
  }
}

/** Takes over the box from the page's script; `pressed`: the visitor just pressed "Notify me". */
export function install(box: HTMLElement, pressed = false): void {
  const d = box.dataset;
  const [button, status, calendar] = box.children as unknown as [HTMLButtonElement, HTMLElement, HTMLAnchorElement];
  const pageTeams = (d.teams || '').split(',').filter(Boolean).map(Number);
  const follows = Number(d.followTeam) || 0;
  const render = () => {
    const ids = $followed.get();
    const on = !!saved();
    button.textContent = (on ? d.stop : d.notify) ?? '';
    box.hidden = button.hidden = !(
      on ||
      follows ||
      (ids.length && (!pageTeams.length || pageTeams.some((t) => ids.includes(t))))
    );
  };
  $followed.subscribe((ids) => {
    render();
    const s = saved();
    if (s && String(s.teams) !== String(ids)) void sync(s, [...ids]).then(render);
  });
  const press = async () => {
    status.textContent = d.working ?? '';
    button.disabled = true;
    // Alerts are for followed schools: on a school's page, pressing follows it.
    if (follows) follow(follows);
    const s = saved();
    const r = s ? await turnOff(s) : await turnOn(d.key!, d.api!, [...$followed.get()], d.lang!);
    status.textContent = d[r] ?? '';
    calendar.hidden = r !== 'unsupported';
    button.disabled = false;
    render();
  };
  button.onclick = press;
  if (pressed) void press();
}
