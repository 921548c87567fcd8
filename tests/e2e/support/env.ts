// Addresses of the servers the global setup started, and small helpers to read the demo API.
export const BASE_URL = process.env.E2E_BASE_URL ?? '';
export const API_URL = process.env.E2E_API_URL ?? '';
export const DATA_DIR = process.env.E2E_DATA_DIR ?? '';
/** The run's one moment (support/test-clock.ts): the demo API's stopped clock, the build's day, every page's clock. */
export const NOW = Number(process.env.E2E_NOW ?? NaN);

export const site = (path: string) => `${BASE_URL}${path}`;

export async function apiGet(path: string): Promise<unknown> {
  const res = await fetch(`${API_URL}/api${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

export async function apiList(path: string): Promise<Array<Record<string, unknown>>> {
  const body = (await apiGet(path)) as { docs: Array<Record<string, unknown>> };
  return body.docs;
}
