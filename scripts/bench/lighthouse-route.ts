// Lighthouse on a few pages of a site already served, the bench's way (mobile defaults, service worker off, medians):
//   node scripts/bench/lighthouse-route.ts http://127.0.0.1:4321 / /book-seat [--runs 5] [--api http://127.0.0.1:4000]
//     [--cpu 14] [--interleave]
// prints each page's figures, its main-thread breakdown and its three longest tasks. --cpu sets Lighthouse's CPU
// multiplier (4× when not given); --interleave runs the pages round by round, as the bench's calibrated pass does.
// For trying a change on one route without the whole bench; timings are only comparable with runs made on the same
// machine under the same load.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { breakdownText, longestText, measureInterleaved, measureRoute, type RouteFigures } from './lighthouse-run.ts';
import { startSwOffProxy } from './sw-off.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    api: { type: 'string', default: 'http://127.0.0.1:4000' },
    cpu: { type: 'string' },
    interleave: { type: 'boolean', default: false },
  },
});
const [site, ...paths] = positionals;
if (!site || !paths.length) {
  console.error('Usage: node scripts/bench/lighthouse-route.ts <site url> <path>... [--runs 5] [--api <api host>]');
  process.exit(2);
}
const proxy = await startSwOffProxy(site);
const print = (path: string, r: RouteFigures, load: number) => {
  console.log(
    `${path}  score ${r.score}  TBT ${Math.round(r.tbt)}  LCP ${(r.lcp / 1000).toFixed(2)}  CLS ${r.cls.toFixed(3)}  FCP ${(r.fcp / 1000).toFixed(2)}  benchmarkIndex ${Math.round(r.benchmarkIndex)}  TBT from thread time ${Math.round(r.threadTbt)}  wall ÷ thread ${r.wallPerThread.toFixed(1)}  (load ${load.toFixed(1)})`,
  );
  console.log(`  main thread ms: ${breakdownText(r.breakdown)}`);
  console.log(`  longest tasks ms: ${longestText(r.longest)}`);
};
try {
  const options = {
    runs: Number(values.runs),
    siteUrl: proxy.url,
    apiUrl: values.api,
    log: console.log,
    cpu: values.cpu === undefined ? undefined : Number(values.cpu),
  };
  if (values.interleave) {
    const load = loadavg()[0] ?? 0;
    const results = await measureInterleaved(paths, options, (round, figures) =>
      console.log(
        `round ${round}: ${[...figures].map(([p, r]) => `${p} TBT ${Math.round(r.tbt)} (${Math.round(r.benchmarkIndex)})`).join(', ')}`,
      ),
    );
    for (const [path, r] of results) print(path, r, load);
  } else {
    for (const path of paths) {
      const load = loadavg()[0] ?? 0;
      print(path, await measureRoute(path, options), load);
    }
  }
} finally {
  await proxy.close();
}
