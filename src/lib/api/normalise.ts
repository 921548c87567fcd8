// Applies an entity schema to raw documents: a document that cannot be processed is logged and skipped.
import type { z } from 'zod';

export type Warn = (message: string) => void;

const defaultWarn: Warn = (m) => console.warn(`[league-api] ${m}`);

export function parseOne<T>(
  schema: z.ZodType<T | null>,
  raw: unknown,
  label: string,
  warn: Warn = defaultWarn,
): T | null {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const docId = raw && typeof raw === 'object' ? String((raw as { id?: unknown }).id ?? '?') : '?';
    warn(
      `skipped ${label} ${docId.slice(0, 40)}: ${result.error.issues.map((i) => `${i.path.join('.') || '(document)'} ${i.message}`).join('; ')}`,
    );
    return null;
  }
  if (result.data === null) warn(`skipped ${label}: missing required reference`);
  return result.data;
}

/** Every document that validates; duplicates by id keep the first one. */
export function parseMany<T extends { id: string }>(
  schema: z.ZodType<T | null>,
  raws: unknown[],
  label: string,
  warn: Warn = defaultWarn,
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const raw of raws) {
    const item = parseOne(schema, raw, label, warn);
    if (!item) continue;
    if (seen.has(item.id)) {
      warn(`skipped ${label} ${item.id}: duplicate id`);
      continue;
    }
    seen.add(item.id);
    out.push(item);
  }
  return out;
}
