// The receiver's last check before it publishes: a build with far fewer pages than the live one lost content, unless the
// content loader confirmed the removal by a second full read (src/lib/api/loader.ts). This also covers the one case the
// loader cannot see: a build cache lost (or keyed to another CMS) makes a full sync with nothing to compare against.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A new build with fewer pages than this share of the live one's is not published without a confirmed removal. */
export const PAGE_SHARE = 0.5;

/** HTML pages under `dir` (null: no build). */
export function countPages(dir: string | null): number | null {
  if (!dir) return null;
  let n = 0;
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (e.name.endsWith('.html')) n++;
    }
  };
  try {
    walk(dir);
  } catch {
    return null;
  }
  return n;
}

/** Why the build must not be published, or null when it may be. */
export function shrinkVerdict(live: number | null, next: number | null, confirmed: boolean): string | null {
  if (live === null || next === null || confirmed) return null;
  if (next >= live * PAGE_SHARE) return null;
  return `the build has ${next} pages, the live site ${live}: not published (content lost without a confirmed deletion)`;
}
