// The per-client rate limit of deploy/nginx.conf's live cache. Loopback is exempt (the benches, a local TLS proxy
// without real_ip), and every test here runs on loopback: so nginx is set up as docs/deploying.md says for a TLS proxy
// on the same machine, `set_real_ip_from 127.0.0.1; real_ip_header X-Forwarded-For;`, and each simulated fan sends its
// address in X-Forwarded-For. The limit itself (zone, rate, burst, status) is the repository's, unchanged.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_CONF, startNginx, type RunningNginx } from '../../../scripts/lib/nginx.ts';
import { insertFixtures, start, type TestServer } from '../demo-api/support.ts';
import { islandReadUrls } from '../../../src/lib/island-reads.ts';

const [, MATCH1, , , VIDEOS] = islandReadUrls('1');
const REAL_IP = 'set_real_ip_from 127.0.0.1;\n    real_ip_header X-Forwarded-For;';

let api: TestServer;
let nginx: RunningNginx;

beforeAll(async () => {
  api = await start();
  insertFixtures(api.store, api.dataDir);
  nginx = await startNginx(api.url, {
    edit: (conf) => {
      const out = conf.replace(/(\n\s*server_name _;)/, `$1\n    ${REAL_IP}`);
      if (out === conf) throw new Error('deploy/nginx.conf has no `server_name _;` to add real_ip after');
      return out;
    },
  });
});
afterAll(async () => {
  await nginx?.close();
  await api?.cleanup();
});

/** `n` requests for `path` at once from the fan at `address` (none: loopback itself); their statuses, counted. */
async function burst(path: string, n: number, address?: string): Promise<Record<number, number>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (address) headers['X-Forwarded-For'] = address;
  const statuses = await Promise.all(
    Array.from({ length: n }, () =>
      fetch(`${nginx.url}${path}`, { headers }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      }),
    ),
  );
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

/** The limit as deploy/nginx.conf states it: `rate=Nr/s` and `burst=N`. */
function limit(): { rate: number; burst: number } {
  const conf = readFileSync(NGINX_CONF, 'utf8');
  return {
    rate: Number(/zone=league_live_rate:\S+ rate=(\d+)r\/s/.exec(conf)?.[1]),
    burst: Number(/limit_req zone=league_live_rate burst=(\d+)/.exec(conf)?.[1]),
  };
}

describe('deploy/nginx.conf rate limit per client', () => {
  it('answers one client 429 beyond its burst; another client and the CMS are not affected', async () => {
    const { rate, burst: allowed } = limit();
    expect(rate).toBeGreaterThan(0);
    expect(allowed).toBeGreaterThan(0);
    const n = allowed * 2 + 20;
    const before = api.stats().requests;
    const t0 = performance.now();
    const one = await burst(MATCH1!, n, '203.0.113.7');
    const seconds = (performance.now() - t0) / 1000;
    // The burst plus what the rate refills while the requests arrive, no more.
    expect(one[200] ?? 0).toBeGreaterThanOrEqual(allowed);
    expect(one[200] ?? 0).toBeLessThanOrEqual(allowed + Math.ceil(rate * seconds) + 1);
    expect(one[429] ?? 0).toBeGreaterThan(0);
    expect(one[429] ?? 0).toBe(n - (one[200] ?? 0));
    // Refused requests never reach the CMS, and the allowed ones share one cached answer (a lock on the first miss).
    expect(api.stats().requests - before).toBeLessThanOrEqual(1);
    // Another fan, at once: its own allowance.
    const other = await burst(MATCH1!, 10, '198.51.100.23');
    expect(other).toEqual({ 200: 10 });
  });

  it('does not limit loopback itself (a local proxy without real_ip, the benches)', async () => {
    const { burst: allowed } = limit();
    const counts = await burst(VIDEOS!, allowed * 2 + 20);
    expect(counts).toEqual({ 200: allowed * 2 + 20 });
  });
});
