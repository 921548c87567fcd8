// Field readers without zod, for data read in the browser: the same fallbacks as fields.ts (a unit test holds them
// to it), without shipping the schema library to the pages that refresh live data (docs/decisions/live.md).
export type Raw = Record<string, unknown>;

/** The object of a document or populated relation, or null. */
export function obj(v: unknown): Raw | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Raw) : null;
}

/** A document id: a whole number, or a short word of letters, digits, _ and -. */
export function readId(v: unknown): string | null {
  if (typeof v === 'number') return Number.isSafeInteger(v) && v >= 0 ? String(v) : null;
  if (typeof v !== 'string') return null;
  const s = v.trim();
  return s.length >= 1 && s.length <= 64 && /^[\w-]+$/.test(s) ? s : null;
}

/** Trimmed text (numbers become text), or null. */
export function readText(v: unknown): string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : null;
  return typeof v === 'string' ? v.trim() || null : null;
}

/** A finite number (numeric text accepted, as zod's coerce does), or null. */
/** A whole number from min to max, or null (a week of -1 or a score of 2.5 from the CMS means nothing). */
export function readIntIn(v: unknown, min: number, max: number): number | null {
  const n = readNum(v);
  return n !== null && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

export function readNum(v: unknown): number | null {
  if (v === null) return null;
  try {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  } catch {
    return null;
  }
}

/** An ISO instant, or null for missing and invalid dates. */
export function readDate(v: unknown): string | null {
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function readBool(v: unknown): boolean {
  return v === true || v === 'true';
}

/** The id of a relationship value, whether populated or not. */
export function refId(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  const o = obj(v);
  return o ? refId(o.id) : readId(v);
}
