// What the sender writes in the CMS as it goes (issue 40), in Payload's REST dialect: an alert's claim and progress
// (push-alerts: lease, cursor, unsent, done), the subscriptions a page at a time after a cursor (the id as the CMS gave
// it, sort=id: string-safe), and each subscription's outcome (failure counts, pruning) with bulk PATCH/DELETE by where.
import { obj, readText } from '../../src/lib/api/plain.ts';
import { isLocale } from '../../src/i18n/locales.ts';
import type { Outcome, StoredSubscription } from './fanout.ts';

export type Cms = (path: string, init?: RequestInit) => Promise<{ status: number; body: unknown }>;

/** An alert being sent: its push-alerts document's id, the lease this sender holds and where the fan-out stands. */
export type AlertRun = {
  docId: string;
  key: string;
  generation: number;
  cursor: string | null;
  unsent: string[];
  teams: string[];
  topic: string;
  messages: Record<'en' | 'ne', string>;
  sent: number;
  failed: number;
};

/** The sender no longer holds the alert's lease (another took it over): it stops at once. */
export class LostLease extends Error {}

export const docsOf = (body: unknown): unknown[] => {
  const list = obj(body)?.docs;
  return Array.isArray(list) ? list : [];
};
const idText = (v: unknown): string | null =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' && v ? v : null;
const q = encodeURIComponent;
const json = (body: unknown): RequestInit['body'] => JSON.stringify(body);

/** An alert document read back as a run (null: not one this sender can continue). */
export function toRun(raw: unknown): AlertRun | null {
  const d = obj(raw);
  const docId = idText(d?.id);
  const key = readText(d?.key);
  let messages: unknown;
  try {
    messages = JSON.parse(String(d?.messages ?? ''));
  } catch {
    return null;
  }
  const m = obj(messages);
  if (!d || !docId || !key || typeof m?.en !== 'string' || typeof m.ne !== 'string') return null;
  const list = (v: unknown) => (readText(v) ?? '').split(',').filter(Boolean);
  return {
    docId,
    key,
    generation: Number(d.generation) || 0,
    cursor: idText(d.cursor),
    unsent: list(d.unsent),
    teams: list(d.teams),
    topic: readText(d.topic) ?? '',
    messages: { en: m.en, ne: m.ne },
    sent: Number(d.sent) || 0,
    failed: Number(d.failed) || 0,
  };
}

