import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { flowsPlugin } from './src/engine/vitePlugin.ts';
import { formsPlugin } from './src/engine/formsPlugin.ts';
import { answersPlugin } from './src/engine/answersPlugin.ts';
import { screenPreloadPlugin } from './src/engine/screenPreloadPlugin.ts';
import { coreNamespaces, separateWordGroups } from './src/localeSplit.ts';
import { registry } from './src/registry.ts';
import { appAliases } from './src/engine/appAliases.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The unit tests run on Preact, as the built app does (src/engine/appAliases.ts): what ships is what
// is tested. The libraries that import react are bundled by Vite (inlined), not loaded by Node, so
// the aliases reach them too and there is one renderer, not React beside Preact.
const usesReact = [/[\\/]node_modules[\\/](@testing-library[\\/]react|@headlessui|@react-aria|@react-stately|react-aria|react-stately|@floating-ui[\\/]react|@rjsf|@sentry[\\/]react|@tanstack[\\/]react-|markdown-to-jsx|react-i18next|valtio|wouter)/];

export default defineConfig({
  resolve: {
    alias: [
      ...appAliases,
      // its package.json's main is CommonJS, whose require('react-dom/client') no alias reaches
      { find: /^@testing-library\/react$/, replacement: fileURLToPath(new URL('node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)) },
    ],
  },
  plugins: [react(), flowsPlugin(root, registry, coreNamespaces, separateWordGroups), formsPlugin(root), answersPlugin(root), screenPreloadPlugin(root)],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 15000,
    server: { deps: { inline: usesReact } },
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' }, // read by scripts/testSummary.ts
  },
});
