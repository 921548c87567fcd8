// Issue 23's page budget, walked over every built page: HTML plus its stylesheets at most 40 KB gzipped, at most 1,500
// elements. Used by the bench section "nationwide-pages" (scripts/bench/nationwide-pages.ts, its `nationwide-pages:`
// line) and by the nationwide suite's walk of every built page (tests/nationwide/groups.spec.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles } from '../../server/rebuild/diff.ts';
import { pageWeight } from './sizes.ts';

export const PAGE_BUDGET = { htmlCssKb: 40, elements: 1500 };

export type PageFigures = { path: string; htmlCssBytes: number; htmlBytes: number; elements: number };

/** Elements in an HTML document: its start tags, outside comments, scripts, styles and templates' raw text. */
export function countElements(html: string): number {
  const bare = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1')
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/gi, '$1');
  return (bare.match(/<[a-zA-Z][^\s/>]*/g) ?? []).length;
}

/** Every HTML page of a built site with its gzipped HTML + CSS and its element count. */
export function walkPages(distDir: string): PageFigures[] {
  return listFiles(distDir)
    .filter((f) => f.endsWith('.html'))
    .map((rel) => {
      const path = `/${rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      const weight = pageWeight(distDir, path);
      return {
        path,
        htmlCssBytes: weight.html + weight.css,
        htmlBytes: weight.html,
        elements: countElements(readFileSync(join(distDir, rel), 'utf8')),
      };
    });
}

/** The pages over either budget, each with the figure it is over by. */
export function overBudget(pages: PageFigures[]): string[] {
  return pages.flatMap((p) => [
    ...(p.htmlCssBytes > PAGE_BUDGET.htmlCssKb * 1024
      ? [`${p.path}: ${(p.htmlCssBytes / 1024).toFixed(1)} KB HTML+CSS gzipped`]
      : []),
    ...(p.elements > PAGE_BUDGET.elements ? [`${p.path}: ${p.elements} elements`] : []),
  ]);
}

/** The bench's line; search_* are the search section's figures when it has run (`-` otherwise). */
export function pagesLine(pages: PageFigures[], search: { firstKb?: number; nextKb?: number } = {}): string {
  const largest = pages.reduce((a, b) => (b.htmlCssBytes > a.htmlCssBytes ? b : a), pages[0]!);
  const maxElements = Math.max(...pages.map((p) => p.elements));
  const kb = (n: number | undefined) => (n === undefined ? '-' : n.toFixed(1));
  return (
    `nationwide-pages: pages=${pages.length} largest_html_kb=${(largest.htmlCssBytes / 1024).toFixed(1)} ` +
    `largest_path=${largest.path} max_elements=${maxElements} search_first_kb=${kb(search.firstKb)} ` +
    `search_next_kb=${kb(search.nextKb)}`
  );
}
