// How the browser's code is cut into files (docs/decisions.md, Issue 14). Only the client build: the server build
// keeps Rolldown's automatic chunking.
import type { Plugin } from 'vite';

/** React, its DOM runtime and Astro's React client: every island page needs all of them, so they travel as one file.
 *  Left to the automatic chunking they were three (react-dom with the client, React itself, and the JSX runtime inside
 *  whichever of our chunks came first), about 0.7 KB gzipped more on every React page. */
export const REACT_RUNTIME = /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/;

/** The match-time rules the static scripts share (status labels, match status, the Nepal day), one chunk not three:
 *  on the team page 2 requests instead of 4 and about 300 bytes less gzipped (docs/decisions.md, Issue 10). */
export const MATCH_TIME = /src[\\/](lib[\\/]nepal-day|lib[\\/]league[\\/]match-status|scripts[\\/]status-labels)\.ts$/;

export function islandChunks(): Plugin {
  return {
    name: 'league-island-chunks',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          // A dynamic import (the e-ticket's calendar file, fetched on its button) loads its chunk and nothing else:
          // what it imports is on the page already, so Vite's preload helper (about 0.6 KB gzipped) would only cost.
          modulePreload: false,
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'react', test: REACT_RUNTIME }, { name: 'match-time', test: MATCH_TIME }] } },
          },
        },
      };
    },
  };
}
