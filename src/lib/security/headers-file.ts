// Netlify's _headers format, written by the build and read by scripts/serve.ts, so both hosts send the same headers.
export type HeaderRule = { path: string; headers: Record<string, string> };

export function formatHeadersFile(rules: HeaderRule[], comment: string): string {
  const lines = [`# ${comment}`];
  for (const r of rules) {
    lines.push(r.path);
    for (const [name, value] of Object.entries(r.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Rules in file order: a path line, then indented `Name: value` lines; comments and blank lines skipped. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ path: raw.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const at = raw.indexOf(':');
    if (!rule || at < 0) throw new Error(`_headers: a header line outside a path, or without a colon: ${raw.trim()}`);
    rule.headers[raw.slice(0, at).trim()] = raw.slice(at + 1).trim();
  }
  return rules;
}

/** Netlify's matching for what we write: an exact path, or a prefix ending in `*` (the splat). */
export function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path || `${pattern}/` === path;
}

/** The headers for one request path: every matching rule, later rules overriding earlier ones. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((r) => pathMatches(r.path, path)).map((r) => r.headers));
}
