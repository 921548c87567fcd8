// Tab storage for the ticket flow: sessionStorage when the browser allows it, else this page's memory (private modes).
const memory = new Map<string, string>();
let available: boolean | null = null;

/** True when sessionStorage works here; false when it is missing or refuses writes (blocked site data, old private modes). */
export function sessionStorageWorks(): boolean {
  if (available !== null) return available;
  try {
    const probe = '__nsfl_probe__';
    window.sessionStorage.setItem(probe, '1');
    window.sessionStorage.removeItem(probe);
    available = true;
  } catch {
    available = false;
  }
  return available;
}

export function readItem(key: string): string | null {
  if (typeof window === 'undefined') return null;
  if (!sessionStorageWorks()) return memory.get(key) ?? null;
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeItem(key: string, value: string): void {
  if (typeof window === 'undefined') return;
  memory.set(key, value);
  if (!sessionStorageWorks()) return;
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Full or revoked: the memory copy keeps this page working.
  }
}

export function removeItem(key: string): void {
  memory.delete(key);
  if (typeof window === 'undefined' || !sessionStorageWorks()) return;
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to undo.
  }
}

export function readJson(key: string): unknown {
  const raw = readItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
