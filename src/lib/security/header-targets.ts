// Where the security headers go: the document-only ones (policy.ts, DOCUMENT_ONLY) on pages, never on scripts, images
// or feeds. Netlify's _headers matches paths only, so the build lists the paths of its pages; nginx matches the
// answer's type (text/html), from the map file the self-hosted receiver writes (server/rebuild/edge.ts) out of the
// facts the build leaves as data (SECURITY_FACTS_FILE): the build never writes nginx configuration.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** What the policy is made of, as data beside the pages: the receiver checks every entry and writes nginx's maps. */
export const SECURITY_FACTS_FILE = '_security-facts.json';

/** The contents of SECURITY_FACTS_FILE: origins (scheme://host[:port]) and 'sha256-…' hashes, nothing else. */
export type SecurityFacts = {
  apiOrigin: string;
  liveApiOrigin: string;
  siteOrigin: string;
  scriptHashes: string[];
  styleHashes: string[];
};

/**
 * _headers path patterns that cover every page of the build and no other file: `/`, `/404.html`, a `/{folder}*`
 * splat for each folder that holds pages only, and for a folder that mixes pages with other files (`/ne/`: rss.xml,
 * calendar feeds) its own index exactly and its sub-folders the same way. Folders of the build's own (`_astro`) and
 * folders without pages (images, icons, calendar) get nothing.
 */
export function documentPaths(outDir: string): string[] {
  const out = ['/', '/404.html'];
  const walk = (rel: string) => {
    const dirs = readdirSync(join(outDir, rel), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !/^[._]/.test(e.name))
      .map((e) => e.name)
      .sort();
    for (const name of dirs) {
      const sub = `${rel}/${name}`;
      const files = readdirSync(join(outDir, sub), { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
      const pages = files.filter((f) => f.name.endsWith('.html'));
      if (pages.length === 0) continue;
      if (pages.length === files.length) out.push(`${sub}*`);
      else {
        if (files.some((f) => f.name === 'index.html' && f.parentPath === join(outDir, sub))) out.push(sub);
        walk(sub);
      }
    }
  };
  walk('');
  return out;
}

/** nginx's variable for a header: `$league_h_content_security_policy`. */
export const nginxVar = (name: string) => `$league_h_${name.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;

function nginxString(value: string): string {
  if (/[$\\\n\r]/.test(value)) throw new Error(`a header value nginx cannot carry as written: ${value}`);
  return `"${value.replace(/"/g, '\\"')}"`;
}

/**
 * An http-level nginx snippet: one `map` per header on the answer's Content-Type. Document-only headers are empty
 * (so nginx sends nothing) unless the answer is text/html; the others are the same for every answer.
 * deploy/nginx-site.conf adds one `add_header Name $league_h_name always;` per header.
 */
export function nginxHeaderMaps(headers: Record<string, string>, documentOnly: ReadonlySet<string>): string {
  const lines = ['# Written by the rebuild receiver (server/rebuild/edge.ts) for deploy/nginx-site.conf: do not edit.'];
  for (const [name, value] of Object.entries(headers)) {
    const v = nginxVar(name);
    lines.push(
      documentOnly.has(name)
        ? `map $sent_http_content_type ${v} { "~^text/html" ${nginxString(value)}; default ""; }`
        : `map $sent_http_content_type ${v} { default ${nginxString(value)}; }`,
    );
  }
  return `${lines.join('\n')}\n`;
}
