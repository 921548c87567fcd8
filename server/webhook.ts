// The CMS's change webhook as the receiver (server/rebuild/receiver.ts) and the Netlify alerts function read it: the
// signing and its check are written once in cms/plugin/src/rules/webhook.ts (the demo API and the Payload plugin sign
// with it) and re-exported here; the body's parsing, which uses the site's data layer, is this module's own.
import { obj, refId } from '../src/lib/api/plain.ts';
import type { Change, ChangeOperation } from '../cms/plugin/src/rules/webhook.ts';

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
