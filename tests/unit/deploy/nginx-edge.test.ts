// deploy/nginx.conf's live cache against walking ids and IPv6 address hopping, on Debian's nginx in front of the demo
// API: a read naming an id the build does not know is refused with 404 before the CMS, and IPv6 clients are limited
// per /64. The /64 key is checked on many address forms through real_ip (X-Forwarded-For from loopback, as a TLS proxy
// on the same machine gives them), since a test cannot own addresses in many /64s; one real IPv6 connection on ::1
// checks the key nginx computes for an address it accepted itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsKnownIds, startNginx, type RunningNginx } from '../../../scripts/lib/nginx.ts';
import { freePort } from '../../../scripts/lib/proc.ts';
import { insertFixtures, start, type TestServer } from '../demo-api/support.ts';
import { islandReadUrls } from '../../../src/lib/island-reads.ts';

const REAL_IP = 'set_real_ip_from 127.0.0.1;\n    real_ip_header X-Forwarded-For;';
let api: TestServer;
let nginx: RunningNginx;
let v6Port = 0;
let known: { matches: string[]; teams: string[] };

beforeAll(async () => {
  api = await start();
  insertFixtures(api.store, api.dataDir);
  known = await cmsKnownIds(api.url);
  v6Port = await freePort();
  nginx = await startNginx(api.url, {
    knownIds: known,
    // For the test only: real_ip, a second listener on ::1, and a path that shows the /64 key of the asker.
    edit: (conf) =>
      conf.replace(
        /(\n\s*server_name _;)/,
        `$1\n    ${REAL_IP}\n    listen [::1]:${v6Port};\n    location = /test-client-net { return 200 "$league_live_net"; }`,
      ),
  });
});
afterAll(async () => {
  await nginx?.close();
  await api?.cleanup();
});

const get = (path: string, address?: string) =>
  fetch(`${nginx.url}${path}`, { headers: address ? { 'X-Forwarded-For': address } : {} });

describe('deploy/nginx.conf refuses live reads for ids the build does not know', () => {
  it('answers 404 for unknown match and school ids, and the CMS sees none of them', async () => {
    const before = api.stats().requests;
    const unknown = ['999999', '123456789012', 'aaaaaaaaaaaaaaaaaaaaaaaa'].filter((id) => !known.matches.includes(id));
    for (const id of unknown) {
      const [, match, events, , , followed] = islandReadUrls(id, id);
      for (const path of [match!, events!, followed!]) expect((await get(path)).status, path).toBe(404);
    }
    expect(api.stats().requests - before).toBe(0);
  });

  it('still answers the reads of known ids and the reads that name none', async () => {
    const urls = islandReadUrls(known.matches[0]!, known.teams[0]!);
    for (const path of urls) expect((await get(path)).status, path).toBe(200);
  });
});

describe('deploy/nginx.conf groups IPv6 clients by /64', () => {
  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2'],
    ['2001:db8:1:2::1', '2001:db8:1:2'],
    ['2001:db8:1::', '2001:db8:1:0'],
    ['2001:db8::1', '2001:db8:0:0'],
    ['2001:db8::', '2001:db8:0:0'],
    ['2001:db8::5:6:7:8', '2001:db8:0:0'],
    ['2001:db8::4:5:6:7:8', '2001:db8:0:4'],
    ['2001::3:4:5:6:7:8', '2001:0:3:4'],
    ['2001::4:5:6:7:8', '2001:0:0:4'],
    ['2001:0:0:1::1', '2001:0:0:1'],
    ['::1', '0:0:0:0'],
    ['::2:3:4:5:6:7:8', '0:2:3:4'],
    ['1:0:0:0:0:0:0:1', '1:0:0:0'],
    ['2001:DB8:a:B::1', '2001:db8:a:b'],
  ])('keys %s by %s', async (address, net) => {
    expect(await (await get('/test-client-net', address)).text()).toBe(net);
  });

  it('keys IPv4 per address', async () => {
    const key = await (await get('/test-client-net', '203.0.113.9')).arrayBuffer();
    expect([...new Uint8Array(key)]).toEqual([203, 0, 113, 9]);
  });

  it('a real IPv6 connection (::1) gets its /64 key', async () => {
    expect(await (await fetch(`http://[::1]:${v6Port}/test-client-net`)).text()).toBe('0:0:0:0');
  });

  it('one /64 hopping over addresses shares one allowance; another /64 keeps its own', async () => {
    const path = islandReadUrls(known.matches[0]!)[4]!;
    const statuses = await Promise.all(
      Array.from({ length: 120 }, (_, i) => get(path, `2001:db8:77:1::${(i + 1).toString(16)}`).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(40);
    expect((await get(path, '2001:db8:77:2::1')).status).toBe(200);
  });
});
