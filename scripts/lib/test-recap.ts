// Reads a Playwright JSON report and names the tests that failed or passed only on retry, with each failure's first
// lines: what npm test prints last.

type Result = { status: string; error?: { message?: string } };
type Test = { projectName: string; status: string; results: Result[] };
type Spec = { title: string; file: string; line: number; tests: Test[] };
type Suite = { title: string; specs?: Spec[]; suites?: Suite[] };
export type JsonReport = {
  suites?: Suite[];
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
};

// eslint-disable-next-line no-control-regex -- terminal colour codes (ESC) are what this pattern strips
const ANSI = /\u001b\[[0-9;]*m/g;

function specs(suites: Suite[] = [], path: string[] = []): { spec: Spec; path: string[] }[] {
  return suites.flatMap((s) => {
    const here = s.title && !s.title.endsWith('.ts') ? [...path, s.title] : path;
    return [...(s.specs ?? []).map((spec) => ({ spec, path: here })), ...specs(s.suites, here)];
  });
}

/** One line per suite with its counts, then one line per failed or flaky test with the first error lines. */
export function recap(name: string, report: JsonReport): string[] {
  const st = report.stats ?? {};
  const out = [
    `${name}: ${st.expected ?? 0} passed, ${st.flaky ?? 0} flaky, ${st.unexpected ?? 0} failed, ${st.skipped ?? 0} skipped`,
  ];
  for (const { spec, path } of specs(report.suites)) {
    for (const t of spec.tests) {
      if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
      const title = [...path, spec.title].join(' › ');
      out.push(
        `  ${t.status === 'flaky' ? 'FLAKY' : 'FAILED'} [${t.projectName}] ${spec.file}:${spec.line} › ${title}`,
      );
      const first = t.results.find((r) => r.error?.message)?.error?.message ?? '';
      for (const l of first
        .replace(ANSI, '')
        .split('\n')
        .filter((l) => l.trim())
        .slice(0, 4))
        out.push(`      ${l.trim().slice(0, 200)}`);
    }
  }
  return out;
}
