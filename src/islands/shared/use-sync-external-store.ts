// swr imports useSyncExternalStore from 'use-sync-external-store/shim', a CommonJS copy for React 17 and older; React 19
// has it, so the browser build maps the shim here (astro.config.mjs): about 0.4 KB gzipped less on every live page.
export { useSyncExternalStore } from 'react';
