// What a push subscription must be (issue 40, docs/decisions/alerts.md): a browser push service's endpoint, the
// browser's two keys, one to fifty existing schools and a language; and who holds it (its endpoint and auth secret).
// Pure: whether a school exists is asked of the caller's store (the demo API's, the plugin's Payload collection).
import { timingSafeEqual } from 'node:crypto';
import { checkPushEndpoint, type PushPolicy } from './push-services.ts';

export const LANGS = ['en', 'ne'] as const;
export const MAX_TEAMS = 50;
/** The headers by which a browser proves it holds a subscription. */
export const ENDPOINT_HEADER = 'x-push-endpoint';
export const AUTH_HEADER = 'x-push-auth';
const B64URL = /^[A-Za-z0-9_-]+$/;

export type FieldError = { path: string; message: string };
export type SubscriptionData = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  teams: Array<number | string>;
  lang: string;
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A base64url key of `bytes` bytes (p256dh: an uncompressed P-256 point, 65; auth: 16). */
export function keyError(v: unknown, bytes: number): string | null {
  if (typeof v !== 'string' || !B64URL.test(v)) return 'This field is required.';
  return Buffer.from(v, 'base64url').length === bytes ? null : 'This key has the wrong length.';
}

/**
 * The schools a subscription follows: 1 to 50 distinct ids that `exists` knows. Digit strings are read as numbers when
 * `numericIds` (the demo API's, Payload's SQL ids); otherwise ids stay as given (MongoDB's are strings).
 */
export function teamsError(v: unknown, exists: (id: number | string) => boolean, numericIds = true) {
  const list = Array.isArray(v) ? v : [];
  const ids = [
    ...new Set(list.map((x) => (numericIds && typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x))),
  ] as unknown[];
  const ok =
    ids.length > 0 &&
    ids.length <= MAX_TEAMS &&
    ids.every(
      (x) =>
        (numericIds ? Number.isSafeInteger(x) : typeof x === 'string' || typeof x === 'number') &&
        exists(x as number | string),
    );
  return {
    ids: ids as Array<number | string>,
    error: ok ? null : { path: 'teams', message: `Give between 1 and ${MAX_TEAMS} existing teams.` },
  };
}

export function langError(v: unknown): FieldError | null {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v)
    ? null
    : { path: 'lang', message: `This field must be one of ${LANGS.join(', ')}.` };
}

/** The endpoint and keys of a new subscription, or the errors on their paths (Payload's validation shape). */
export function subscriptionErrors(body: Record<string, unknown>, policy: PushPolicy): FieldError[] {
  const keys = isObject(body.keys) ? body.keys : {};
  const errors: FieldError[] = [];
  const verdict = checkPushEndpoint(body.endpoint, policy);
  if (!verdict.ok) errors.push({ path: 'endpoint', message: verdict.reason });
  const p = keyError(keys.p256dh, 65);
  if (p) errors.push({ path: 'keys.p256dh', message: p });
  const a = keyError(keys.auth, 16);
  if (a) errors.push({ path: 'keys.auth', message: a });
  return errors;
}

/** Two secrets compared in constant time. */
export const sameSecret = (a: string, b: unknown): boolean =>
  typeof b === 'string' && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The request's endpoint and auth headers are this subscription's. */
export function holdsSubscription(
  endpoint: unknown,
  auth: unknown,
  doc: { readonly [field: string]: unknown },
): boolean {
  const keys = isObject(doc.keys) ? doc.keys : {};
  return (
    typeof endpoint === 'string' &&
    typeof auth === 'string' &&
    sameSecret(endpoint, doc.endpoint) &&
    sameSecret(auth, keys.auth)
  );
}

/** What anyone may be shown of a subscription: never its endpoint or keys. */
export const shownSubscription = (d: { readonly [field: string]: unknown }) => ({
  id: d.id,
  teams: d.teams,
  lang: d.lang,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
});

/**
 * A subscription sent for an endpoint that already has one: the same browser subscribing again (it lost its saved id:
 * site data cleared, another profile of the same push registration) updates it, since it proves the auth secret only
 * the browser holds; anyone else is refused, so nobody can take over a stranger's alerts by knowing the endpoint.
 */
export const resubscription = (
  auth: unknown,
  existing: { readonly [field: string]: unknown },
): 'update' | 'forbidden' => (holdsSubscription(existing.endpoint, auth, existing) ? 'update' : 'forbidden');
