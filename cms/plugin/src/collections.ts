// The site's collections and fields as Payload collections (from the one schema source, rules/collections.ts), merged
// into a league's config: a collection the league lacks is added; one it has gains the fields it lacks, and keeps its
// own fields, names, hooks and access untouched.
import type { CollectionConfig, Field as PayloadField } from 'payload';
import { COLLECTION_LIST, type CollectionDef, type Field, type Fields } from './rules/collections.ts';
import { publicRead, adminOnly, anyone, signedIn } from './access.ts';

/** Fields an upload collection has already (Payload adds them); the schema lists them as the site reads them. */
const UPLOAD_FIELDS = new Set(['filename', 'mimeType', 'filesize', 'width', 'height', 'url']);

function toField(name: string, f: Field): PayloadField {
  switch (f.type) {
    case 'text':
      return { name, type: 'text' };
    case 'number':
      return { name, type: 'number' };
    case 'date':
      return { name, type: 'date' };
    case 'checkbox':
      return { name, type: 'checkbox' };
    case 'json':
      return { name, type: 'json' };
    case 'relationship':
      return f.hasMany
        ? { name, type: 'relationship', relationTo: f.relationTo, hasMany: true }
        : { name, type: 'relationship', relationTo: f.relationTo };
    case 'upload':
      return { name, type: 'upload', relationTo: f.relationTo };
    case 'group':
      return { name, type: 'group', fields: toFields(f.fields) };
    case 'array':
      return { name, type: 'array', fields: toFields(f.fields) };
  }
}

export function toFields(fields: Fields, skip: ReadonlySet<string> = new Set()): PayloadField[] {
  return Object.entries(fields)
    .filter(([name]) => !skip.has(name))
    .map(([name, f]) => toField(name, f));
}

/** A form field's checks (SPEC §5) as Payload's: required, lengths, the consent that must be given. */
function withRules(def: CollectionDef, fields: PayloadField[]): PayloadField[] {
  return fields.map((f) => {
    const rule = 'name' in f ? def.rules?.[f.name] : undefined;
    if (!rule) return f;
    if (f.type === 'text')
      return {
        ...f,
        required: rule.required ?? false,
        ...(rule.max ? { maxLength: rule.max } : {}),
        ...(rule.kind === 'email'
          ? { validate: (v: unknown) => emailOk(v) || 'Please enter a valid e-mail address.' }
          : {}),
      };
    if (f.type === 'number')
      return {
        ...f,
        required: rule.required ?? false,
        ...(rule.min !== undefined ? { min: rule.min } : {}),
        ...(rule.max !== undefined ? { max: rule.max } : {}),
      };
    if (f.type === 'checkbox' && rule.mustBeTrue)
      return { ...f, validate: (v: unknown) => v === true || 'You must agree to the terms.' };
    return f;
  });
}

const emailOk = (v: unknown) => typeof v === 'string' && v.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);

/** The editing screens' menu and list titles: "Teams", "Matches"; names that are already a whole (Media, Watchlive,
 *  Activate Ticket) stay as they are. */
const plural = (singular: string): string =>
  /^(Media|Watchlive|Activate Ticket)$/.test(singular)
    ? singular
    : singular.endsWith('ch')
      ? `${singular}es`
      : `${singular}s`;

/** The Payload collection the site needs for `def`, with the access its kind asks for. */
export function siteCollection(def: CollectionDef): CollectionConfig {
  const upload = def.slug === 'media';
  const fields = withRules(def, toFields(def.fields, upload ? UPLOAD_FIELDS : new Set()));
  const access =
    def.access === 'content'
      ? { read: publicRead, create: signedIn, update: signedIn, delete: signedIn }
      : { read: adminOnly, create: anyone, update: adminOnly, delete: adminOnly };
  const title = titleField(def);
  return {
    slug: def.slug,
    labels: { singular: def.singular, plural: plural(def.singular) },
    access,
    fields,
    // The editing screens name a document (in its list, its header, a relationship's picker) by this field, not its id.
    ...(title ? { admin: { useAsTitle: title } } : {}),
    ...(upload ? { upload: true } : {}),
  };
}

/** The text field that names a document of `def`: a team's name, a player's, a post's title; none for a match. */
function titleField(def: CollectionDef): string | undefined {
  return ['team_name', 'name', 'title'].find((name) => def.fields[name]?.type === 'text');
}

/** Names of a collection's fields at the top level (named fields only: rows, tabs and collapsibles are looked into). */
function fieldNames(fields: PayloadField[]): Set<string> {
  const names = new Set<string>();
  for (const f of fields) {
    if ('name' in f && typeof f.name === 'string') names.add(f.name);
    else if ('fields' in f && Array.isArray(f.fields))
      for (const n of fieldNames(f.fields as PayloadField[])) names.add(n);
    else if (f.type === 'tabs')
      for (const t of f.tabs) if (!('name' in t)) for (const n of fieldNames(t.fields)) names.add(n);
  }
  return names;
}

/**
 * The league's collection with the site's fields it lacks added (never one removed or renamed), and the site's access
 * for each operation the league left unset (one it set stays as it is).
 */
export function mergeCollection(existing: CollectionConfig, wanted: CollectionConfig): CollectionConfig {
  const have = fieldNames(existing.fields);
  const missing = wanted.fields.filter((f) => 'name' in f && !have.has(f.name));
  return {
    ...existing,
    access: { ...wanted.access, ...existing.access },
    fields: [...existing.fields, ...missing],
  };
}

/** The site's collections, from the schema (push subscriptions and alerts are built by alerts.ts). */
export const SITE_COLLECTIONS = COLLECTION_LIST.filter((c) => c.access !== 'own');
