import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { flowsPlugin } from './src/build/vitePlugin.ts';
import { formsPlugin } from './src/build/formsPlugin.ts';
import { answersPlugin } from './src/build/answersPlugin.ts';
import { coreNamespaces, restKeys, separateWordGroups } from './src/localeSplit.ts';
import { registry } from './src/registry.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    flowsPlugin(root, registry, coreNamespaces, separateWordGroups, restKeys),
    formsPlugin(root),
    answersPlugin(root),
  ],
  test: {
    // the screens' tests (.tsx) run in a page (jsdom); the others in Node unless they say
    // `@vitest-environment jsdom` (storage, events, the document): a page costs each file its start-up,
    // and the 148 files that need none ran in 134 s against 156 s (docs/PERFORMANCE.md)
    projects: [
      { extends: true, test: { name: 'node', include: ['tests/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'page', include: ['tests/**/*.test.tsx'], environment: 'jsdom' } },
    ],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 15000,
    // in CI a failed test is run once more, as Playwright's are (playwright.config.ts): a test that passes
    // only on its retry is still a flake to mend (a busy machine once lost the feedback frame's typed "7" in
    // tests/prerender/hydration.test.tsx while React took the page over: see docs/PERFORMANCE.md)
    retry: process.env.CI ? 1 : 0,
    // vitest's default is one worker fewer than the cores: on CI's two cores, one. Two run the suite in
    // about two thirds of the time (438 s → 297 s measured); most of a file's time is its own start-up.
    // Three keep both cores busy while a test waits on a timer or a lazy import: 290 -> 263 s, the idle
    // CPU 82 -> 25 s (docs/PERFORMANCE.md)
    maxWorkers: 3,
    // worker threads rather than a process per test file: in this VM a new process and its fresh memory are
    // dear (page-table updates): the suite took 376 s with forks, 299 and 326 s with threads (user 506 -> 423
    // and 469 s, system 158 -> 89 and 94 s), same machine, same hour (docs/PERFORMANCE.md)
    pool: 'threads',
    // beforeAll hooks import what a file's tests need (the handler registry, the words of a language),
    // so no test spends its own budget on first imports; on a busy machine those take longer than
    // vitest's 10 s default, which made that default a fixed wait for module loading
    hookTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' }, // read by scripts/testSummary.ts
  },
});
