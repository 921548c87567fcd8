// Astro configuration: static output, React islands, security headers, site URL and cache folder from the environment.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { securityHeadersIntegration } from './src/integrations/security-headers.ts';
import { leagueImages } from './src/integrations/images.ts';
import { serviceWorkerIntegration } from './src/integrations/service-worker.ts';
import { calendarCheckIntegration } from './src/integrations/calendar-check.ts';
import { siteFactsIntegration } from './src/integrations/site-facts.ts';
import { searchIndexIntegration } from './src/integrations/search-index.ts';
import { clientBuildId, islandChunks, plainDynamicImports } from './src/integrations/island-chunks.ts';
import { claimCache } from './src/lib/cache-owner.ts';
import { endpoints } from './src/lib/endpoints.ts';

const site = process.env.PUBLIC_SITE_URL || 'http://localhost:4321';
// Tests and the rebuild server keep their own content store so that builds against different APIs never mix.
const cacheDir = process.env.ASTRO_CACHE_DIR || undefined;
// A cache made against another CMS is never reused (its store holds that CMS's documents and media URLs): emptied
// first when PUBLIC_API_URL changed (src/lib/cache-owner.ts). Only for a build with its own cache folder (Netlify,
// the receiver, tests): `astro dev` and `astro check` leave it, and so does a build in node_modules/.astro.
if (cacheDir && process.argv.includes('build')) claimCache(cacheDir, endpoints(process.env).apiHost);

export default defineConfig({
  site,
  output: 'static',
  ...(cacheDir ? { cacheDir } : {}),
  trailingSlash: 'ignore',
  // English at today's URLs, Nepali under /ne/ with the same paths (issue 17; src/i18n). Nothing redirects: each
  // language's pages exist as files (src/pages/ne/ renders the same page components in Nepali).
  i18n: {
    locales: ['en', 'ne'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  // Every page's CSS goes inline in its <head>: one round trip less before the first paint on a slow network,
  // for a few KB per page (docs/decisions/performance.md). Four pages at a time: a page's render waits on
  // file writes (two per page with the incremental cache) for a third of its time, which others' rendering fills
  // (docs/decisions/rebuilds.md).
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 4 },
  // The API host for the Content-Security-Policy is known only now, at build time (docs/security.md). The site facts
  // (each page's inline hashes and images, noted as it renders) come before the image and header steps that use them.
  integrations: [
    react(),
    {
      // client:afterpaint for the live islands: hydrate after the first contentful paint (docs/decisions/live.md);
      // client:followed for home's "My schools": only on a phone that follows a school (issue 23); client:eager for the
      // ticket pages: at once, as client:load, with React's runtime evaluated in a task of its own
      // (src/directives/split-load.ts).
      name: 'league-client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'afterpaint', entrypoint: './src/directives/after-paint.ts' });
          addClientDirective({ name: 'followed', entrypoint: './src/directives/followed.ts' });
          addClientDirective({ name: 'eager', entrypoint: './src/directives/eager.ts' });
        },
      },
    },
    calendarCheckIntegration(process.env.LEAGUE_NOW),
    siteFactsIntegration(),
    // The search index (issue 23) from the pages' search records, which the site facts hold.
    searchIndexIntegration(),
    leagueImages(),
    serviceWorkerIntegration(),
    securityHeadersIntegration(process.env),
  ],
  // Pages whose data and code are unchanged are copied from the last build instead of rendered: their getStaticPaths
  // give a cacheKey (src/lib/render-key.ts); the copies live in cacheDir (docs/decisions/rebuilds.md).
  experimental: { incrementalBuild: true },
  // How the browser's code is cut into files (src/integrations/island-chunks.ts): React and Astro's React client in one
  // file, the match-time rules of the static scripts in one (docs/decisions/performance.md and offline.md); dynamic imports
  // without Vite's preload helper; the client build's id for the render keys (issue 18: reused pages name its files).
  vite: {
    plugins: [islandChunks(), plainDynamicImports(), clientBuildId()],
    // CSS-module class names from the file and the class alone: Vite's default adds the content's hash and the line,
    // so reformatting a stylesheet renamed every class of the islands that use it. The hash only, not the class's name
    // too: every name travels in the islands' code and the HTML (home's JavaScript is at its 86 KB budget); six
    // base64 characters make a clash between the site's few hundred classes about one in a million.
    css: { modules: { generateScopedName: '_[hash:base64:6]' } },
    // swr's shim of useSyncExternalStore (for React 17 and older) is React 19's own (src/islands/shared/use-sync-external-store.ts).
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: new URL('./src/islands/shared/use-sync-external-store.ts', import.meta.url).pathname,
        },
      ],
    },
  },
  devToolbar: { enabled: false },
});
