// npm run check: Prettier's check of the code's format, ESLint (eslint.config.js), the import layers and circles of the
// whole repository, .astro files included (dependency-cruiser with .dependency-cruiser.cjs, through
// scripts/lib/layers.ts), astro check (which syncs content, so it runs against a throwaway demo API) and tsc over the
// server, scripts and tests (tsconfig.scripts.json).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkLayers } from './lib/layers.ts';
import { ASTRO_BIN, freePort, NODE, ROOT, run, start, stop, waitForUrl } from './lib/proc.ts';

const work = mkdtempSync(join(tmpdir(), 'league-check-'));
const port = await freePort();
const api = start(
  NODE,
  ['scripts/demo-api/main.ts', '--port', String(port), '--data', join(work, 'data'), '--reseed'],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
let code = 0;
try {
  await waitForUrl(`http://127.0.0.1:${port}/api/health`);
  const env = {
    ...process.env,
    ASTRO_TELEMETRY_DISABLED: '1',
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
    ASTRO_CACHE_DIR: join(work, 'cache'),
  };
  await run(NODE, [resolve(ROOT, 'node_modules/prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.']);
  await run(NODE, [resolve(ROOT, 'node_modules/eslint/bin/eslint.js'), '--max-warnings', '0', '.']);
  const layers = await checkLayers();
  process.stdout.write(layers.output);
  console.log(
    `(import layers: ${layers.astroImports} imports of ${layers.astroFiles} .astro files read with the rest)`,
  );
  if (!layers.ok) throw new Error('the import layers are broken (above)');
  await run(NODE, [ASTRO_BIN, 'check', '--minimumSeverity', 'warning', '--minimumFailingSeverity', 'warning'], { env });
  await run(NODE, [resolve(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.scripts.json']);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  code = 1;
} finally {
  await stop(api);
  rmSync(work, { recursive: true, force: true });
}
process.exit(code);
