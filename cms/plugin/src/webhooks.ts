// The signed change webhook as Payload hooks (docs/deploying.md, section 1; the receiver's contract): after a change
// or a delete of a collection the site reads, each target (the rebuild hook, the alerts function) gets the change,
// signed with its secret by the shared rule. A change to a match event names its match. Seat counts moved by the
// payment endpoints are not content changes and send nothing.
//
// Sent after the commit: Payload runs afterChange inside the save's transaction and has no after-commit hook, so a
// webhook sent from the hook reached a receiver that read the document back (the alert sender does at once) before the
// save was committed, and it read the document as it was before. The hook now leaves the save alone and sends once the
// request's transaction is no longer open (the adapter's `sessions`, Payload's own record of open transactions).
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload';
import { changeRequest, type Change } from './rules/webhook.ts';

export type WebhookTarget = { url: string; secret?: string | undefined };

/** The context flag the payment endpoints set on their own writes. */
export const SEAT_WRITE = 'nsflSeatWrite';

const idOf = (v: unknown): string | null =>
  typeof v === 'number' || typeof v === 'string'
    ? String(v)
    : typeof v === 'object' && v && 'id' in v
      ? idOf((v as { id: unknown }).id)
      : null;

async function post(target: WebhookTarget, change: Change, log: (msg: string) => void): Promise<void> {
  const { body, headers } = changeRequest(change, target.secret);
  try {
    const res = await fetch(target.url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5000) });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) log(`change webhook answered ${res.status} for ${change.operation} ${change.collection} ${change.id}`);
  } catch (e) {
    log(`change webhook failed for ${change.collection} ${change.id}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** How long a send waits for the save's transaction to end before it goes anyway (a transaction is seconds at most). */
const COMMIT_WAIT_MS = 30_000;

/** Resolves once `req`'s transaction, if it has one, is committed or rolled back (its session no longer open). */
async function transactionEnded(req: PayloadRequest): Promise<void> {
  const id = req.transactionID instanceof Promise ? await req.transactionID : req.transactionID;
  if (id === undefined || id === null) return;
  const open = () => Boolean(req.payload.db.sessions?.[id]);
  for (let waited = 0; open() && waited < COMMIT_WAIT_MS; waited += 10) await new Promise((r) => setTimeout(r, 10));
}

/** The collection with hooks that send each change to every target once the change is committed. */
export function withWebhooks(collection: CollectionConfig, targets: WebhookTarget[]): CollectionConfig {
  if (targets.length === 0) return collection;
  // Not awaited by the hook: the save commits, then the change goes out (each target 5 s at most, failures logged).
  const send = (req: PayloadRequest, change: Change) => {
    const log = (msg: string) => req.payload.logger.warn(msg);
    void transactionEnded(req)
      .then(() => Promise.all(targets.map((t) => post(t, change, log))))
      .catch((e: unknown) => log(`change webhook not sent: ${e instanceof Error ? e.message : String(e)}`));
  };
  const afterChange: CollectionAfterChangeHook = ({ doc, operation, req, context }) => {
    if (context?.[SEAT_WRITE] || context?.nsflSeed) return doc;
    const match = collection.slug === 'match-events' ? idOf(doc.match) : null;
    send(req, {
      collection: collection.slug,
      id: doc.id,
      operation: operation === 'create' ? 'create' : 'update',
      ...(match ? { match } : {}),
    });
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = ({ doc, id, req }) => {
    const match = collection.slug === 'match-events' ? idOf(doc?.match) : null;
    send(req, { collection: collection.slug, id, operation: 'delete', ...(match ? { match } : {}) });
    return doc;
  };
  const hooks = collection.hooks ?? {};
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), afterDelete],
    },
  };
}
