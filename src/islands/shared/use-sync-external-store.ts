// swr imports useSyncExternalStore from 'use-sync-external-store/shim', a CommonJS copy for React 17 and older; React 19
// has it, so the browser build maps the shim here (astro.config.mjs): the shim's bytes off every live page
// (docs/decisions/performance.md, "swr, and what pays for it").
export { useSyncExternalStore } from 'react';
