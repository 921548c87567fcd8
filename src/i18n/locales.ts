// The site's languages as the interface layers import them: defined in src/lib/locales.ts (the rules below i18n use
// them too), re-exported here so that components, islands and pages keep one place for everything about language.
export * from '../lib/locales.ts';
