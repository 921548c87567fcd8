// The recap npm test prints last, read from reports that real Playwright wrote: a test that passes, one that passes
// only on its retry and one that fails; then a run whose only error is outside the tests (a worker fixture's teardown),
// which fails the run and skips the project that depends on the failed one (no browser is needed for tests that take
// no page).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { recap, type JsonReport } from '../../../scripts/lib/test-recap.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
let dir = '';

/** Runs real Playwright on these spec files (in their own folder) and returns its JSON report and exit code. */
function playwright(
  name: string,
  files: Record<string, string>,
  projects = '[{ name: "" }]',
): JsonReport & { rc: number } {
  const here = join(dir, name);
  mkdirSync(here);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(here, file), text);
  writeFileSync(
    join(here, 'pw.config.ts'),
    `import { defineConfig } from '@playwright/test';
export default defineConfig({ testDir: ${JSON.stringify(here)}, retries: 1, workers: 1, projects: ${projects},
  reporter: [['json', { outputFile: ${JSON.stringify(join(here, 'report.json'))} }]], outputDir: ${JSON.stringify(join(here, 'out'))} });
`,
  );
  let rc = 0;
  try {
    execFileSync(
      process.execPath,
      [resolve(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '-c', join(here, 'pw.config.ts')],
      { cwd: ROOT, stdio: 'pipe' },
    );
  } catch (e) {
    rc = (e as { status: number }).status;
  }
  return { ...(JSON.parse(readFileSync(join(here, 'report.json'), 'utf8')) as JsonReport), rc };
}

let outcomes: JsonReport;
let outside: JsonReport & { rc: number };
beforeAll(() => {
  // Inside the project (in the git-ignored report folder), so the sample specs resolve @playwright/test.
  mkdirSync(join(ROOT, '.test-report'), { recursive: true });
  dir = mkdtempSync(join(ROOT, '.test-report', 'recap-'));
  outcomes = playwright('outcomes', {
    'sample.spec.ts': `import { test, expect } from '@playwright/test';
test.describe('group', () => {
  test('steady', () => { expect(1).toBe(1); });
  test('wobbly', ({}, info) => { expect(info.retry).toBe(1); });
  test('broken', () => { expect('left').toBe('right'); });
  test.skip('marked to skip', () => {});
});
`,
  });
  outside = playwright(
    'outside',
    {
      'reads.spec.ts': `import { test as base, expect } from '@playwright/test';
const test = base.extend<{}, { shared: number }>({
  shared: [async ({}, use) => { await use(1); throw new Error('the shared browser would not close'); }, { scope: 'worker' }],
});
test('reads one', ({ shared }) => { expect(shared).toBe(1); });
test('reads two', ({ shared }) => { expect(shared).toBe(1); });
`,
      'late.writes.spec.ts': `import { test, expect } from '@playwright/test';
test('writes after the reads', () => { expect(1).toBe(1); });
`,
    },
    `[{ name: 'reads', testIgnore: /writes/ }, { name: 'writes', testMatch: /writes/, dependencies: ['reads'] }]`,
  );
}, 90_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('counts each outcome and names the flaky and the failed test with its file, line and error', () => {
  const lines = recap('sample', outcomes);
  expect(lines[0]).toBe('sample: 1 passed, 1 flaky, 1 failed, 1 skipped');
  const flaky = lines.find((l) => l.includes('FLAKY'));
  expect(flaky).toMatch(/FLAKY \[\] sample\.spec\.ts:4 › group › wobbly$/);
  const failed = lines.findIndex((l) => l.includes('FAILED'));
  expect(lines[failed]).toMatch(/FAILED \[\] sample\.spec\.ts:5 › group › broken$/);
  expect(lines.slice(failed + 1).join('\n')).toContain('"right"');
  expect(lines.join('\n')).not.toContain('steady');
  // A test marked to skip was meant not to run: it is counted, not listed.
  expect(lines.join('\n')).not.toMatch(/marked to skip|DID NOT RUN|ERROR/);
  // eslint-disable-next-line no-control-regex -- terminal colour codes (ESC) are what the test looks for
  expect(lines.join('\n')).not.toMatch(/\u001b\[/);
});

test('an error outside any test fails the run with no failed test: the recap prints it, its worker tests, and what did not run', () => {
  expect(outside.rc).toBe(1);
  const lines = recap('outside', outside);
  expect(lines[0]).toBe('outside: 2 passed, 0 flaky, 0 failed, 1 skipped');
  const text = lines.join('\n');
  expect(text).toMatch(/ERROR outside any test \(outside\/reads\.spec\.ts:3\):/);
  expect(text).toContain('the shared browser would not close');
  expect(text).toMatch(/\[reads\] › \S*outside\/reads\.spec\.ts:5:1 › reads one/);
  expect(text).toMatch(/DID NOT RUN \(1\):\n {6}\[writes\] late\.writes\.spec\.ts:2 › writes after the reads/);
  // eslint-disable-next-line no-control-regex -- terminal colour codes (ESC) are what the test looks for
  expect(text).not.toMatch(/\u001b\[/);
});
