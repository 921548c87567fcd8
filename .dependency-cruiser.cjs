// Import layers (npm run check, through scripts/lib/layers.ts, which also reads the imports of .astro files): no circular
// import, and no import that runs back up the layers. The order, lowest first (README, "Where things are"):
//   1. src/lib/api: reading the CMS (with src/consts.ts and the environment: lib/config.ts, lib/build-env.ts);
//   2. src/lib (rules, formats, the build's helpers; words come in as data), src/stores;
//   3. src/i18n (every interface text, English and Nepali), then what shows or runs them: src/components,
//      src/islands, src/browser (static pages' scripts), src/sw (the service worker), src/directives,
//      src/integrations, src/layouts, src/middleware;
//   4. src/pages.
// Outside the site, production code: server/ (the receiver, the alert sender, the webhook) uses the site's data layer,
// rules and words (a contract both sides need lives in src/lib), and netlify/ (the functions) uses server/ and
// src/lib; astro.config.mjs puts the build together. Above everything, the tooling (scripts/) and the tests, which
// production code never imports. A layer imports only from layers below it or from itself.
// The rules the CMS side shares (cms/plugin/src/rules: payments, subscriptions, webhook signing) sit below all of it:
// they import only Node's built-ins, so the demo API, server/ and the Payload plugin all call the one implementation;
// nothing else of cms/ (which needs Payload, installed in cms/ alone) is imported by the site, the server or the tools.
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
      name: 'calendar-imports-league',
      severity: 'error',
      comment:
        "src/lib/calendar writes the calendar format (ICS), which the league's rules use (a ticket's calendar file): it imports none of them. The site's feeds, which need both, are src/lib/feeds.",
      from: { path: '^src/lib/calendar/' },
      to: { path: '^src/lib/(league|feeds)/' },
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
      from: { path: '^(src|server|netlify)/', pathNot: '^src/pages/' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'production-imports-tooling',
      severity: 'error',
      comment:
        'What runs in production (the site, the server, the Netlify functions, the build config) imports no tooling (scripts/: benchmarks, the demo API, helpers of the tests) nor the tests.',
      from: { path: '^(src|server|netlify)/|^astro\\.config\\.mjs$' },
      to: { path: '^(scripts|tests)/' },
    },
    {
      name: 'site-imports-server',
      severity: 'error',
      comment:
        'The site is below the server: it imports neither server/ nor netlify/ (a contract both sides need lives in src/lib).',
      from: { path: '^src/' },
      to: { path: '^(server|netlify)/' },
    },
    {
      name: 'server-imports-functions',
      severity: 'error',
      comment: 'server/ is what the Netlify functions share: it imports none of them.',
      from: { path: '^server/' },
      to: { path: '^netlify/' },
    },
    {
      name: 'server-imports-views',
      severity: 'error',
      comment: "The server and the functions use the site's data layer, rules and words, never what shows them.",
      from: { path: '^(server|netlify)/' },
      to: { path: '^src/(components|islands|browser|sw|directives|integrations|layouts|middleware|pages)/' },
    },
    {
      name: 'shared-rules-import-only-builtins',
      severity: 'error',
      comment:
        "cms/plugin/src/rules is the one implementation of the payment, subscription and webhook rules, imported by the demo API, server/ and the Payload plugin: it imports only Node's built-ins and itself (no database, no Payload, nothing of the site).",
      from: { path: '^cms/plugin/src/rules/' },
      to: { pathNot: '^cms/plugin/src/rules/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'plugin-imports-outside',
      severity: 'error',
      comment:
        "The Payload plugin is a package of its own (cms/plugin): it imports Payload, Node's built-ins and its own files, nothing of the repository around it.",
      from: { path: '^cms/plugin/' },
      to: { path: '^(src|server|netlify|scripts|tests|cms)/', pathNot: '^cms/plugin/' },
    },
    {
      name: 'outside-imports-cms',
      severity: 'error',
      comment:
        "Of cms/, the site, the server, the functions and the tools import the shared rules only: the rest needs Payload, which the site's install does not have.",
      from: { path: '^(src|server|netlify|scripts)/|^astro\\.config\\.mjs$' },
      to: { path: '^cms/', pathNot: '^cms/plugin/src/rules/' },
    },
    {
      name: 'production-imports-dev-dependency',
      severity: 'error',
      comment:
        'What production runs is in `dependencies`: `npm ci --omit=dev` must be enough to build the site and run the server (types alone may come from devDependencies).',
      from: { path: '^(src|server|netlify)/|^astro\\.config\\.mjs$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Packages are not followed but stay in the graph, so that the rule on devDependencies sees them.
    exclude: { path: '(^|/)(dist|\\.astro)/' },
    tsPreCompilationDeps: true,
    // The checked copy links node_modules: packages are named by their path in it, not the link's target.
    preserveSymlinks: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // An .astro file is read as `X.astro.ts` in the copy scripts/lib/layers.ts checks: `./X.astro` finds it by the
    // extension added.
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
