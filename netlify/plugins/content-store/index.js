// Netlify build plugin: keeps the build's cache folder (ASTRO_CACHE_DIR) between builds, so a build started by the
// CMS's build hook does only what changed: the content store (data-store.json: incremental sync), the encoded images
// (league-images/: nothing encoded again), and Astro's incremental-build cache with the facts of its pages
// (incremental-build.json, dist/, league-page-facts.json: unchanged pages not rendered again).
// It is also Netlify's last check before a deploy, the self-hosted receiver's rule written once (server/rebuild/
// shrink.ts): a build with far fewer pages than the last published one fails, the last count kept in the same cache.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countPages, shrinkVerdict } from '../../../server/rebuild/shrink.ts';

/** @returns {string} */
const storeDir = () => process.env.ASTRO_CACHE_DIR || 'node_modules/.astro';

/** The page count of the last build this plugin let through, kept in the cache folder. (Not exported: Netlify refuses
 *  a plugin that exports anything but its event handlers.) */
const PAGE_COUNT_FILE = 'league-page-count.json';

/** @param {string} dir @returns {number | null} */
function lastCount(dir) {
  try {
    const pages = JSON.parse(readFileSync(join(dir, PAGE_COUNT_FILE), 'utf8')).pages;
    return Number.isInteger(pages) ? pages : null;
  } catch {
    return null;
  }
}

/** @param {{ utils: { cache: { restore: (p: string) => Promise<boolean> } } }} ctx */
export const onPreBuild = async ({ utils }) => {
  const dir = storeDir();
  console.log(
    (await utils.cache.restore(dir))
      ? `Build cache restored to ${dir}: incremental sync, images and unchanged pages reused.`
      : 'No build cache yet: this build syncs, encodes and renders in full.',
  );
};

/**
 * Runs only when the build command succeeded, so a failed build never caches a half-written store; and before the
 * deploy, so a build that lost most of its pages is never published (LEAGUE_ALLOW_EMPTY lets one build through).
 * @param {{
 *   constants?: { PUBLISH_DIR?: string },
 *   utils: { cache: { save: (p: string) => Promise<boolean> }, build: { failBuild: (message: string) => void } },
 * }} ctx
 */
export const onPostBuild = async ({ constants, utils }) => {
  const dir = storeDir();
  const pages = countPages(constants?.PUBLISH_DIR || 'dist');
  const verdict = shrinkVerdict(lastCount(dir), pages, !!process.env.LEAGUE_ALLOW_EMPTY);
  if (verdict)
    return utils.build.failBuild(
      `League: ${verdict}. The live site stays; if the league really lost those pages, build once with LEAGUE_ALLOW_EMPTY=1.`,
    );
  if (pages !== null) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, PAGE_COUNT_FILE), JSON.stringify({ pages }));
  }
  if (await utils.cache.save(dir)) console.log(`Build cache ${dir} kept for the next build (${pages} pages).`);
};
