// nginx's files as the receiver writes them (server/rebuild/edge.ts): only checked facts become configuration, the
// union of two builds covers both, and a refused `nginx -t` (a real nginx) puts back the files nginx runs on.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applyEdge,
  liveIdsConf,
  LIVE_IDS_CONF,
  nginxControlFromEnv,
  parseSecurityFacts,
  readEdgeFacts,
  shellStep,
  siteHeadersConf,
  SITE_HEADERS_CONF,
  unionFacts,
  type EdgeFacts,
} from '../../../server/rebuild/edge.ts';
import { parseKnownIds } from '../../../src/lib/live-ids.ts';
import { cspHash } from '../../../src/lib/security/inline-hashes.ts';
import { NGINX_BIN } from '../../../scripts/lib/nginx.ts';

const work = mkdtempSync(join(tmpdir(), 'league-edge-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const A = cspHash('boot()');
const B = cspHash('other()');
const facts = (scripts: string[], matches: string[]): EdgeFacts => ({
  security: {
    apiOrigin: 'https://cms.example.org',
    liveApiOrigin: 'https://live.example.org',
    siteOrigin: 'https://league.example.org',
    scriptHashes: scripts,
    styleHashes: [],
  },
  ids: { matches, teams: ['3'] },
});

describe('the facts a build leaves, checked entry by entry', () => {
  it.each([
    ['a hash that closes the string', { scriptHashes: [`${A}"; } include /etc/shadow; #`] }],
    ['a hash that is no sha256', { scriptHashes: ['sha256-abc'] }],
    ['an origin with a path', { apiOrigin: 'https://cms.example.org/x' }],
    ['an origin with a quote', { apiOrigin: 'https://cms.example.org"' }],
    ['an origin with nginx syntax', { siteOrigin: 'https://a;b' }],
    ['a variable', { liveApiOrigin: 'https://$host' }],
    ['hashes that are no list', { styleHashes: 'sha256-x' }],
  ])('refuses %s', (_, bad) => {
    expect(() => parseSecurityFacts({ ...facts([A], []).security, ...bad })).toThrow();
  });

  it('accepts the facts of a real policy, IPv6 and port origins included', () => {
    const ok = { ...facts([A, B], []).security, apiOrigin: 'http://[::1]:8080' };
    expect(parseSecurityFacts(ok).apiOrigin).toBe('http://[::1]:8080');
  });

  it.each([['1"; include /x; "'], ['$1'], ['../1'], ['1 2'], [12]])('refuses the match id %j', (id) => {
    expect(() => parseKnownIds({ matches: [id], teams: [] })).toThrow();
  });

  it('reads a build folder and names the missing file', () => {
    const dir = join(work, 'build-missing');
    mkdirSync(dir, { recursive: true });
    expect(() => readEdgeFacts(dir)).toThrow(/_security-facts.json/);
  });
});

describe('the files nginx includes', () => {
  it('hold the hashes and ids of both builds during a switch, the new build’s origins', () => {
    const live = facts([A], ['1', '2']);
    const next = {
      ...facts([B], ['2', '5']),
      security: { ...facts([B], []).security, apiOrigin: 'https://new.example.org' },
    };
    const both = unionFacts(live, next);
    const conf = siteHeadersConf(both.security);
    expect(conf).toContain(`'${A}'`);
    expect(conf).toContain(`'${B}'`);
    expect(conf).toContain('https://new.example.org');
    expect(conf).not.toContain('https://cms.example.org');
    expect(
      liveIdsConf(both.ids)
        .split('\n')
        .filter((l) => l.startsWith('"')),
    ).toEqual(['"m:1" 1;', '"m:2" 1;', '"m:5" 1;', '"t:3" 1;']);
  });

  it('a refused `nginx -t` (a real nginx) puts back the files nginx runs on, and says so', async () => {
    const dir = join(work, 'edge');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, SITE_HEADERS_CONF), '# the live one\n');
    writeFileSync(join(dir, LIVE_IDS_CONF), '"m:1" 1;\n');
    // A main configuration broken by hand: nginx -t fails whatever the receiver wrote.
    const conf = join(work, 'broken.conf');
    writeFileSync(conf, `events {}\nhttp { include ${dir}/${SITE_HEADERS_CONF}; not_a_directive on; }\n`);
    const test = shellStep(`${NGINX_BIN} -t -q -p ${work} -c ${conf} -e ${join(work, 'error.log')}`);
    let reloaded = false;
    await expect(
      applyEdge(dir, facts([A], ['1', '9']), {
        test,
        reload: async () => {
          reloaded = true;
        },
      }),
    ).rejects.toThrow(/nginx -t refused the new files: .*not_a_directive/);
    expect(reloaded).toBe(false);
    expect(readFileSync(join(dir, SITE_HEADERS_CONF), 'utf8')).toBe('# the live one\n');
    expect(readFileSync(join(dir, LIVE_IDS_CONF), 'utf8')).toBe('"m:1" 1;\n');
  });

  it('a failed reload puts them back too; a good test and reload leave the new files', async () => {
    const dir = join(work, 'edge2');
    const conf = join(work, 'good.conf');
    mkdirSync(dir, { recursive: true });
    writeFileSync(conf, `events {}\nhttp { include ${dir}/${SITE_HEADERS_CONF}; }\n`);
    const test = shellStep(`${NGINX_BIN} -t -q -p ${work} -c ${conf} -e ${join(work, 'error.log')}`);
    await applyEdge(dir, facts([A], ['1']), { test, reload: async () => {} });
    const good = readFileSync(join(dir, SITE_HEADERS_CONF), 'utf8');
    expect(good).toContain(A);
    await expect(
      applyEdge(dir, facts([B], ['1']), { test, reload: shellStep('echo "no nginx here" >&2; exit 1') }),
    ).rejects.toThrow(/the nginx reload failed: .*no nginx here/);
    expect(readFileSync(join(dir, SITE_HEADERS_CONF), 'utf8')).toBe(good);
  });
});

describe('how the receiver learns the nginx commands', () => {
  it('takes both commands or neither, and refuses the old REBUILD_AFTER_PUBLISH', () => {
    expect(nginxControlFromEnv({})).toEqual({ ok: true, control: null });
    expect(nginxControlFromEnv({ REBUILD_NGINX_TEST: 'nginx -t' }).ok).toBe(false);
    expect(nginxControlFromEnv({ REBUILD_AFTER_PUBLISH: 'nginx -s reload' })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/REBUILD_NGINX_TEST/),
    });
    const both = nginxControlFromEnv({ REBUILD_NGINX_TEST: 'true', REBUILD_NGINX_RELOAD: 'true' });
    expect(both.ok && both.control).toBeTruthy();
  });
});
