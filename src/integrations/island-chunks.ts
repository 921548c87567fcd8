// How the browser's code is cut into files (docs/decisions/performance.md). Only the client build: the server build
// keeps Rolldown's automatic chunking.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { setClientBuild } from '../lib/client-build.ts';

/** React, its DOM runtime and Astro's React client: every island page needs all of them, so they travel as one file.
 *  Left to the automatic chunking they are three (react-dom with the client, React itself, and the JSX runtime inside
 *  whichever of our chunks came first): more bytes and requests on every React page (docs/decisions/performance.md,
 *  "React in one file"; the weights: docs/benchmarks.md, "Page weight"). */
export const REACT_RUNTIME = /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;

/** The match-time rules the static scripts share (status labels, match status, the Nepal day), one chunk not three:
 *  fewer requests and bytes on the static pages, which keep 3 KB (docs/decisions/performance.md, "The match-time rules
 *  the static scripts share are one chunk"). */
export const MATCH_TIME = /src[\\/](lib[\\/]nepal-day|lib[\\/]league[\\/]match-status|browser[\\/]status-labels)\.ts$/;

/** V8's explicit compile hint (Chrome 136 and later): compile every function of the file as it streams in, on a
 *  background thread, instead of each on the main thread at its first call. Given to the React runtime file only, whose
 *  functions hydration calls at once; hinting every file would cost bytes in each, and home is near its budget
 *  (docs/decisions/performance.md, "React compiled off the main thread"). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The React runtime's file: the one with react-dom in it (@nanostores/react's small chunk is also named "react"). */
const isReactRuntime = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => /node_modules[\\/]react-dom[\\/]/.test(id));

export function islandChunks(): Plugin {
  return {
    name: 'league-island-chunks',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          // A dynamic import (the e-ticket's calendar file, fetched on its button) loads its chunk and nothing else:
          // what it imports is on the page already, so Vite's preload helper would only cost bytes.
          modulePreload: false,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: REACT_RUNTIME },
                  { name: 'match-time', test: MATCH_TIME },
                ],
              },
            },
          },
        },
      };
    },
    // Written into the minified file (the minifier drops comments; rolldown's postBanner would add a blank first line
    // to every other file). The file keeps the name hashed without it: the hint changes how V8 compiles, not what runs.
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && isReactRuntime(chunk)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    },
  };
}

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic import of the browser's code in its preload helper (bytes on every page with one), whose work is to
 * fetch the imported chunk's dependencies and CSS ahead of it. With `modulePreload: false` it is given no dependencies,
 * and no chunk loaded on demand here has CSS (checked below), so the helper only ever calls the import: that is all it
 * is here. The dynamic imports: the Nepali formats on a Nepali page (src/lib/format/local.ts), the e-ticket's calendar.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: 'league-plain-dynamic-imports',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
    generateBundle(_, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
      );
      for (const chunk of chunks.values()) {
        if (chunk.isDynamicEntry) {
          const css = (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
          if (css?.size)
            this.error(`${chunk.fileName} is loaded on demand and has CSS, which the plain import would not load`);
        }
        // A chunk that awaits a dynamic import at its top (format/local.ts on a Nepali page) must not be among what the
        // imported chunk needs: each would wait for the other and no island would ever hydrate.
        for (const target of chunk.dynamicImports) {
          const needed = new Set<string>();
          const queue = [target];
          while (queue.length) {
            const name = queue.pop()!;
            if (needed.has(name)) continue;
            needed.add(name);
            queue.push(...(chunks.get(name)?.imports ?? []));
          }
          if (needed.has(chunk.fileName))
            this.error(
              `${target}, imported on demand by ${chunk.fileName}, imports it back: a top-level await there would never end`,
            );
        }
      }
    },
  };
}

/**
 * The client build's id for the render keys (src/lib/render-key.ts). Astro reuses a page when its server-side code
 * and its key are unchanged, but the file names its islands and scripts point at come from the client build: a change
 * there alone (how modules are cut into chunks, a module only one island imports renaming a chunk others share) left
 * reused pages naming files the new build no longer has, so their islands never hydrated. With the id in every key,
 * any change to the browser's code renders every page again; content edits leave it as it was.
 */
export function clientBuildId(): Plugin {
  return {
    name: 'league-client-build-id',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_, bundle) {
      setClientBuild(createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('base64url'));
    },
  };
}
