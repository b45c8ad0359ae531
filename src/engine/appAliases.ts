// Build-time (vite.config.ts, vitest.config.ts). The app runs on Preact through preact/compat
// instead of React + ReactDOM (issue 11: React, ReactDOM and the scheduler were 66.6 KB gzip of the
// first screen's 100 KB budget). The code and its types stay written against React's API, React
// 18's: compat reports version 18.3.1, so the libraries take their React 18 paths. Exact-match
// patterns, so `react-dom/client` does not become `preact/compat/client` + `/client`. The
// use-sync-external-store shims are CommonJS that require('react'): compat has the hook itself, and
// the selector variant is an ES module of ours.
import { fileURLToPath } from 'node:url';

const preact: { find: RegExp; replacement: string }[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  { find: /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/, replacement: fileURLToPath(new URL('../compat/withSelector.ts', import.meta.url)) },
];

// markdown-to-jsx, which rjsf imports, gives way to a plain-text stand-in (src/compat/plainMarkdown.tsx)
const markdown = [
  { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('../compat/plainMarkdown.tsx', import.meta.url)) },
];

// fast-uri, which rjsf imports for draft 2020-12 `$ref`s, gives way to the platform's URL (src/compat/uriResolver.ts)
const uri = [
  { find: /^fast-uri$/, replacement: fileURLToPath(new URL('../compat/uriResolver.ts', import.meta.url)) },
];

// rjsf's getDecimalSeparator (imported inside @rjsf/utils as './getDecimalSeparator.js', a name no
// file of ours has) gives way to the UI language's separator (src/compat/decimalSeparator.ts)
const decimal = [
  { find: /^\.\/getDecimalSeparator\.js$/, replacement: fileURLToPath(new URL('../compat/decimalSeparator.ts', import.meta.url)) },
];

// rjsf's registry of fields and widgets (imported by @rjsf/core's getDefaultRegistry) and its allOf
// merger (imported inside @rjsf/utils' schema folder) give way to what the app's forms can reach:
// src/compat/rjsfFields.ts, rjsfWidgets.ts, noAllOfMerge.ts; the content checker holds the forms to it
const formParts = [
  { find: /^\.\/components\/fields\/index\.js$/, replacement: fileURLToPath(new URL('../compat/rjsfFields.ts', import.meta.url)) },
  { find: /^\.\/components\/widgets\/index\.js$/, replacement: fileURLToPath(new URL('../compat/rjsfWidgets.ts', import.meta.url)) },
  { find: /^\.\/shallowAllOfMerge\.js$/, replacement: fileURLToPath(new URL('../compat/noAllOfMerge.ts', import.meta.url)) },
];

/** what the built app and the unit tests resolve differently from the packages' own names */
export const appAliases: { find: RegExp; replacement: string }[] = [...preact, ...markdown, ...uri, ...decimal, ...formParts];
