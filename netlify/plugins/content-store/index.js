// Netlify build plugin: keeps Astro's content store (the ASTRO_CACHE_DIR folder, data-store.json inside) between
// builds, so a build started by the CMS's build hook syncs incrementally instead of downloading the whole league.

/** @returns {string} */
const storeDir = () => process.env.ASTRO_CACHE_DIR || 'node_modules/.astro';

/** @param {{ utils: { cache: { restore: (p: string) => Promise<boolean> } } }} ctx */
export const onPreBuild = async ({ utils }) => {
  const dir = storeDir();
  console.log((await utils.cache.restore(dir)) ? `Content store restored to ${dir}: incremental sync.` : 'No content store cached yet: this build syncs in full.');
};

/**
 * Runs only when the build command succeeded, so a failed build never caches a half-written store.
 * @param {{ utils: { cache: { save: (p: string) => Promise<boolean> } } }} ctx
 */
export const onPostBuild = async ({ utils }) => {
  const dir = storeDir();
  if (await utils.cache.save(dir)) console.log(`Content store ${dir} cached for the next build.`);
};
