// The self-hosted site as production serves it: Debian's nginx running the repository's deploy/nginx-site.conf over
// a build folder reached through the receiver's `current` symlink, with the header maps the receiver writes from the
// facts the build leaves (src/integrations/security-headers.ts, server/rebuild/edge.ts). The security policy goes on documents only, internals are never served,
// revisits get 304, ranges 206, and a symlink switch is served by the next request.
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteNginx, NGINX_SITE_CONF, type RunningNginx } from '../../../scripts/lib/nginx.ts';
import { publish } from '../../../server/rebuild/publish.ts';
import { SECURITY_FACTS_FILE, writeSecurityHeaders } from '../../../src/integrations/security-headers.ts';
import { SITE_HEADERS_CONF } from '../../../server/rebuild/edge.ts';
import { LIVE_IDS_FILE } from '../../../src/lib/live-ids.ts';
import { headersFor, parseHeadersFile } from '../../../src/lib/security/headers-file.ts';
import { nginxVar } from '../../../src/lib/security/header-targets.ts';

const work = mkdtempSync(join(tmpdir(), 'nginx-site-'));
const env = { PUBLIC_API_URL: 'http://127.0.0.1:9', PUBLIC_SITE_URL: 'http://127.0.0.1:8' };
const filler = '<p>' + 'The league table and the fixtures. '.repeat(40) + '</p>';

function site(name: string): string {
  const dir = join(work, 'builds', name);
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><head><script>boot()</script></head><body>Home ${name}${filler}</body></html>`,
    '404.html': '<!doctype html><html><body>Page Not Found</body></html>',
    'teams/1/index.html': '<!doctype html><html><body>Team 1</body></html>',
    'ne/index.html': '<!doctype html><html lang="ne"><body>गृहपृष्ठ</body></html>',
    'ne/404/index.html': '<!doctype html><html lang="ne"><body>पृष्ठ भेटिएन</body></html>',
    'ne/rss.xml': '<rss/>',
    'calendar/teams/1.ics': 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    '_astro/app.abc123.js': `console.log(1);${'//x'.repeat(200)}`,
    'images/pic.png': 'P'.repeat(1000),
    '.git/config': '[core]',
    [LIVE_IDS_FILE]: JSON.stringify({ matches: ['1'], teams: ['1'] }),
  };
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), text);
  }
  writeSecurityHeaders(dir, env);
  return dir;
}

let nginx: RunningNginx;
let pointer: string;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${nginx.url}${path}`, { headers: { 'Accept-Encoding': 'identity', ...headers } });

beforeAll(async () => {
  chmodSync(work, 0o755); // run as root, nginx's workers are nobody
  pointer = join(work, 'current');
  publish(pointer, site('a'));
  nginx = await startSiteNginx(pointer);
}, 60_000);

afterAll(async () => {
  await nginx?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('deploy/nginx-site.conf', () => {
  it('sends the security policy with documents (404s included) and not with scripts, images or feeds', async () => {
    for (const path of ['/', '/teams/1', '/ne', '/no-such-page', '/ne/no-such-page']) {
      const res = await get(path);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('strict-transport-security'), path).toMatch(/max-age=/);
    }
    for (const path of ['/_astro/app.abc123.js', '/images/pic.png', '/calendar/teams/1.ics', '/ne/rss.xml']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-security-policy'), path).toBeNull();
      expect(res.headers.get('permissions-policy'), path).toBeNull();
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    expect((await get('/calendar/teams/1.ics')).headers.get('content-type')).toMatch(/^text\/calendar/);
  });

  it('missing pages answer 404 with the not-found page of their language', async () => {
    const en = await get('/no-such-page');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('Page Not Found');
    const ne = await get('/ne/no-such-page');
    expect(ne.status).toBe(404);
    expect(await ne.text()).toContain('पृष्ठ भेटिएन');
  });

  it.each([
    '/_headers',
    '/%5Fheaders',
    `/${SECURITY_FACTS_FILE}`,
    '/.git/config',
    '/%2Egit/config',
    '/_astro/../_headers',
  ])('never serves the internal file %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    expect((await get('/_astro/app.abc123.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/teams/1')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('compresses, answers a current copy with 304 and serves byte ranges', async () => {
    const zipped = await get('/', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/');
    const etag = plain.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get('/', { 'If-None-Match': etag! })).status).toBe(304);
    const part = await get('/images/pic.png', { Range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('PPPPPPPPPP');
  });

  it('the request after a symlink switch is served from the new build, without a reload', async () => {
    expect(await (await get('/')).text()).toContain('Home a');
    publish(pointer, site('b'));
    expect(await (await get('/')).text()).toContain('Home b');
  });

  it('sends every header the build means: one add_header per map of the receiver’s file', () => {
    const conf = readFileSync(NGINX_SITE_CONF, 'utf8');
    const maps = readFileSync(join(nginx.edgeDir, SITE_HEADERS_CONF), 'utf8');
    const rules = parseHeadersFile(readFileSync(join(pointer, '_headers'), 'utf8'));
    const names = Object.keys(headersFor(rules, '/'));
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const name of names) {
      expect(maps).toContain(`map $sent_http_content_type ${nginxVar(name)} `);
      expect(conf).toContain(`add_header ${name} ${nginxVar(name)} always;`);
    }
  });
});

describe('the build’s _headers for Netlify', () => {
  it('puts the document headers on the paths of pages only', () => {
    const rules = parseHeadersFile(readFileSync(join(pointer, '_headers'), 'utf8'));
    for (const path of ['/', '/teams/1', '/teams/1/', '/ne', '/ne/', '/ne/404/', '/404.html'])
      expect(headersFor(rules, path)['Content-Security-Policy'], path).toMatch(/default-src 'self'/);
    for (const path of ['/_astro/app.abc123.js', '/images/pic.png', '/calendar/teams/1.ics', '/ne/rss.xml']) {
      const h = headersFor(rules, path);
      expect(h['Content-Security-Policy'], path).toBeUndefined();
      expect(h['X-Content-Type-Options'], path).toBe('nosniff');
    }
  });
});
