// The sender's record of one alert (push-alerts, issue 40): besides its unique key, the fan-out's progress the sender
// writes as it goes (a lease, the cursor through which it is done, the ids it left unsent, done) so that a sender that
// stopped can be taken over (docs/decisions/alerts.md, "Resume without a second copy"). Admin only.
import type { FieldError } from './validate.ts';

type Check = (v: unknown) => unknown;
const INVALID = Symbol('invalid');
const text =
  (max: number): Check =>
  (v) =>
    v === null ? null : typeof v === 'string' && v.length <= max ? v : INVALID;
const whole: Check = (v) => (Number.isSafeInteger(v) && (v as number) >= 0 ? v : INVALID);
const instant: Check = (v) =>
  v === null ? null : typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : INVALID;
const flag: Check = (v) => (typeof v === 'boolean' ? v : INVALID);

/** The progress fields and how each is checked (the claim's own fields, key/match/event/sig, are set once). */
const PROGRESS: Record<string, Check> = {
  owner: text(200),
  generation: whole,
  leaseUntil: instant,
  cursor: text(200),
  unsent: text(100_000),
  done: flag,
  teams: text(2000),
  topic: text(32),
  messages: text(20_000),
  sent: whole,
  failed: whole,
};

/** The progress fields present in `body`, checked; a wrong one adds an error. */
export function alertProgress(body: Record<string, unknown>, errors: FieldError[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(PROGRESS)) {
    if (!Object.hasOwn(body, field)) continue;
    const v = check(body[field]);
    if (v === INVALID) errors.push({ path: field, message: 'This field is invalid.' });
    else out[field] = v;
  }
  return out;
}
