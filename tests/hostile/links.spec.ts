// Issue 25: no built page links to a page that does not exist, on the hostile seed: match sheets naming players of
// other squads or of no team, matches and standings naming teams the schema refused, markup-looking text in alt
// attributes. Every internal link of every page, against the files the build wrote (tests/e2e/support/links.ts).
import { BASE_URL } from '../e2e/support/env.ts';
import { summarise, walkLinks } from '../e2e/support/links.ts';
import { expect, test } from '../e2e/support/test.ts';

test('no page of the hostile build links to a path it does not have', () => {
  const walk = walkLinks(process.env.E2E_OUT_DIR ?? '', BASE_URL);
  expect(walk.pages).toBeGreaterThan(300);
  expect(walk.links).toBeGreaterThan(10_000);
  expect(summarise(walk.dead)).toEqual([]);
});
