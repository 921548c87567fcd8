// Reads a Playwright JSON report and names the tests that failed or passed only on retry, with each failure's first
// lines, then the errors that were part of no test (a worker's teardown, an unhandled rejection between tests) and the
// tests that did not run because of them: what npm test prints last. An error outside the tests fails the run with no
// failed test, and skips every project that depends on the failed one (playwright.config.ts's content-writes), so
// without these lines a CI log that shows only its end says "0 failed" and exits 1.

type Error_ = { message?: string; stack?: string; location?: { file: string; line: number } };
type Result = { status: string; error?: Error_ };
type Test = { projectName: string; status: string; expectedStatus?: string; results: Result[] };
type Spec = { title: string; file: string; line: number; tests: Test[] };
type Suite = { title: string; specs?: Spec[]; suites?: Suite[] };
export type JsonReport = {
  suites?: Suite[];
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  errors?: Error_[];
};

// eslint-disable-next-line no-control-regex -- terminal colour codes (ESC) are what this pattern strips
const ANSI = /\u001b\[[0-9;]*m/g;

function specs(suites: Suite[] = [], path: string[] = []): { spec: Spec; path: string[] }[] {
  return suites.flatMap((s) => {
    const here = s.title && !s.title.endsWith('.ts') ? [...path, s.title] : path;
    return [...(s.specs ?? []).map((spec) => ({ spec, path: here })), ...specs(s.suites, here)];
  });
}

/** An error's first lines, colour codes stripped, indented under the line that names it. */
function firstLines(message: string, count: number): string[] {
  return message
    .replace(ANSI, '')
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, count)
    .map((l) => `      ${l.trim().slice(0, 200)}`);
}

/** One line per suite with its counts, then one line per failed or flaky test with the first error lines, then each
 *  error outside the tests and the tests that did not run (skipped without being marked to skip). */
export function recap(name: string, report: JsonReport): string[] {
  const st = report.stats ?? {};
  const out = [
    `${name}: ${st.expected ?? 0} passed, ${st.flaky ?? 0} flaky, ${st.unexpected ?? 0} failed, ${st.skipped ?? 0} skipped`,
  ];
  const notRun: string[] = [];
  for (const { spec, path } of specs(report.suites)) {
    for (const t of spec.tests) {
      const title = `[${t.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`;
      if (t.status === 'skipped' && t.expectedStatus !== 'skipped') notRun.push(title);
      if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
      out.push(`  ${t.status === 'flaky' ? 'FLAKY' : 'FAILED'} ${title}`);
      out.push(...firstLines(t.results.find((r) => r.error?.message)?.error?.message ?? '', 4));
    }
  }
  for (const error of report.errors ?? []) {
    const where = error.location
      ? ` (${error.location.file.split('/').slice(-2).join('/')}:${error.location.line})`
      : '';
    out.push(`  ERROR outside any test${where}:`);
    // Playwright appends the tests the failed worker ran: the lines that say where to look.
    out.push(...firstLines(error.message ?? error.stack ?? '', 12));
  }
  if (notRun.length) {
    out.push(`  DID NOT RUN (${notRun.length}):`);
    out.push(...notRun.slice(0, 10).map((t) => `      ${t}`));
    if (notRun.length > 10) out.push(`      … and ${notRun.length - 10} more`);
  }
  return out;
}
