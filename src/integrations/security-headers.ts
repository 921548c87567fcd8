// Astro integration: after a build, hashes every inline script and style of the written pages and writes dist/_headers
// with the security headers (src/lib/security/policy.ts). Netlify reads that file; scripts/serve.ts applies it too.
import type { AstroIntegration } from 'astro';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, type EndpointEnv } from '../lib/endpoints.ts';
import { formatHeadersFile } from '../lib/security/headers-file.ts';
import { cspHash, inlineBlocks } from '../lib/security/inline-hashes.ts';
import { securityHeaders } from '../lib/security/policy.ts';

export const HEADERS_FILE = '_headers';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** Writes `{outDir}/_headers` for the pages in outDir; returns the number of distinct script and style hashes. */
export function writeSecurityHeaders(outDir: string, env: EndpointEnv): { scripts: number; styles: number } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of htmlFiles(outDir)) {
    const blocks = inlineBlocks(readFileSync(file, 'utf8'));
    blocks.scripts.forEach((s) => scripts.add(cspHash(s)));
    blocks.styles.forEach((s) => styles.add(cspHash(s)));
  }
  const { apiHost, liveApiHost, siteUrl } = endpoints(env);
  const headers = securityHeaders({ apiHost, liveApiHost, siteUrl, scriptHashes: scripts, styleHashes: styles });
  const text = formatHeadersFile([{ path: '/*', headers }], 'Written by the build (src/integrations/security-headers.ts): do not edit.');
  writeFileSync(join(outDir, HEADERS_FILE), text);
  return { scripts: scripts.size, styles: styles.size };
}

export function securityHeadersIntegration(env: EndpointEnv): AstroIntegration {
  return {
    name: 'league-security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const n = writeSecurityHeaders(fileURLToPath(dir), env);
        logger.info(`${HEADERS_FILE}: CSP with ${n.scripts} inline script and ${n.styles} inline style hashes`);
      },
    },
  };
}
