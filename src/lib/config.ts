// The one place that reads the environment: API host, live read address, site URL, payment gateway settings.
import { endpoints, vapidPublicKey } from './endpoints.ts';

const env: Record<string, string | undefined> = {
  PUBLIC_API_URL: import.meta.env.PUBLIC_API_URL,
  PUBLIC_LIVE_API_URL: import.meta.env.PUBLIC_LIVE_API_URL,
  PUBLIC_SITE_URL: import.meta.env.PUBLIC_SITE_URL,
  PUBLIC_PAYMENT_GATEWAY_URL: import.meta.env.PUBLIC_PAYMENT_GATEWAY_URL,
  PUBLIC_PAYMENT_MERCHANT_ID: import.meta.env.PUBLIC_PAYMENT_MERCHANT_ID,
};

export { DEMO_API_URL } from './endpoints.ts';
const hosts = endpoints(env);

/** Host of the league API, without the /api base path. */
export const API_HOST = hosts.apiHost;
/** Base of every API call but the islands' live reads. */
export const API_BASE = `${API_HOST}/api`;
/** Base of the islands' live reads (GET only): the shared cache in front of the CMS in production (docs/deploying.md,
 *  section 6); PUBLIC_API_URL's API when PUBLIC_LIVE_API_URL is unset. */
export const LIVE_API_BASE = `${hosts.liveApiHost}/api`;
/** Public address of this site (canonical URLs, the payment return URL). */
export const SITE_URL = hosts.siteUrl;
/** Fonepay merchant request endpoint; the demo API's sandbox gateway by default. */
export const PAYMENT_GATEWAY_URL = hosts.gatewayUrl;
/** Merchant identifier (PID) configured with Fonepay. */
export const PAYMENT_MERCHANT_ID = env.PUBLIC_PAYMENT_MERCHANT_ID || 'NBQM';
/** Time after which an API call is abandoned as a timeout error. */
export const API_TIMEOUT_MS = 15_000;
/** The VAPID public key "Notify me" subscribes with (goal alerts, issue 28), read at build and written into the pages
 *  that offer alerts; null turns alerts off. A server-side variable: only what the component renders reaches a browser.
 *  Marked pure so that the islands' bundles, which import this module but not the key, drop the call and the demo key,
 *  bytes on every island page (docs/decisions/performance.md, "Build-only settings out of the islands' config"). */
export const VAPID_PUBLIC_KEY = /* @__PURE__ */ vapidPublicKey({
  PUBLIC_API_URL: import.meta.env.PUBLIC_API_URL,
  VAPID_PUBLIC_KEY: import.meta.env.VAPID_PUBLIC_KEY,
});
