// npm test: npm run check (scripts/check.ts: the code's format, the linter, the import layers and circles, astro check
// over the site, which fails on a catalog key missing in Nepali, and tsc over scripts and tests), unit tests (vitest),
// then browser tests (Playwright in real Chromium against the built site): the main suite on the demo seed, then the
// hostile walk on a second stack seeded with --seed hostile, then the national league's pages on a third seeded with
// --seed nationwide (issue 23; its build takes minutes).
// `node scripts/test.ts check|unit|e2e` runs one of them; a failing check or unit suite skips the browser tests.
// Arguments after the suite's name go to its runner: `npm run test:unit -- tests/unit/format.test.ts` runs that file
// (vitest's filters and options), `npm run test:e2e -- tests/e2e/home.spec.ts --project=desktop` that spec
// (Playwright's); without a suite's name (`npm test -- …`) they go to the browser tests.
import { NODE, ROOT, run } from './lib/proc.ts';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { recap, type JsonReport } from './lib/test-recap.ts';
import { resolve } from 'node:path';

const vitest = resolve(ROOT, 'node_modules/vitest/vitest.mjs');
const playwright = resolve(ROOT, 'node_modules/@playwright/test/cli.js');
const SUITE_NAMES = ['check', 'unit', 'e2e'] as const;
const only = SUITE_NAMES.find((name) => name === process.argv[2]);
const args = process.argv.slice(only ? 3 : 2);

const SUITES = [
  { config: 'playwright.config.ts', dir: 'tests/e2e', project: ['phone', 'desktop'], report: '.test-report/e2e.json' },
  {
    config: 'playwright.hostile.config.ts',
    dir: 'tests/hostile',
    project: ['hostile'],
    report: '.test-report/hostile.json',
  },
  {
    config: 'playwright.nationwide.config.ts',
    dir: 'tests/nationwide',
    project: ['nationwide'],
    report: '.test-report/nationwide.json',
  },
];
/** Playwright options that take a value: the value is not a file filter. */
const VALUED = new Set([
  '--project',
  '-g',
  '--grep',
  '--grep-invert',
  '-j',
  '--workers',
  '--retries',
  '--reporter',
  '--shard',
  '--timeout',
  '--repeat-each',
  '--max-failures',
  '-c',
  '--config',
  '--output',
]);

function filtersAndProjects(list: string[]): { filters: string[]; projects: string[] } {
  const filters: string[] = [];
  const projects: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const a = list[i]!;
    if (a.startsWith('--project=')) projects.push(a.slice('--project='.length));
    else if (VALUED.has(a)) {
      const value = list[++i] ?? '';
      if (a === '--project') projects.push(value);
    } else if (!a.startsWith('-')) filters.push(a);
  }
  return { filters, projects };
}

/** Whether a suite has something to run for these arguments (each suite builds a whole site, so skip idle ones). */
function wanted(suite: (typeof SUITES)[number], list: string[]): boolean {
  const { filters, projects } = filtersAndProjects(list);
  if (projects.length && !projects.some((p) => suite.project.includes(p))) return false;
  if (!filters.length) return true;
  const files = readdirSync(resolve(ROOT, suite.dir), { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => resolve(ROOT, suite.dir, f));
  const test = (f: string) => {
    try {
      return new RegExp(f);
    } catch {
      return { test: (s: string) => s.includes(f) };
    }
  };
  return filters.some((f) => files.some((file) => test(f).test(file)));
}

let failed = false;
/** The suites that failed before the browser tests, named in the recap (their own output says why, further up). */
const failedSteps: string[] = [];
/** Wall time of each suite, printed in the recap: CI has a time limit, and a suite that grows should be seen. */
const times: string[] = [];
const ran = new Set<string>();
async function timed(name: string, step: () => Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await step();
  } finally {
    times.push(`${name}: ${((performance.now() - started) / 60_000).toFixed(1)} min`);
  }
}
async function step(name: string, wantedHere: boolean, command: string[]): Promise<void> {
  if (!wantedHere) return;
  try {
    await timed(name, () => run(NODE, command));
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    failedSteps.push(name);
    failed = true;
  }
}
// The type check first: about 25 s (it syncs content from a throwaway demo API, as npm run check does), and the
// only suite that sees a catalog whose Nepali object lacks a key of the English one (src/i18n/catalog.ts).
await step('check', only !== 'unit' && only !== 'e2e', [resolve(ROOT, 'scripts/check.ts')]);
await step('tests/unit', only !== 'e2e' && only !== 'check', [vitest, 'run', ...(only === 'unit' ? args : [])]);
const browserSuites = SUITES.filter((s) => wanted(s, args));
if (only === 'e2e' && !browserSuites.length) {
  // A file name that matches no spec (a typo) fails, rather than passing on nothing run.
  console.error(`No browser test matches ${args.join(' ')} (specs under ${SUITES.map((s) => s.dir).join(', ')}).`);
  failed = true;
}
if (only !== 'unit' && only !== 'check' && !failed) {
  for (const suite of browserSuites) {
    const report = resolve(ROOT, suite.report);
    rmSync(report, { force: true });
    ran.add(suite.report);
    try {
      await timed(`${suite.dir} (build included)`, () => run(NODE, [playwright, 'test', '-c', suite.config, ...args]));
    } catch (e) {
      // The next suite still runs: one failing walk should not hide the other's results.
      console.error(e instanceof Error ? e.message : e);
      failed = true;
    }
  }
}
// A recap of every suite at the very end, so the last lines of a CI log name what failed or was flaky, whichever
// suite it was in (the hostile walk runs after the main suite and would otherwise bury its failures).
const lines: string[] = failedSteps.map((name) => `${name}: FAILED (its output is above)`);
if (failedSteps.length && only !== 'unit' && only !== 'check')
  lines.push('Browser tests not run: they start once the type check and the unit tests pass.');
// Only the suites this run started: a report left by an earlier run would otherwise be read as this one's.
for (const suite of SUITES.filter((s) => ran.has(s.report))) {
  const report = resolve(ROOT, suite.report);
  if (!existsSync(report)) continue;
  try {
    lines.push(...recap(suite.dir, JSON.parse(readFileSync(report, 'utf8')) as JsonReport));
  } catch (e) {
    lines.push(`${suite.dir}: the report could not be read (${e instanceof Error ? e.message : String(e)})`);
  }
}
if (times.length) lines.push(`Suite times: ${times.join('; ')}; in all ${(performance.now() / 60_000).toFixed(1)} min`);
if (lines.length) console.log(`\nRecap\n${lines.join('\n')}`);
process.exit(failed ? 1 : 0);
