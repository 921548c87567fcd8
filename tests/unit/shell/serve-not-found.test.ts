// The local server answers a missing page with the not-found page of its language, as netlify.toml's rule does:
// /ne/… with the Nepali one (built as /ne/404/index.html), anything else with /404.html; both as a 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../../scripts/serve.ts';

describe('a missing page served by scripts/serve.ts', () => {
  let dir: string;
  let site: StaticServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-404-'));
    writeFileSync(join(dir, '404.html'), '<html lang="en"><body>Page Not Found</body></html>');
    mkdirSync(join(dir, 'ne', '404'), { recursive: true });
    writeFileSync(join(dir, 'ne', '404', 'index.html'), '<html lang="ne"><body>पृष्ठ भेटिएन</body></html>');
    mkdirSync(join(dir, 'ne', 'table'), { recursive: true });
    writeFileSync(join(dir, 'ne', 'table', 'index.html'), '<html lang="ne"><body>अंक तालिका</body></html>');
    site = await startStaticServer({ root: dir, port: 0 });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/ne/no-such-page', '/ne/teams/9/players/99', '/ne/no/'])(
    'answers %s with the Nepali not-found page',
    async (path) => {
      const res = await fetch(`${site.url}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('पृष्ठ भेटिएन');
    },
  );

  it.each(['/no-such-page', '/news/1', '/nepal'])('answers %s with the English one', async (path) => {
    const res = await fetch(`${site.url}${path}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });

  it('serves a Nepali page that exists as it is', async () => {
    const res = await fetch(`${site.url}/ne/table`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('अंक तालिका');
  });
});
