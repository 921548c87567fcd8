// Unit tests: pure rules, the data layer, and the demo API over real HTTP.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], testTimeout: 20_000, hookTimeout: 30_000 },
});
