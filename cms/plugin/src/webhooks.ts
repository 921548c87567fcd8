// The signed change webhook as Payload hooks (docs/deploying.md, section 1; the receiver's contract): after a change
// or a delete of a collection the site reads, each target (the rebuild hook, the alerts function) gets the change,
// signed with its secret by the shared rule. A change to a match event names its match. Seat counts moved by the
// payment endpoints are not content changes and send nothing.
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig } from 'payload';
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

/** The collection with hooks that send each change to every target (after the change is committed to the caller). */
export function withWebhooks(collection: CollectionConfig, targets: WebhookTarget[]): CollectionConfig {
  if (targets.length === 0) return collection;
  const send = (change: Change, log: (msg: string) => void) =>
    Promise.all(targets.map((t) => post(t, change, log))).then(() => undefined);
  const afterChange: CollectionAfterChangeHook = async ({ doc, operation, req, context }) => {
    if (context?.[SEAT_WRITE] || context?.nsflSeed) return doc;
    const match = collection.slug === 'match-events' ? idOf(doc.match) : null;
    await send(
      {
        collection: collection.slug,
        id: doc.id,
        operation: operation === 'create' ? 'create' : 'update',
        ...(match ? { match } : {}),
      },
      (m) => req.payload.logger.warn(m),
    );
    return doc;
  };
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, id, req }) => {
    const match = collection.slug === 'match-events' ? idOf(doc?.match) : null;
    await send({ collection: collection.slug, id, operation: 'delete', ...(match ? { match } : {}) }, (m) =>
      req.payload.logger.warn(m),
    );
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
