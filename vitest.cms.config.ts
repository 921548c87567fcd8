// npm run test:cms: the league's Payload plugin on real Payload (tests/cms), apart from the unit tests: it needs cms/'s
// own install (scripts/test-cms.ts makes it).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['tests/cms/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 240_000, fileParallelism: false },
});
