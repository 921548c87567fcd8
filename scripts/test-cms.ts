// npm run test:cms: installs cms/ on first use, type-checks the plugin and the example CMS against Payload's own types
// (cms/tsconfig.json), then runs tests/cms on real Payload (vitest.cms.config.ts). Arguments go to vitest.
import { resolve } from 'node:path';
import { ensureCms } from './lib/cms.ts';
import { NODE, ROOT, run } from './lib/proc.ts';

await ensureCms();
await run(NODE, [resolve(ROOT, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'cms/tsconfig.json']);
await run(NODE, [
  resolve(ROOT, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--config',
  'vitest.cms.config.ts',
  ...process.argv.slice(2),
]);
