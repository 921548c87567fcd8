// Where the site's outside services live, worked out from an environment record (no environment access here:
// src/lib/config.ts passes the site's environment at run time, astro.config.mjs the build's for the security headers).
export type EndpointEnv = Record<string, string | undefined>;

/** The demo league API's address, used when PUBLIC_API_URL is unset (see README). */
export const DEMO_API_URL = 'http://127.0.0.1:4000';

/** The demo's VAPID public key (its private key is server/alerts/config.ts's): goal alerts against the demo API only. */
export const DEMO_VAPID_PUBLIC_KEY =
  'BOuYT5RtUh5-07wYgW9JmSzfQxHDZYQ08LnnLfd2UTqCXNkVfwtl65fQL_59RB66Vhr3Hl-yZEstupghxx6L0zU';

/** The CMS is the demo API: PUBLIC_API_URL unset, or an address on this machine. */
export function demoCms(env: EndpointEnv): boolean {
  if (!env.PUBLIC_API_URL) return true;
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(env.PUBLIC_API_URL).hostname);
  } catch {
    return false;
  }
}

/** The VAPID public key phones subscribe with: VAPID_PUBLIC_KEY; the demo's with the demo API; else none (no alerts). */
export function vapidPublicKey(env: EndpointEnv): string | null {
  return env.VAPID_PUBLIC_KEY || (demoCms(env) ? DEMO_VAPID_PUBLIC_KEY : null);
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function endpoints(env: EndpointEnv) {
  const apiHost = trimSlash(env.PUBLIC_API_URL || DEMO_API_URL);
  return {
    /** Host of the league API, without the /api base path. */
    apiHost,
    /** Where the islands' live reads (GETs) go: the shared cache in front of the CMS; the API itself when unset. */
    liveApiHost: trimSlash(env.PUBLIC_LIVE_API_URL || apiHost),
    /** Public address of this site (canonical URLs, the payment return URL). */
    siteUrl: trimSlash(env.PUBLIC_SITE_URL || 'http://localhost:4321'),
    /** Fonepay merchant request endpoint; the demo API's sandbox gateway by default. */
    gatewayUrl: env.PUBLIC_PAYMENT_GATEWAY_URL || `${apiHost}/gateway/merchantRequest`,
  };
}
