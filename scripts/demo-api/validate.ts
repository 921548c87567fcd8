// Incoming documents checked and shaped like Payload does: public form rules (SPEC §5) and typed admin writes.
import { randomBytes } from 'node:crypto';
import type { CollectionDef, Field, Fields, Rule } from './collections.ts';
import type { Doc, Store } from './store.ts';

export type FieldError = { path: string; message: string };
export type Checked = { data: Record<string, unknown>; errors: FieldError[] };

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const rowId = () => randomBytes(12).toString('hex');

/** Payload's answer to invalid input: 400 with one error naming every invalid path. */
export function validationBody(slug: string, errors: FieldError[]) {
  const head = errors.length === 1 ? 'The following field is invalid:' : 'The following fields are invalid:';
  return {
    errors: [
      {
        name: 'ValidationError',
        message: `${head} ${errors.map((e) => e.path).join(', ')}`,
        data: { collection: slug, errors },
      },
    ],
  };
}

function checkRule(rule: Rule, v: unknown): { value: unknown; error?: string } {
  const missing = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  if (rule.kind === 'checkbox') {
    if (v === undefined || v === null)
      return rule.required ? { value: null, error: 'This field must be checked.' } : { value: null };
    if (typeof v !== 'boolean') return { value: null, error: 'This field can only be equal to true or false.' };
    return rule.mustBeTrue && !v ? { value: v, error: 'This field must be checked.' } : { value: v };
  }
  if (missing) return rule.required ? { value: null, error: 'This field is required.' } : { value: null };
  if (rule.kind === 'integer') {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n)) return { value: null, error: `${JSON.stringify(v)} is not a valid whole number.` };
    if (rule.min !== undefined && n < rule.min)
      return { value: n, error: `${n} is less than the min allowed value of ${rule.min}.` };
    if (rule.max !== undefined && n > rule.max)
      return { value: n, error: `${n} is greater than the max allowed value of ${rule.max}.` };
    return { value: n };
  }
  if (typeof v !== 'string') return { value: null, error: 'This field must be text.' };
  const s = v.trim();
  if (rule.max !== undefined && s.length > rule.max)
    return { value: s, error: `This value must be shorter than the max length of ${rule.max} characters.` };
  if (rule.kind === 'email' && !EMAIL.test(s)) return { value: s, error: 'Please enter a valid email address.' };
  return { value: s };
}

/** A form submission (or an admin edit of one): only the known fields, each checked by its rule. */
function checkPrivate(def: CollectionDef, body: Record<string, unknown>, partial: boolean): Checked {
  const data: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [name, rule] of Object.entries(def.rules ?? {})) {
    if (partial && !Object.hasOwn(body, name)) continue;
    const { value, error } = checkRule(rule, Object.hasOwn(body, name) ? body[name] : undefined);
    data[name] = value;
    if (error) errors.push({ path: name, message: error });
  }
  return { data, errors };
}

/** The stored form of a field nobody set: null, an empty list, or a group of nulls (Payload's shape). */
export function emptyValue(field: Field): unknown {
  if (field.type === 'array' || ((field.type === 'relationship' || field.type === 'upload') && field.hasMany))
    return [];
  if (field.type === 'group')
    return Object.fromEntries(Object.entries(field.fields).map(([k, f]) => [k, emptyValue(f)]));
  return null;
}

function coerce(store: Store, field: Field, v: unknown, path: string, errors: FieldError[], old: unknown): unknown {
  const fail = (message: string) => {
    errors.push({ path, message });
    return null;
  };
  if (v === null)
    return field.type === 'group' || field.type === 'array' || ('hasMany' in field && field.hasMany)
      ? emptyValue(field)
      : null;
  switch (field.type) {
    case 'text':
      return typeof v === 'string' ? v : fail('This field must be text.');
    case 'number':
      return typeof v === 'number' && Number.isFinite(v) ? v : fail(`${JSON.stringify(v)} is not a valid number.`);
    case 'checkbox':
      return typeof v === 'boolean' ? v : fail('This field can only be equal to true or false.');
    case 'json':
      return v;
    case 'date': {
      const t = typeof v === 'string' || typeof v === 'number' ? new Date(v).getTime() : NaN;
      return Number.isNaN(t) ? fail(`${JSON.stringify(v)} is not a valid date.`) : new Date(t).toISOString();
    }
    case 'relationship':
    case 'upload': {
      const one = (x: unknown): number | null => {
        const id = isObject(x) ? x.id : x;
        const n = typeof id === 'number' ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : NaN;
        return Number.isSafeInteger(n) && store.get(field.relationTo, n) ? n : null;
      };
      const list = field.hasMany ? (Array.isArray(v) ? v : [v]) : [v];
      const ids = list.map(one);
      const bad = list.filter((_, i) => ids[i] === null);
      if (bad.length)
        return fail(
          `This relationship field has the following invalid relationships: ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
        );
      return field.hasMany ? ids : ids[0];
    }
    case 'group': {
      if (!isObject(v)) return fail('This field must be an object.');
      return shapeFields(store, field.fields, v, `${path}.`, errors, isObject(old) ? old : undefined);
    }
    case 'array': {
      if (!Array.isArray(v) || !v.every(isObject)) return fail('This field must be a list of rows.');
      return v.map((row, i) => {
        const id = typeof row.id === 'string' && row.id ? row.id : rowId();
        return { id, ...shapeFields(store, field.fields, row, `${path}.${i}.`, errors, undefined) };
      });
    }
  }
}

/** Known fields only; on create (no `old`) unset fields get their empty value, on update they keep the old one. */
function shapeFields(
  store: Store,
  fields: Fields,
  body: Record<string, unknown>,
  prefix: string,
  errors: FieldError[],
  old: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (Object.hasOwn(body, name) && body[name] !== undefined)
      out[name] = coerce(store, field, body[name], prefix + name, errors, old?.[name]);
    else if (old && Object.hasOwn(old, name)) out[name] = old[name];
    else out[name] = emptyValue(field);
  }
  return out;
}

/** Checks a create (existing undefined) or a patch of `existing`; the result's data is what gets stored. */
export function checkInput(store: Store, def: CollectionDef, body: Record<string, unknown>, existing?: Doc): Checked {
  if (def.access === 'private') {
    const checked = checkPrivate(def, body, existing !== undefined);
    return existing
      ? checked
      : {
          data: { ...Object.fromEntries(Object.keys(def.fields).map((k) => [k, null])), ...checked.data },
          errors: checked.errors,
        };
  }
  const errors: FieldError[] = [];
  const data = shapeFields(store, def.fields, body, '', errors, existing);
  if (existing) for (const k of Object.keys(data)) if (!Object.hasOwn(body, k)) delete data[k];
  return { data, errors };
}
