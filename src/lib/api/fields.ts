// Lenient zod field schemas: a bad field falls back to null (or a default) instead of failing the document.
import { z } from 'zod';

// No eval: zod's fast path compiles parsers with new Function, which the Content-Security-Policy forbids in the
// browser (its feature test alone raises a violation). Islands parse with the interpreter instead (docs/security.md).
z.config({ jitless: true });

/** A document id: Payload sends integers for documents and 24-hex strings for array rows. */
export const id = z
  .union([
    z.number().int().nonnegative(),
    z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[\w-]+$/),
  ])
  .transform(String);

/** Trimmed text, or null when missing, empty or not text. Numbers become text (a CMS field may change type). */
export const text = z
  .union([z.string(), z.number().transform(String)])
  .transform((s) => s.trim() || null)
  .nullish()
  .transform((v) => v ?? null)
  .catch(null);

/** A finite number (numeric strings accepted), or null. */
export const num = z.coerce
  .number()
  .refine(Number.isFinite)
  .nullable()
  .catch(null)
  .transform((v) => v ?? null);

/** The largest count believed: a CMS typo of 1e12 goals is not shown as a thirteen-digit tile. */
export const MAX_COUNT = 1_000_000_000;

/** A count shown in a table: a whole number from 0 to MAX_COUNT, 0 when missing, negative or absurd. */
export const count = z
  .preprocess((v) => (v === null || v === undefined || v === '' ? 0 : v), z.coerce.number().int().min(0).max(MAX_COUNT))
  .catch(0);

/** A whole number in [min, max], or null (a week, a score, a jersey, a year). */
export const intIn =
  (min: number, max: number) =>
  (v: number | null): number | null =>
    v !== null && Number.isInteger(v) && v >= min && v <= max ? v : null;

export const bool = z
  .union([z.boolean(), z.literal('true').transform(() => true), z.literal('false').transform(() => false)])
  .nullish()
  .transform((v) => v ?? false)
  .catch(false);

/** An ISO instant from a date field, or null for missing and invalid dates (shown as TBD / N/A). */
export const date = z
  .union([z.string(), z.number()])
  .transform((v, ctx) => {
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'invalid date' });
      return z.NEVER;
    }
    return d.toISOString();
  })
  .nullish()
  .transform((v) => v ?? null)
  .catch(null);

/** A relationship: a bare id, a populated object, or null (missing or unreadable target). */
export const relation = z
  .union([id, z.looseObject({ id })])
  .nullish()
  .transform((v) => v ?? null)
  .catch(null);

/** A hasMany relationship: entries that are not ids or objects with ids are dropped. */
export const relations = z
  .array(z.unknown())
  .nullish()
  .transform((list) => (list ?? []).map((v) => relation.parse(v)).filter((v) => v !== null))
  .catch([]);

/** The raw object of a populated relationship, or null when it is only an id. */
export function populated(v: unknown): Record<string, unknown> | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** The id of a relationship value, whether populated or not. */
export function refId(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'object') return refId((v as { id?: unknown }).id);
  const parsed = id.safeParse(v);
  return parsed.success ? parsed.data : null;
}
