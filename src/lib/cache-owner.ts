// A build cache belongs to one CMS: its content store holds that CMS's documents and media URLs, its encoded images
// and reused pages come from them. A cache made against another CMS (PUBLIC_API_URL changed, the folder kept) is
// emptied before the build instead of being reused.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const OWNER_FILE = 'league-cms.txt';

/** The CMS a cache is for: the API's origin and path, without a trailing slash. */
export function cmsKey(apiUrl: string): string {
  try {
    const u = new URL(apiUrl);
    return `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
  } catch {
    return apiUrl.trim();
  }
}

/**
 * Makes `dir` the cache of the CMS at `apiUrl`: a cache marked for another CMS, or one with files but no mark (made
 * before caches were marked), is emptied first. Returns true when it emptied something.
 */
export function claimCache(dir: string, apiUrl: string): boolean {
  const key = cmsKey(apiUrl);
  const owner = join(dir, OWNER_FILE);
  let emptied = false;
  if (existsSync(dir)) {
    const mark = existsSync(owner) ? readFileSync(owner, 'utf8').trim() : null;
    const entries = readdirSync(dir).filter((f) => f !== OWNER_FILE);
    if (mark !== key && entries.length > 0) {
      for (const f of entries) rmSync(join(dir, f), { recursive: true, force: true });
      emptied = true;
    }
    if (mark === key) return false;
  }
  mkdirSync(dir, { recursive: true });
  const tmp = `${owner}.${process.pid}.tmp`;
  writeFileSync(tmp, `${key}\n`);
  renameSync(tmp, owner);
  return emptied;
}
