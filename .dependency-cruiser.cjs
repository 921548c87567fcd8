// Import layers (npm run check runs `depcruise src scripts tests`): no circular import, and no import that runs back
// up the layers. The order, lowest first (README, "Where things are"):
//   1. src/lib/api: reading the CMS (with src/consts.ts and the environment: lib/config.ts, lib/build-env.ts);
//   2. src/lib (rules, formats, the build's helpers; words come in as data), src/stores;
//   3. src/i18n (every interface text, English and Nepali), then what shows or runs them: src/components,
//      src/islands, src/browser (static pages' scripts), src/sw (the service worker), src/directives,
//      src/integrations, src/layouts, src/middleware;
//   4. src/pages.
// A layer imports only from layers below it or from itself.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two modules that import each other (directly or through others) are one module split badly.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'api-imports-up',
      severity: 'error',
      comment: 'src/lib/api reads the CMS: it imports nothing of the site above it.',
      from: { path: '^src/lib/api/' },
      to: {
        path: '^src/',
        pathNot: ['^src/lib/api/', '^src/lib/(config|build-env)\\.ts$', '^src/consts\\.ts$', '^src/env\\.d\\.ts$'],
      },
    },
    {
      name: 'lib-imports-up',
      severity: 'error',
      comment: 'Rules in src/lib take words as data: they import no interface text (src/i18n) nor anything above.',
      from: { path: '^src/(lib|stores)/' },
      to: { path: '^src/(i18n|components|islands|browser|sw|directives|integrations|layouts|middleware|pages)/' },
    },
    {
      name: 'i18n-imports-up',
      severity: 'error',
      comment: 'The catalogs hold words; they import no component, island or page.',
      from: { path: '^src/i18n/' },
      to: { path: '^src/(components|islands|browser|sw|directives|integrations|layouts|middleware|pages)/' },
    },
    {
      name: 'view-imports-pages',
      severity: 'error',
      comment: 'Nothing imports a page.',
      from: { path: '^src/', pathNot: '^src/pages/' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'site-imports-tooling',
      severity: 'error',
      comment: 'The site does not import the Node tooling (scripts/) or the tests.',
      from: { path: '^src/' },
      to: { path: '^(scripts|tests)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.astro)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    extraExtensionsToScan: ['.astro'],
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.astro'] },
  },
};
