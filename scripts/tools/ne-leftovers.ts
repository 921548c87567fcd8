// Lists English interface text left on the built Nepali pages (scripts/lib/leftover-english.ts):
//   node scripts/tools/ne-leftovers.ts <dist> [--api http://127.0.0.1:4000] [--only /ne/table]
// The API (the demo one the site was built from) gives the CMS strings allowed in titles and descriptions.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { leftoverEnglish } from '../lib/leftover-english.ts';
import { cmsStrings } from '../lib/cms-strings.ts';

const dist = process.argv[2] ?? 'dist';
const api = process.argv.includes('--api') ? process.argv[process.argv.indexOf('--api') + 1] : null;
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const cms = api ? await cmsStrings(api) : [];

const pages: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (name.endsWith('.html')) pages.push(p);
  }
};
walk(join(dist, 'ne'));
let total = 0;
for (const file of pages.sort()) {
  const path = `/${relative(dist, file)
    .replace(/index\.html$/, '')
    .replace(/\.html$/, '')}`;
  if (only && !path.startsWith(only)) continue;
  const left = leftoverEnglish(readFileSync(file, 'utf8'), cms);
  if (!left.length) continue;
  total += left.length;
  console.log(`${path}: ${left.length}`);
  for (const l of left.slice(0, 30)) console.log(`  ${l.where}: ${JSON.stringify(l.text.slice(0, 100))}`);
}
console.log(`${pages.length} Nepali pages, ${total} leftovers`);
process.exitCode = total ? 1 : 0;
