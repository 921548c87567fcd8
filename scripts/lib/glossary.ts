// The Nepali glossary and house style (src/i18n/GLOSSARY.md, issue 26) as rules a test can apply: the forms a term
// replaces, the English words whose Nepali must carry the term, and the spelling patterns. Read from the glossary's
// tables, so a row added there is a rule here. Used by tests/unit/i18n/glossary.test.ts (every catalog) and the walk
// of every built Nepali page (tests/e2e/nepali.spec.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const GLOSSARY_PATH = join(import.meta.dirname, '../../src/i18n/GLOSSARY.md');

type Row = Record<string, string>;
export type Ban = { form: string; term: string };
export type Check = { english: string; term: string };
export type Spelling = { rule: string; pattern: RegExp };

/** The tables under a `## ` heading of the glossary, each row as { column name: cell }. */
function tables(markdown: string, heading: string): Row[] {
  const section = markdown.split(/^## /m).find((s) => s.startsWith(heading));
  if (!section) throw new Error(`GLOSSARY.md has no section '${heading}'`);
  const rows: Row[] = [];
  let header: string[] | null = null;
  for (const line of section.split('\n')) {
    if (!line.startsWith('|')) {
      header = null;
      continue;
    }
    const cells = line
      .slice(1, line.lastIndexOf('|'))
      .split('|')
      .map((c) => c.trim());
    if (!header) header = cells;
    else if (!cells.every((c) => /^-+$/.test(c))) rows.push(Object.fromEntries(header.map((h, i) => [h, cells[i]!])));
  }
  return rows;
}

const ticked = (cell: string | undefined) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

export type Glossary = { bans: Ban[]; checks: Check[]; spelling: Spelling[] };

export function readGlossary(markdown = readFileSync(GLOSSARY_PATH, 'utf8')): Glossary {
  const terms = tables(markdown, 'Terms');
  const seen = new Set<string>();
  const bans = [...terms, ...tables(markdown, 'Brand names')]
    .flatMap((r) => ticked(r.Not).map((form) => ({ form, term: r.Nepali ?? '' })))
    .filter((b) => !seen.has(b.form) && seen.add(b.form));
  const checks = terms.flatMap((r) => ticked(r.English).map((english) => ({ english, term: r.Nepali! })));
  const spelling = [...tables(markdown, 'Spelling house style'), ...tables(markdown, 'Numbers')].flatMap((r) =>
    ticked(r.Pattern).map((p) => ({ rule: r.Rule!, pattern: new RegExp(p, 'u') })),
  );
  return { bans, checks, spelling };
}

const LETTER = /[\u0900-\u0963\u0971-\u097F\u200C\u200D]/u;

/** What a Nepali text breaks of the glossary: a replaced form starting a word (unless the word starts with the term
 *  itself: हाइलाइट is refused, हाइलाइट्सको is not), or a spelling rule. One line each. */
export function offences(text: string, g: Glossary): string[] {
  const found: string[] = [];
  for (const { form, term } of g.bans) {
    for (let i = text.indexOf(form); i !== -1; i = text.indexOf(form, i + 1)) {
      const wordStart = i === 0 || !LETTER.test(text[i - 1]!);
      if (wordStart && !(term && text.startsWith(term, i)))
        found.push(`'${form}' in '…${text.slice(Math.max(0, i - 20), i + 30)}…' (write ${term || 'the Latin name'})`);
    }
  }
  for (const { rule, pattern } of g.spelling) {
    const m = pattern.exec(text);
    if (m) found.push(`'${text.slice(Math.max(0, m.index - 20), m.index + 20)}': ${rule.slice(0, 70)}…`);
  }
  return found;
}

/** Does an English text say a glossary word (exactly, as a whole word)? */
export function saysEnglish(en: string, word: string): boolean {
  return new RegExp(`(?<![A-Za-z-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z-])`).test(en);
}
