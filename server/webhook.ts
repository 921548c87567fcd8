// The CMS's change webhook as the receiver (server/rebuild/receiver.ts) and the Netlify alerts function read it: the
// signing and its check are written once in cms/plugin/src/rules/webhook.ts (the demo API and the Payload plugin sign
// with it) and re-exported here; the body's parsing, which uses the site's data layer, is this module's own.
import { obj, refId } from '../src/lib/api/plain.ts';
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifyWebhook,
  type Change,
  type ChangeOperation,
} from '../cms/plugin/src/rules/webhook.ts';

export {
  changeBody,
  changeRequest,
  MAX_BODY,
  MAX_SKEW_SECONDS,
  SIGNATURE_HEADER,
  sign,
  signedHeaders,
  TIMESTAMP_HEADER,
  verifyWebhook,
  type Change,
  type ChangeOperation,
  type Verdict,
} from '../cms/plugin/src/rules/webhook.ts';

const OPERATIONS: readonly string[] = ['create', 'update', 'delete'] satisfies ChangeOperation[];

/** A webhook body as a change, or null when it names no collection and id (an unknown operation reads as an update). */
export function parseChange(body: string): Change | null {
  try {
    const o = obj(JSON.parse(body));
    const id = o?.id;
    if (typeof o?.collection !== 'string' || (typeof id !== 'string' && typeof id !== 'number')) return null;
    const operation = OPERATIONS.includes(o.operation as string) ? (o.operation as ChangeOperation) : 'update';
    const match = o.collection === 'match-events' ? refId(o.match) : null;
    return { collection: o.collection, id, operation, ...(match === null ? {} : { match }) };
  } catch {
    return null;
  }
}

/**
 * A webhook request's change when its signature holds for `secret` (now, within the allowed skew), else null: the
 * check a receiver makes, for the stand-in receivers of the tests and benches (the receiver itself answers each
 * refusal apart, server/rebuild/receiver.ts).
 */
export function signedChange(
  secret: string,
  rawBody: Buffer,
  headers: { readonly [name: string]: string | string[] | undefined },
): Change | null {
  const one = (name: string) => {
    const v = headers[name.toLowerCase()];
    return typeof v === 'string' ? v : undefined;
  };
  const verdict = verifyWebhook({
    secret,
    rawBody,
    timestamp: one(TIMESTAMP_HEADER),
    signature: one(SIGNATURE_HEADER),
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  return verdict.ok ? parseChange(rawBody.toString('utf8')) : null;
}
