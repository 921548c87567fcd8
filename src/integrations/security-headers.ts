// Astro integration: after a build, writes dist/_headers with the security headers (src/lib/security/policy.ts) and a
// CSP that allows exactly the inline scripts and styles of the written pages, and the same facts as data
// (_security-facts.json) from which the self-hosted receiver writes nginx's header maps (server/rebuild/edge.ts). The hashes come from the site facts
// noted while the pages rendered (src/integrations/site-facts.ts), so this step costs the same for 20 pages or
// 20,000. Netlify reads the file; scripts/serve.ts applies it too.
import type { AstroIntegration } from 'astro';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, type EndpointEnv } from '../lib/endpoints.ts';
import { formatHeadersFile } from '../lib/security/headers-file.ts';
import { cspHash, inlineBlocks } from '../lib/security/inline-hashes.ts';
import { documentPaths, SECURITY_FACTS_FILE, type SecurityFacts } from '../lib/security/header-targets.ts';
import { DOCUMENT_ONLY, securityHeaders } from '../lib/security/policy.ts';
import { siteFacts } from './site-facts.ts';

export const HEADERS_FILE = '_headers';
export { SECURITY_FACTS_FILE };

/** Writes `{outDir}/_headers` for these inline hashes; returns how many of each. */
export function writeHeadersFile(
  outDir: string,
  env: EndpointEnv,
  scripts: Iterable<string>,
  styles: Iterable<string>,
): { scripts: number; styles: number } {
  const { apiHost, liveApiHost, siteUrl } = endpoints(env);
  const scriptHashes = [...new Set(scripts)].sort();
  const styleHashes = [...new Set(styles)].sort();
  const headers = securityHeaders({ apiHost, liveApiHost, siteUrl, scriptHashes, styleHashes });
  const every = Object.fromEntries(Object.entries(headers).filter(([k]) => !DOCUMENT_ONLY.has(k)));
  const documents = Object.fromEntries(Object.entries(headers).filter(([k]) => DOCUMENT_ONLY.has(k)));
  // Netlify matches _headers by path only: the document headers go on the paths of the build's pages, not on /*.
  const text = formatHeadersFile(
    [{ path: '/*', headers: every }, ...documentPaths(outDir).map((path) => ({ path, headers: documents }))],
    'Written by the build (src/integrations/security-headers.ts): do not edit.',
  );
  writeFileSync(join(outDir, HEADERS_FILE), text);
  // nginx decides by the answer's type instead: the receiver writes its maps from these facts, checked one by one.
  const origin = (url: string) => new URL(url).origin;
  const facts: SecurityFacts = {
    apiOrigin: origin(apiHost),
    liveApiOrigin: origin(liveApiHost),
    siteOrigin: origin(siteUrl),
    scriptHashes,
    styleHashes,
  };
  writeFileSync(join(outDir, SECURITY_FACTS_FILE), `${JSON.stringify(facts, null, 1)}\n`);
  return { scripts: scriptHashes.length, styles: styleHashes.length };
}

/**
 * The reference: reads every page in outDir and hashes its inline blocks. The build no longer does this (it would
 * cost 15,000 page reads on the nationwide league); the tests check that the build's file equals this one's.
 */
export function writeSecurityHeaders(outDir: string, env: EndpointEnv): { scripts: number; styles: number } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const pages = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && e.name.endsWith('.html'),
  );
  for (const e of pages) {
    const blocks = inlineBlocks(readFileSync(join(e.parentPath, e.name), 'utf8'));
    blocks.scripts.forEach((s) => scripts.add(cspHash(s)));
    blocks.styles.forEach((s) => styles.add(cspHash(s)));
  }
  return writeHeadersFile(outDir, env, scripts, styles);
}

export function securityHeadersIntegration(env: EndpointEnv): AstroIntegration {
  return {
    name: 'league-security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const facts = siteFacts();
        const n = writeHeadersFile(fileURLToPath(dir), env, facts.scripts, facts.styles);
        logger.info(`${HEADERS_FILE}: CSP with ${n.scripts} inline script and ${n.styles} inline style hashes`);
      },
    },
  };
}
