// Issue 27: the interface's words live in src/i18n (English beside Nepali); the rules in src/lib take them as data.
// This walks every string src/lib writes (the TypeScript syntax tree, not a text search) and fails on English words
// that a page could show: a capitalised word or words ('Not Started', "Today's Match", 'No matches found.').
// Not counted: what only the code or a log reads (object keys and property names, literal types, comparisons and
// switch cases against CMS values, imports, messages of errors, warnings and logs, HTTP headers, URLs) and the few
// places below that hold data, not interface words, each with its reason. A new word fails here: put it in a catalog
// (src/i18n/texts, `catalog({ en, ne })`) and pass it to the rule.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const LIB = join(ROOT, 'src/lib');

/** Files whose English is data, not a text of the interface; the reason beside each. */
const DATA_FILES: Record<string, string> = {
  'src/lib/format/base.ts':
    "the SPEC's date formats: English month and day names, AM/PM (Nepali: src/lib/format/nepali.ts)",
  'src/lib/format/bs.ts': 'Bikram Sambat month names in Latin letters, the English pages’ BS date format',
  'src/lib/seo/structured-data.ts': 'schema.org vocabulary (@type Person, Place, sport Soccer)',
  'src/lib/seo/league-data.ts': 'schema.org vocabulary',
  'src/lib/locales.ts': 'each language’s own name (English, नेपाली), the language switch',
  'src/lib/security/policy.ts': 'HTTP header names',
  'src/lib/security/header-targets.ts': 'the header file written for nginx (its comment line)',
  'src/lib/seo/sitemap.ts': 'robots.txt lines (User-agent, Allow, Disallow, Sitemap)',
};

/**
 * Single strings that stay, with the reason. The CMS fallbacks are what the stored document holds when the CMS leaves
 * a field empty (content, shown as CMS text in both languages), not words of a page.
 */
const DATA_STRINGS: Record<string, string[]> = {
  'src/lib/api/types.ts': ['Match Reports', 'League News', 'Team News', 'Interviews'], // the CMS's category values
  'src/lib/league/squad.ts': ['Team Manager', 'Head Coach', 'Assistant Coach', 'Other'], // CMS positions; group key
  'src/lib/league/tickets.ts': ['Dhapakhel Lalitpur Stadium'], // the league's ground, a proper name
  'src/lib/api/schemas.ts': [
    'Unnamed team',
    'Team',
    'Unknown player',
    'Player',
    'Match highlight',
    'Highlight',
    'Sponsor',
    'Untitled',
    'News',
    'Notice',
    'Group {}',
  ],
  'src/lib/api/refs.ts': ['Team logo', 'Player'],
  'src/lib/api/tickets.ts': ['Team logo'],
  'src/lib/api/live-events.ts': ['Player'],
  // The payment's reference as Fonepay keeps it (docs: API-NOTES), read by the league's accountant, not a page.
  'src/lib/league/payment.ts': ['{} Week {} tickets {} x{}{}'],
  // A build warning (the BS table is running out), printed to the build log.
  'src/lib/format/bs-calendar.ts': [
    "The Bikram Sambat table in src/lib/format/bs-calendar.ts {}: add BS {}'s month lengths from the official calendar (docs/maintenance.md); until then pages show no BS date after {}.",
  ],
  'src/lib/format/nepali.ts': ['[Bd BM By|]'], // format tokens
};

/** A word a page could show: capitalised, as the SPEC writes its labels and sentences ('Not Started', 'No … found.'). */
const UI_WORD = /(^|[\s(])[A-Z][a-z]+\b/;
/** Lines of a calendar file (RFC 5545: 'SUMMARY:…', 'DTSTART;TZID=…'): its words are the feed's data. */
const ICS_LINE = /^[A-Z][A-Z-]*[:;]/;
/** Callees whose strings only code, logs or HTTP read. */
const SILENT_CALL =
  /^(console\.\w+|warn|log|logger\.\w+|ctx\.logger\.\w+|debug|fail|Error|TypeError|RangeError|ApiError|\w*Error|headers\.(set|get|append|has)|\w+\.headers\.(set|get|append|has)|new Headers|Response|fetch|URL|URLSearchParams|require|import|describe)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Whether the string is read only by code: a key, a type, a comparison, a log or error message, a header. */
function silent(node: ts.Node): boolean {
  for (let n: ts.Node = node, parent = n.parent; parent; n = parent, parent = parent.parent) {
    if (ts.isLiteralTypeNode(parent) || ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
    if (ts.isPropertyAssignment(parent) && parent.name === n) return true;
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === n) return true;
    if (ts.isCaseClause(parent) && parent.expression === n) return true;
    if (ts.isThrowStatement(parent)) return true;
    if (
      ts.isBinaryExpression(parent) &&
      [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
      ].includes(parent.operatorToken.kind)
    )
      return true;
    if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== n) {
      const callee = parent.expression.getText();
      if (SILENT_CALL.test(callee) || SILENT_CALL.test(callee.replace(/^new /, ''))) return true;
      if (/\.(set|get|has|append|startsWith|endsWith|includes|test|match|split|replace|indexOf)$/.test(callee))
        return true;
    }
    // A property named as data for code or logs (message, reason, detail, header names and values).
    if (
      ts.isPropertyAssignment(parent) &&
      /^(message|reason|detail|code|kind|type|method|mode|cache)$/.test(parent.name.getText())
    )
      return true;
    if (ts.isBlock(parent) || ts.isSourceFile(parent)) return false;
  }
  return false;
}

/** The text of a string or template a page could show; a template's code parts stand as spaces. */
function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('{}');
  return null;
}

function englishIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text = textOf(node);
    if (text !== null) {
      // URLs, paths, MIME types, CSS and HTML in strings are not words of a page.
      const words = text.replace(/\b[a-z]+:\/\/\S+|\/\S*|<[^>]*>|[\w-]+\/[\w.+-]+/g, ' ');
      if (UI_WORD.test(words) && !ICS_LINE.test(text) && !silent(node)) found.push(text);
      if (!ts.isTemplateExpression(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('src/lib writes no English of the interface (issue 27)', () => {
  const all = files(LIB).map((f) => ({ path: relative(ROOT, f).split('\\').join('/'), file: f }));

  it('every string a page could show comes from a catalog in src/i18n', () => {
    const left: string[] = [];
    for (const { path, file } of all) {
      if (DATA_FILES[path]) continue;
      const allowed = new Set(DATA_STRINGS[path] ?? []);
      for (const text of englishIn(file)) if (!allowed.has(text)) left.push(`${path}: ${JSON.stringify(text)}`);
    }
    expect(left).toEqual([]);
  });

  it('finds such a word where one is written (the check can fail)', () => {
    const probe = join(ROOT, 'tests/unit/i18n/fixtures/lib-word.ts.txt');
    expect(englishIn(probe)).toEqual(["Today's Match", 'Not Started', 'No {} matches found.']);
  });

  it('each data exception still stands in its file (none kept for a word that left)', () => {
    for (const [path, strings] of Object.entries(DATA_STRINGS)) {
      const found = new Set(englishIn(join(ROOT, path)));
      for (const s of strings) expect(found.has(s), `${path}: ${s}`).toBe(true);
    }
  });
});
