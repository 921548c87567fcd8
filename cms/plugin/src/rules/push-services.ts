// Where a goal alert may go (issue 40): the browsers' push services, one list for the CMS when it accepts a subscription
// (the demo API, a league's Payload hook) and for the sender before it sends (docs/decisions/alerts.md, "Push services
// only"). Pure: no environment, no I/O; the caller says whether loopback sinks and extra origins are allowed.

/** Hosts of the push services browsers subscribe with (the endpoint a PushSubscription carries). */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet, Brave (Firebase Cloud Messaging)
  'android.googleapis.com', // Chrome's older GCM-style endpoints, still answered by FCM
  'updates.push.services.mozilla.com', // Firefox (Mozilla's autopush)
];

/** Domains whose every subdomain is a push service: Safari's (web.push.apple.com) and Edge's on Windows (WNS). */
export const PUSH_SERVICE_DOMAINS: readonly string[] = ['push.apple.com', 'notify.windows.com'];

export type PushPolicy = {
  /** Allow push sinks on this machine (http or https on 127.0.0.1, localhost, [::1]): only when the CMS itself is on
   *  this machine (the demo API, the tests and benches), never for a league's CMS. */
  loopback?: boolean;
  /** Extra origins taken as push services (`https://host:port`), from ALERTS_EXTRA_PUSH_ORIGINS. */
  extraOrigins?: readonly string[];
};

export type EndpointVerdict = { ok: true; origin: string } | { ok: false; reason: string };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const MAX_LENGTH = 2048;

/** The push service's origin of `endpoint`, or why it is not one. */
export function checkPushEndpoint(endpoint: unknown, policy: PushPolicy = {}): EndpointVerdict {
  if (typeof endpoint !== 'string' || !endpoint) return { ok: false, reason: 'This field is required.' };
  if (endpoint.length > MAX_LENGTH)
    return { ok: false, reason: `This value must be shorter than the max length of ${MAX_LENGTH} characters.` };
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'Please enter a valid URL.' };
  }
  if (url.username || url.password) return { ok: false, reason: 'Please enter a valid URL.' };
  const { origin, hostname, protocol, port } = url;
  if (policy.extraOrigins?.includes(origin)) return { ok: true, origin };
  if (policy.loopback && LOOPBACK.has(hostname) && (protocol === 'https:' || protocol === 'http:'))
    return { ok: true, origin };
  const known = PUSH_SERVICE_HOSTS.includes(hostname) || PUSH_SERVICE_DOMAINS.some((d) => hostname.endsWith(`.${d}`));
  if (protocol === 'https:' && port === '' && known) return { ok: true, origin };
  return { ok: false, reason: `${origin} is not a browser push service.` };
}

/** ALERTS_EXTRA_PUSH_ORIGINS's value (origins separated by commas or spaces) as origins; anything else is dropped. */
export function parsePushOrigins(list: string | undefined): string[] {
  return (list ?? '').split(/[\s,]+/).flatMap((s) => {
    try {
      const u = new URL(s);
      return u.protocol === 'https:' || u.protocol === 'http:' ? [u.origin] : [];
    } catch {
      return [];
    }
  });
}

/** A URL's host is this machine. */
export function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK.has(new URL(url).hostname);
  } catch {
    return false;
  }
}
