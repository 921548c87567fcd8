// Issue 25: no built page links to a page that does not exist. Every internal link (href, src, srcset, form action,
// webcal subscription, island script) of every page of the demo seed's build, against the files the build wrote.
import { BASE_URL } from './support/env.ts';
import { summarise, walkLinks } from './support/links.ts';
import { expect, test } from './support/test.ts';

test('no page of the build links to a path it does not have', () => {
  const walk = walkLinks(process.env.E2E_OUT_DIR ?? '', BASE_URL);
  expect(walk.pages).toBeGreaterThan(400);
  expect(walk.links).toBeGreaterThan(10_000);
  expect(summarise(walk.dead)).toEqual([]);
});
