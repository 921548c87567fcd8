// node scripts/tools/visible-text.ts <dist-a> <dist-b>: whether two builds show the same text. Compares every page,
// feed, calendar and JSON file's text with scripts, styles and tags left out (chunk names and hashes may differ), and
// prints the first difference of each file that differs. A refactor that must not change what a reader sees (issue
// 39) is built before and after against the same demo API and moment, then compared with this; exit 1 on a difference.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error('Usage: node scripts/tools/visible-text.ts <dist-a> <dist-b>');
  process.exit(2);
}
const walk = (d: string): string[] =>
  readdirSync(d).flatMap((n) => {
    const p = join(d, n);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
const TEXT_FILE = /\.(html|xml|ics|json|txt|webmanifest)$/;
/** What a reader (or a feed reader) gets: the text, without markup, scripts, styles or asset names. */
const visible = (file: string): string =>
  readFileSync(file, 'utf8')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    // Scoped-style hashes are names like chunk names; dropped first, as an attribute value holding '>' (a hostile
    // title, legal unescaped there) ends the tag pattern below early.
    .replace(/ data-astro-cid-\w+/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\/_astro\/[\w.-]+/g, '/_astro/…')
    .replace(/\s+/g, ' ')
    .trim();

const left = walk(a)
  .filter((f) => TEXT_FILE.test(f))
  .map((f) => relative(a, f));
const right = new Set(
  walk(b)
    .filter((f) => TEXT_FILE.test(f))
    .map((f) => relative(b, f)),
);
let differ = 0;
for (const f of left) {
  if (!right.delete(f)) {
    differ++;
    console.log(`only in ${a}: ${f}`);
    continue;
  }
  const x = visible(join(a, f));
  const y = visible(join(b, f));
  if (x === y) continue;
  differ++;
  let i = 0;
  while (x[i] === y[i]) i++;
  console.log(`${f}\n  - …${x.slice(Math.max(0, i - 50), i + 70)}…\n  + …${y.slice(Math.max(0, i - 50), i + 70)}…`);
}
for (const f of right) {
  differ++;
  console.log(`only in ${b}: ${f}`);
}
console.log(`visible text: ${left.length} files compared, ${differ} differ`);
process.exit(differ === 0 ? 0 : 1);
