// scripts/serve.ts (development and tests; production is nginx) over real HTTP: a file that cannot be read answers 500
// and the server keeps serving, the build's internal files are never served however the name is spelled, and
// revisits get 304 through the ETag, byte ranges 206.
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../../scripts/serve.ts';

/** A regular file of 4096 bytes that no one may read, root included (write-only sysfs attribute). */
const UNREADABLE = '/sys/bus/cpu/uevent';

describe('scripts/serve.ts', () => {
  let dir: string;
  let site: StaticServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-hard-'));
    writeFileSync(join(dir, 'index.html'), '<html><body>Home</body></html>');
    writeFileSync(join(dir, '404.html'), '<html><body>Page Not Found</body></html>');
    writeFileSync(join(dir, '_headers'), '/*\n  X-Test: 1\n');
    writeFileSync(join(dir, '_redirects'), '/a /b 301\n');
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, '.git', 'config'), '[core]\n');
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, '_astro', 'app.abc123.js'), 'console.log(1)');
    mkdirSync(join(dir, 'images'));
    writeFileSync(join(dir, 'images', 'pic.png'), Buffer.from([...Array(1000).keys()].map((i) => i % 256)));
    symlinkSync(UNREADABLE, join(dir, 'images', 'broken.png'));
    site = await startStaticServer({ root: dir, port: 0 });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a file that fails to read answers 500, and the server goes on serving', async () => {
    expect(existsSync(UNREADABLE)).toBe(true);
    const res = await fetch(`${site.url}/images/broken.png`);
    expect(res.status).toBe(500);
    await res.arrayBuffer();
    expect((await fetch(`${site.url}/`)).status).toBe(200);
  });

  it.each([
    '/_headers',
    '/%5Fheaders',
    '/%5fheaders',
    '/_redirects',
    '/.git/config',
    '/%2Egit/config',
    '/_astro/../_headers',
  ])('never serves the internal file %s', async (path) => {
    const res = await fetch(`${site.url}${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });

  it('serves the hashed assets under /_astro/', async () => {
    const res = await fetch(`${site.url}/_astro/app.abc123.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('console.log(1)');
  });

  it('answers a revisit with a current copy 304, with no body', async () => {
    for (const enc of ['gzip', 'identity']) {
      const first = await fetch(`${site.url}/`, { headers: { 'Accept-Encoding': enc } });
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      await first.text();
      const again = await fetch(`${site.url}/`, { headers: { 'If-None-Match': etag!, 'Accept-Encoding': enc } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
    const stale = await fetch(`${site.url}/`, { headers: { 'If-None-Match': '"other"' } });
    expect(stale.status).toBe(200);
  });

  it('serves byte ranges: 206 with the bytes asked, 416 past the end', async () => {
    const res = await fetch(`${site.url}/images/pic.png`, { headers: { Range: 'bytes=10-19' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    const tail = await fetch(`${site.url}/images/pic.png`, { headers: { Range: 'bytes=-5' } });
    expect(tail.status).toBe(206);
    expect([...new Uint8Array(await tail.arrayBuffer())]).toEqual([227, 228, 229, 230, 231]);
    const past = await fetch(`${site.url}/images/pic.png`, { headers: { Range: 'bytes=5000-' } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */1000');
  });
});
