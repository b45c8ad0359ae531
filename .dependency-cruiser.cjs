// The layering (docs/ENGINE.md), enforced on every `npm test` (npm run lint:deps).
// engine and handlers run in Node with no UI; screens reach the API only through handlers;
// shared UI pieces hold no state; no module imports itself round a cycle.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        "An import cycle makes load order matter and hides which module owns what. A cycle closed only by type imports loads nothing: a screen kind is declared with its component (src/screens/kinds.ts), and that component reads its own kind's types from the declaration.",
      from: { path: '^(src|simulator|scripts)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'engine-and-handlers-without-ui',
      severity: 'error',
      comment: 'Engine and handlers return keys and data; React and i18next belong to screens and the app shell.',
      from: { path: '^src/(engine|checker|build|book|handlers|conditions|photos)/' },
      to: { path: '(^|/)node_modules/(react|react-dom|react-i18next|i18next|wouter|@headlessui|@rjsf/core)/' },
    },
    {
      name: 'engine-and-handlers-without-ui-code',
      severity: 'error',
      comment: 'Engine and handlers never import screens, forms, UI pieces or the app shell.',
      from: { path: '^src/(engine|checker|build|book|handlers|conditions|photos)/' },
      to: { path: '^src/(screens|ui|app|forms)/' },
    },
    {
      name: 'runtime-without-build-tools',
      severity: 'error',
      comment:
        "The browser's code (the engine's runtime included) never imports the build's plugins, the content checker or the flow book: they are Node tools that read the content, not parts of the app.",
      from: { path: '^src/', pathNot: '^src/(checker|build|book|prerender|studio)/|^src/registry\\.ts$' },
      to: { path: '^src/(checker|build|book)/' },
    },
    {
      name: 'checker-without-build',
      severity: 'error',
      comment: 'The content checker is one job: the build and the book use it, never the other way round.',
      from: { path: '^src/checker/' },
      to: { path: '^src/(build|book)/' },
    },
    {
      name: 'screens-without-api',
      severity: 'error',
      comment: 'A screen gets its data from a handler; only src/api knows URLs and answers.',
      from: { path: '^src/(screens|forms)/' },
      to: { path: '^src/api/' },
    },
    {
      name: 'ui-without-state',
      severity: 'error',
      comment: 'Shared UI pieces are presentational: they receive what they show as props.',
      from: { path: '^src/ui/' },
      // pure rules (which text variant a country reads) are fine; stores, handlers with effects and the API are not
      // a type (a failure's class) is a shape, not a dependency on the code behind it
      to: { path: '^src/(state|handlers|api)/', pathNot: '^src/handlers/rules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'state-without-handlers',
      severity: 'error',
      comment:
        "Stores hold what must survive a reload, in the API's shapes; handlers write them, never the other way round (docs/ARCHITECTURE.md).",
      from: { path: '^src/state/' },
      to: { path: '^src/(handlers|engine|conditions)/' },
    },
    {
      name: 'state-without-ui',
      severity: 'error',
      comment: 'Stores hold data; they never import React, screens or UI.',
      from: { path: '^src/state/' },
      to: { path: ['^src/(screens|ui|app|forms)/', '(^|/)node_modules/(react|react-dom|react-i18next)/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|reports)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
  },
};