export function alertRecords(cms: Cms, owner: string, leaseMs: number, now: () => number) {
  const lease = () => new Date(now() + leaseMs).toISOString();

  /** Writes `fields` on the run's document if this sender still holds its lease (its generation), renewing it. */
  async function progress(run: AlertRun, fields: Record<string, unknown>): Promise<void> {
    const { status, body } = await cms(
      `/push-alerts?where[id][equals]=${q(run.docId)}&where[generation][equals]=${run.generation}&depth=0`,
      { method: 'PATCH', body: json({ leaseUntil: lease(), ...fields }) },
    );
    if (status !== 200) throw new Error(`the CMS answered ${status} to the progress of alert ${run.key}`);
    if (docsOf(body).length !== 1) throw new LostLease(`alert ${run.key} was taken over by another sender`);
  }

  /** Claims a new alert (its unique key): the run, or null when another call claimed it first. */
  async function claim(
    fields: Omit<AlertRun, 'docId' | 'generation' | 'cursor' | 'unsent' | 'sent' | 'failed'> & {
      match: string;
      event: string | null;
      sig: string;
    },
  ): Promise<AlertRun | null> {
    const { status, body } = await cms('/push-alerts', {
      method: 'POST',
      body: json({
        key: fields.key,
        match: fields.match,
        event: fields.event,
        sig: fields.sig,
        owner,
        generation: 1,
        leaseUntil: lease(),
        cursor: null,
        unsent: '',
        done: false,
        teams: fields.teams.join(','),
        topic: fields.topic,
        messages: JSON.stringify(fields.messages),
        sent: 0,
        failed: 0,
      }),
    });
    if (status === 400) return null;
    if (status !== 201) throw new Error(`the CMS answered ${status} to recording alert ${fields.key}`);
    return toRun(obj(body)?.doc);
  }

  /** Unfinished alerts, oldest first, with when each one's lease lapses (its sender stopped or died: in the past). */
  async function unfinished(): Promise<Array<{ run: AlertRun; leaseUntil: number }>> {
    const { status, body } = await cms('/push-alerts?where[done][equals]=false&sort=id&limit=100&depth=0');
    if (status !== 200) throw new Error(`the CMS answered ${status} to the unfinished alerts`);
    return docsOf(body).flatMap((d) => {
      const run = toRun(d);
      return run ? [{ run, leaseUntil: Date.parse(String(obj(d)?.leaseUntil)) || 0 }] : [];
    });
  }

  /** Takes over a lapsed alert: one taker per generation (a unique `lease:` key), then the lease moves to it. */
  async function takeOver(run: AlertRun): Promise<AlertRun | null> {
    const generation = run.generation + 1;
    const { status } = await cms('/push-alerts', {
      method: 'POST',
      body: json({ key: `lease:${run.key}:${generation}`, match: 'lease', done: true, owner }),
    });
    if (status === 400) return null;
    if (status !== 201) throw new Error(`the CMS answered ${status} to taking over alert ${run.key}`);
    await progress(run, { generation, owner });
    return { ...run, generation };
  }

  /** One page of the subscriptions to `teams` after `cursor` (ids compared as the CMS gave them), or by ids. */
  async function page(teams: string[], after: string | null, limit: number, ids?: string[]) {
    const where =
      `where[teams][in]=${teams.map(q).join(',')}` +
      (ids ? `&where[id][in]=${ids.map(q).join(',')}` : after !== null ? `&where[id][greater_than]=${q(after)}` : '');
    const { status, body } = await cms(`/push-subscriptions?${where}&sort=id&limit=${limit}&depth=0`);
    if (status !== 200) throw new Error(`the CMS answered ${status} to the subscriptions of ${teams.join(', ')}`);
    const raws = docsOf(body);
    const last = raws.length ? idText(obj(raws.at(-1))?.id) : null;
    const subs = raws.flatMap((raw): StoredSubscription[] => {
      const s = obj(raw);
      const keys = obj(s?.keys);
      const id = idText(s?.id);
      const endpoint = readText(s?.endpoint);
      const p256dh = readText(keys?.p256dh);
      const auth = readText(keys?.auth);
      if (!id || !endpoint || !p256dh || !auth) return [];
      const failures = Number(s?.failures);
      return [
        {
          id,
          endpoint,
          keys: { p256dh, auth },
          lang: isLocale(s?.lang) ? s.lang : 'en',
          failures: Number.isSafeInteger(failures) && failures > 0 ? failures : 0,
        },
      ];
    });
    return { subs, last, read: raws.length };
  }

  /** A bulk write on the subscriptions with these ids, 100 ids a request (URLs stay short). */
  async function bulk(method: 'PATCH' | 'DELETE', ids: string[], data?: Record<string, unknown>) {
    for (let i = 0; i < ids.length; i += 100) {
      const some = ids.slice(i, i + 100);
      const { status } = await cms(`/push-subscriptions?where[id][in]=${some.map(q).join(',')}&depth=0`, {
        method,
        ...(data ? { body: json(data) } : {}),
      });
      if (status !== 200) throw new Error(`the CMS answered ${status} to ${method} of ${some.length} subscriptions`);
    }
  }

  /**
   * Records a chunk's outcomes: gone and refused ones deleted; a success clears a failure count; a failure adds one,
   * and the `pruneAfter`-th in a row deletes the subscription. Failures are not counted when no push service has
   * answered this sender at all (its own network is down, not the subscribers').
   */
  async function outcomes(
    results: Array<{ sub: StoredSubscription; outcome: Outcome }>,
    anyAnswered: boolean,
    pruneAfter: number,
  ) {
    const remove: string[] = [];
    const cleared: string[] = [];
    const failedBy = new Map<number, string[]>();
    for (const { sub, outcome } of results) {
      if (outcome === 'gone' || outcome === 'refused') remove.push(sub.id);
      else if (outcome === 'sent' && sub.failures > 0) cleared.push(sub.id);
      else if (outcome === 'failed' && anyAnswered) {
        const n = sub.failures + 1;
        if (n >= pruneAfter) remove.push(sub.id);
        else failedBy.set(n, [...(failedBy.get(n) ?? []), sub.id]);
      }
    }
    if (remove.length) await bulk('DELETE', remove);
    if (cleared.length) await bulk('PATCH', cleared, { failures: 0 });
    for (const [n, ids] of failedBy) await bulk('PATCH', ids, { failures: n });
  }

  return { claim, progress, unfinished, takeOver, page, outcomes };
}
