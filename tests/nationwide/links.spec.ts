// Issue 25: no built page links to a page that does not exist, on the nationwide seed (some 30,000 pages, walked in
// one pass of file reads: tests/e2e/support/links.ts). Every internal link of every page, against the build's files.
import { BASE_URL } from '../e2e/support/env.ts';
import { summarise, walkLinks } from '../e2e/support/links.ts';
import { expect, test } from '../e2e/support/test.ts';

test('no page of the nationwide build links to a path it does not have', () => {
  test.setTimeout(600_000);
  const started = Date.now();
  const walk = walkLinks(process.env.E2E_OUT_DIR ?? '', BASE_URL);
  console.log(`links: ${walk.pages} pages, ${walk.links} internal links, ${Date.now() - started} ms`);
  expect(walk.pages).toBeGreaterThan(10_000);
  expect(walk.links).toBeGreaterThan(100_000);
  expect(summarise(walk.dead)).toEqual([]);
});
