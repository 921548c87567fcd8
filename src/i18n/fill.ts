// Filling a text template: defined in src/lib/fill.ts (the rules below i18n fill their messages too), re-exported
// here beside the catalogs whose templates it fills.
export * from '../lib/fill.ts';
