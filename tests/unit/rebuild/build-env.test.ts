// Builds see no secret (issue 40): the build child gets an allowlist of the receiver's environment. A real child through
// buildSite (server/rebuild/build.ts), whose Node is told by NODE_OPTIONS to load a module that writes down the
// environment it was given and exits before Astro starts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../server/rebuild/build.ts';
import { buildChildEnv, buildMaySee } from '../../../server/rebuild/build-env.ts';

const work = mkdtempSync(join(tmpdir(), 'league-build-env-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const SECRETS = {
  VAPID_PRIVATE_KEY: 'vapid-private-must-not-leak',
  ALERTS_CMS_API_KEY: 'alerts-key-must-not-leak',
  ALERTS_WEBHOOK_SECRET: 'alerts-hook-must-not-leak',
  REBUILD_WEBHOOK_SECRET: 'webhook-secret-must-not-leak',
  DEMO_ADMIN_KEY: 'admin-key-must-not-leak',
  FONEPAY_SECRET: 'fonepay-must-not-leak',
};

/** The environment a real build child of buildSite starts with. */
async function childEnv(): Promise<Record<string, string>> {
  const out = join(work, `env-${Date.now()}.json`);
  const dump = join(work, 'dump-env.mjs');
  writeFileSync(
    dump,
    `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(out)}, JSON.stringify(process.env));\nprocess.exit(0);\n`,
  );
  const result = await buildSite({
    outDir: join(work, 'dist'),
    cacheDir: join(work, 'cache'),
    env: { NODE_OPTIONS: `--import=${dump}` },
    log: () => {},
    timeoutMs: 30_000,
  });
  expect(result.ok).toBe(true);
  return JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>;
}

describe("the build child's environment", () => {
  it("sees none of the receiver's secrets, and what the build reads", async () => {
    for (const [k, v] of Object.entries(SECRETS)) vi.stubEnv(k, v);
    vi.stubEnv('PUBLIC_API_URL', 'https://cms.league.example.org');
    vi.stubEnv('PUBLIC_SOMETHING_NEW', 'public');
    vi.stubEnv('VAPID_PUBLIC_KEY', 'vapid-public');
    vi.stubEnv('LEAGUE_FULL_SYNC', '1');
    const env = await childEnv();
    for (const k of Object.keys(SECRETS)) expect(env[k], k).toBeUndefined();
    expect(JSON.stringify(env)).not.toMatch(/must-not-leak/);
    expect(env).toMatchObject({
      PUBLIC_API_URL: 'https://cms.league.example.org',
      PUBLIC_SOMETHING_NEW: 'public',
      VAPID_PUBLIC_KEY: 'vapid-public',
      LEAGUE_FULL_SYNC: '1',
      NODE_ENV: 'production',
      ASTRO_CACHE_DIR: join(work, 'cache'),
    });
    expect(env.PATH).toBe(process.env.PATH);
  });

  it('a variable the league adds for its build passes when REBUILD_ENV_ALLOW names it', async () => {
    vi.stubEnv('LEAGUE_MAP_TOKEN', 'map');
    vi.stubEnv('OTHER_TOKEN', 'other');
    vi.stubEnv('REBUILD_ENV_ALLOW', 'LEAGUE_MAP_TOKEN, SOMETHING_UNSET');
    const env = await childEnv();
    expect(env.LEAGUE_MAP_TOKEN).toBe('map');
    expect(env.OTHER_TOKEN).toBeUndefined();
  });
});

describe('the allowlist', () => {
  it.each([
    ['PUBLIC_SITE_URL', true],
    ['LEAGUE_ALLOW_EMPTY', true],
    ['LEAGUE_NOW', true],
    ['LC_ALL', true],
    ['HOME', true],
    ['VAPID_PRIVATE_KEY', false],
    ['ALERTS_CMS_API_KEY', false],
    ['REBUILD_WEBHOOK_SECRET', false],
    ['AWS_SECRET_ACCESS_KEY', false],
  ] as const)('%s: %s', (name, seen) => {
    expect(buildMaySee(name, [])).toBe(seen);
  });

  it('leaves out unset variables', () => {
    expect(buildChildEnv({ PUBLIC_API_URL: undefined, PATH: '/bin' })).toEqual({ PATH: '/bin' });
  });
});
