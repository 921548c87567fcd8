// Bracketed query strings as Payload's REST API reads them (qs style: where[or][0][a][equals]=1), parsed strictly.

/** A request the API refuses with 400 and this message (never a 500). */
export class QueryError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.status = status;
  }
}

export type QsValue = string | QsValue[] | QsObject;
export type QsObject = { [key: string]: QsValue };

/** Parameters whose malformed keys are refused; any other parameter is ignored, as Payload ignores unknown ones. */
const KNOWN = new Set(['where', 'select', 'sort', 'limit', 'page', 'depth', 'pagination']);
const MAX_SEGMENTS = 12;
const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

const blank = (): QsObject => Object.create(null) as QsObject;

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    throw new QueryError(`Malformed percent-encoding in the query string: "${s.slice(0, 60)}"`);
  }
}

/** Splits `where[a][b]` into ['where', 'a', 'b']; null when the brackets do not pair up. */
export function splitKey(key: string): string[] | null {
  const m = KEY.exec(key);
  if (!m) return null;
  const segs = [m[1] as string];
  for (const part of (m[2] ?? '').matchAll(/\[([^[\]]*)\]/g)) segs.push(part[1] as string);
  return segs;
}

function insert(root: QsObject, segs: string[], value: string, key: string): void {
  let node: QsObject | QsValue[] = root;
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i] as string;
    const last = i === segs.length - 1;
    if (Array.isArray(node)) {
      // Only `[]` (append) reaches an array; anything after it makes no sense.
      if (!last) throw new QueryError(`Malformed query parameter "${key}": nothing may follow []`);
      node.push(value);
      return;
    }
    const next: string | undefined = segs[i + 1];
    const existing: QsValue | undefined = node[seg];
    if (last) {
      if (existing === undefined) node[seg] = value;
      else if (typeof existing === 'string') node[seg] = [existing, value];
      else if (Array.isArray(existing)) existing.push(value);
      else throw new QueryError(`Malformed query parameter "${key}": it is both a value and an object`);
      return;
    }
    if (existing === undefined) node = node[seg] = next === '' ? [] : blank();
    else if (typeof existing === 'string')
      throw new QueryError(`Malformed query parameter "${key}": it is both a value and an object`);
    else if (Array.isArray(existing) && next !== '')
      throw new QueryError(`Malformed query parameter "${key}": mixes [] with named keys`);
    else node = existing;
  }
}

/** Objects whose keys are all indexes (or[0], or[1]…) become arrays, in index order. */
function normalise(v: QsValue): QsValue {
  if (typeof v === 'string') return v;
  if (Array.isArray(v)) return v.map(normalise);
  const keys = Object.keys(v);
  if (keys.length > 0 && keys.every((k) => /^(0|[1-9]\d{0,5})$/.test(k))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((k) => normalise(v[String(k)] as QsValue));
  }
  const out = blank();
  for (const k of keys) out[k] = normalise(v[k] as QsValue);
  return out;
}

export function parseQueryString(search: string): QsObject {
  const root = blank();
  const s = search.startsWith('?') ? search.slice(1) : search;
  for (const part of s.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decode(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decode(part.slice(eq + 1));
    const name = key.split('[')[0] ?? '';
    const segs = splitKey(key);
    if (!segs) {
      if (KNOWN.has(name)) throw new QueryError(`Malformed query parameter "${key}": brackets do not pair up`);
      continue;
    }
    if (!KNOWN.has(segs[0] as string)) continue;
    if (segs.length > MAX_SEGMENTS) throw new QueryError(`Query parameter "${key}" is nested too deeply`);
    if (segs.slice(1, -1).includes(''))
      throw new QueryError(`Malformed query parameter "${key}": [] may only come last`);
    insert(root, segs, value, key);
  }
  return normalise(root) as QsObject;
}
