// The demo API's admin write path (scripts/demo-api/CONTRACT.md), as an editor in the CMS would change content.
import { API_URL } from './env.ts';

const ADMIN = { Authorization: 'users API-Key demo-admin-key', 'Content-Type': 'application/json' };
type Doc = Record<string, unknown> & { id: number | string };

async function write(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Doc> {
  const res = await fetch(`${API_URL}/api${path}`, {
    method,
    headers: ADMIN,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { doc: Doc }).doc;
}

export const adminCreate = (collection: string, data: Record<string, unknown>) => write('POST', `/${collection}`, data);
export const adminUpdate = (collection: string, id: string | number, patch: Record<string, unknown>) =>
  write('PATCH', `/${collection}/${id}`, patch);
export const adminDelete = (collection: string, id: string | number) => write('DELETE', `/${collection}/${id}`);
