// Serves a built site folder: clean URLs, the 404 page (the Nepali one under /ne/), gzip, cache headers like
// netlify.toml's, and the build's security headers from {root}/_headers, the same file Netlify reads
// (src/integrations/security-headers.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { headersFor, parseHeadersFile, type HeaderRule } from '../src/lib/security/headers-file.ts';
import { localeOfPath } from '../src/i18n/locales.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml', '.ics', '.webmanifest']);

export type StaticServer = {
  url: string;
  port: number;
  close: () => Promise<void>;
  setRoot: (dir: string) => void;
  root: () => string;
};
export type ServeOptions = {
  root: string;
  port?: number;
  host?: string;
  headers?: (path: string) => Record<string, string>;
};

function fileFor(root: string, pathname: string): string | null {
  let p: string;
  try {
    p = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const full = normalize(join(root, p));
  if (full !== root && !full.startsWith(root + sep)) return null; // no escaping the site folder
  for (const candidate of [full, join(full, 'index.html'), `${full}.html`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next form */
    }
  }
  return null;
}

/**
 * As netlify.toml: hashed assets (processed images too) for a year, public/ images for a day, HTML revalidated, and the
 * service worker never taken from the HTTP cache unchecked (a new build's worker must be seen on the next visit).
 */
export function cacheControl(pathname: string): string {
  if (pathname === '/sw.js') return 'no-cache';
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith('/images/') || pathname === '/favicon.svg')
    return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=0, must-revalidate';
}

/** The rules of {root}/_headers, read again when the file changes (a rebuild switches roots, or rewrites it). */
function headerRules(): (root: string) => HeaderRule[] {
  let cached: { key: string; rules: HeaderRule[] } | null = null;
  return (root) => {
    const file = join(root, '_headers');
    let key: string;
    try {
      key = `${file}:${statSync(file).mtimeMs}`;
    } catch {
      return []; // a folder built without the integration: no extra headers
    }
    if (cached?.key !== key) cached = { key, rules: parseHeadersFile(readFileSync(file, 'utf8')) };
    return cached.rules;
  };
}

export function startStaticServer(opts: ServeOptions): Promise<StaticServer> {
  let root = resolve(opts.root);
  const rules = headerRules();
  const send = (req: IncomingMessage, res: ServerResponse, file: string, status: number, pathname: string) => {
    const ext = extname(file);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(pathname),
      'X-Content-Type-Options': 'nosniff',
      ...headersFor(rules(root), pathname),
      ...(opts.headers?.(pathname) ?? {}),
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const body = gzipSync(readFileSync(file));
      res.writeHead(status, {
        ...headers,
        'Content-Encoding': 'gzip',
        'Content-Length': String(body.length),
        Vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(status, { ...headers, 'Content-Length': String(statSync(file).size) });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    // Netlify reads _headers and never serves it; neither do we.
    const file = url.pathname === '/_headers' ? null : fileFor(root, url.pathname);
    if (file) return send(req, res, file, 200, url.pathname);
    // A missing Nepali page gets the Nepali not-found page (/ne/404/index.html), as netlify.toml's rule does.
    const nepali = localeOfPath(url.pathname) === 'ne' ? fileFor(root, '/ne/404') : null;
    if (nepali) return send(req, res, nepali, 404, '/ne/404/');
    const notFound = fileFor(root, '/404.html');
    if (notFound) return send(req, res, notFound, 404, '/404.html');
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 4321, opts.host ?? '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      ok({
        url: `http://${opts.host ?? '127.0.0.1'}:${port}`,
        port,
        setRoot: (dir) => {
          root = resolve(dir);
        },
        root: () => root,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const arg = (name: string, dflt: string) => {
    const i = args.indexOf(name);
    return i >= 0 && args[i + 1] ? args[i + 1]! : dflt;
  };
  const s = await startStaticServer({
    root: arg('--dir', 'dist'),
    port: Number(arg('--port', '4321')),
    host: arg('--host', '127.0.0.1'),
  });
  console.log(`Site: ${s.url}`);
}
