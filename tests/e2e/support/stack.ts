// One test stack: the demo API on a fresh database with the given seed, the site built against it, and served by
// scripts/serve.ts (which sends the build's security headers), each on its own free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { astroBuild, freePort, NODE, start, stop, waitForUrl } from '../../../scripts/lib/proc.ts';
import { testInstant } from './test-clock.ts';

export type Stack = {
  apiUrl: string;
  siteUrl: string;
  dataDir: string;
  outDir: string;
  now: number;
  close: () => Promise<void>;
};

/** `season`: the nationwide seed's moment and school count (issue 43's knockout moments), passed to the demo API. */
export async function startStack(
  seed: 'demo' | 'hostile' | 'nationwide',
  now = testInstant(),
  season: { moment?: string; schools?: number } = {},
): Promise<Stack> {
  const leagueNow = new Date(now).toISOString();
  const work = mkdtempSync(join(tmpdir(), `league-e2e-${seed}-`));
  const dataDir = join(work, 'data');
  const outDir = join(work, 'dist');
  const [apiPort, sitePort] = [await freePort(), await freePort()];
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const siteUrl = `http://127.0.0.1:${sitePort}`;

  const api = start(
    NODE,
    [
      'scripts/demo-api/main.ts',
      '--port',
      String(apiPort),
      '--data',
      dataDir,
      '--reseed',
      '--seed',
      seed,
      '--now',
      leagueNow,
      ...(season.moment ? ['--moment', season.moment] : []),
      ...(season.schools ? ['--schools', String(season.schools)] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // The nationwide seed takes some 20 s to write on a quiet machine.
  await waitForUrl(`${apiUrl}/api/health`, seed === 'nationwide' ? 300_000 : undefined);
  await astroBuild(
    { PUBLIC_API_URL: apiUrl, PUBLIC_SITE_URL: siteUrl, ASTRO_CACHE_DIR: join(work, 'cache'), LEAGUE_NOW: leagueNow },
    outDir,
  );
  const site = start(NODE, ['scripts/serve.ts', '--dir', outDir, '--port', String(sitePort)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForUrl(`${siteUrl}/`);
  return {
    apiUrl,
    siteUrl,
    dataDir,
    outDir,
    now,
    close: async () => {
      await Promise.all([stop(site), stop(api)]);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
