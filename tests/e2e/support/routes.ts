// Every route a build wrote, as URL paths, read from its folder: each page that exists, parameterised ones included.
import { readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';

/** '/teams/3/players/12', '/', '/404'… for every HTML file under outDir, sorted. */
export function builtRoutes(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => `/${relative(outDir, `${e.parentPath}${sep}${e.name}`).split(sep).join('/')}`)
    .map((p) => p.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/')
    .sort();
}

/** Routes split into groups of about `size`, so a walk runs in parallel tests that each name their own pages. */
export function chunks<T>(items: T[], size: number): T[][] {
  const count = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: count }, (_, i) =>
    items.slice(Math.floor((i * items.length) / count), Math.floor(((i + 1) * items.length) / count)),
  );
}
