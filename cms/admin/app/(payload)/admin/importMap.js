// The components Payload's admin looks up by path: only Payload's own dashboard cards, as neither the example config
// nor the plugin adds custom components (`payload generate:importmap` writes the same).
import { CollectionCards } from '@payloadcms/next/rsc';

/** @type {import('payload').ImportMap} */
export const importMap = {
  '@payloadcms/next/rsc#CollectionCards': CollectionCards,
};
