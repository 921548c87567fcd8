// The recap npm test prints last, read from a report that real Playwright wrote: a test that passes, one that passes
// only on its retry and one that fails (no browser is needed for tests that take no page).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { recap, type JsonReport } from '../../../scripts/lib/test-recap.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
let dir = '';
let report: JsonReport;

beforeAll(() => {
  // Inside the project (in the git-ignored report folder), so the sample spec resolves @playwright/test.
  mkdirSync(join(ROOT, '.test-report'), { recursive: true });
  dir = mkdtempSync(join(ROOT, '.test-report', 'recap-'));
  writeFileSync(
    join(dir, 'sample.spec.ts'),
    `import { test, expect } from '@playwright/test';
test.describe('group', () => {
  test('steady', () => { expect(1).toBe(1); });
  test('wobbly', ({}, info) => { expect(info.retry).toBe(1); });
  test('broken', () => { expect('left').toBe('right'); });
});
`,
  );
  writeFileSync(
    join(dir, 'pw.config.ts'),
    `import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: ${JSON.stringify(dir)}, retries: 1, workers: 1,
  reporter: [['json', { outputFile: ${JSON.stringify(join(dir, 'report.json'))} }]], outputDir: ${JSON.stringify(join(dir, 'out'))} });
`,
  );
  try {
    execFileSync(
      process.execPath,
      [resolve(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', join(dir, 'pw.config.ts')],
      { cwd: ROOT, stdio: 'pipe' },
    );
  } catch {
    /* the broken test makes the run exit 1, as it should */
  }
  report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as JsonReport;
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('counts each outcome and names the flaky and the failed test with its file, line and error', () => {
  const lines = recap('sample', report);
  expect(lines[0]).toBe('sample: 1 passed, 1 flaky, 1 failed, 0 skipped');
  const flaky = lines.find((l) => l.includes('FLAKY'));
  expect(flaky).toMatch(/FLAKY \[\] sample\.spec\.ts:4 › group › wobbly$/);
  const failed = lines.findIndex((l) => l.includes('FAILED'));
  expect(lines[failed]).toMatch(/FAILED \[\] sample\.spec\.ts:5 › group › broken$/);
  expect(lines.slice(failed + 1).join('\n')).toContain('"right"');
  expect(lines.join('\n')).not.toContain('steady');
  // eslint-disable-next-line no-control-regex -- terminal colour codes (ESC) are what the test looks for
  expect(lines.join('\n')).not.toMatch(/\u001b\[/);
});
