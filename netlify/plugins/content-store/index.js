// Netlify build plugin: keeps the build's cache folder (ASTRO_CACHE_DIR) between builds, so a build started by the
// CMS's build hook does only what changed: the content store (data-store.json: incremental sync), the encoded images
// (league-images/: nothing encoded again), and Astro's incremental-build cache with the facts of its pages
// (incremental-build.json, dist/, league-page-facts.json: unchanged pages not rendered again).

/** @returns {string} */
const storeDir = () => process.env.ASTRO_CACHE_DIR || 'node_modules/.astro';

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
 * Runs only when the build command succeeded, so a failed build never caches a half-written store.
 * @param {{ utils: { cache: { save: (p: string) => Promise<boolean> } } }} ctx
 */
export const onPostBuild = async ({ utils }) => {
  const dir = storeDir();
  if (await utils.cache.save(dir)) console.log(`Build cache ${dir} kept for the next build.`);
};
