import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { flowsPlugin } from './src/engine/vitePlugin.ts';
import { formsPlugin } from './src/engine/formsPlugin.ts';
import { answersPlugin } from './src/engine/answersPlugin.ts';
import { coreNamespaces } from './src/localeSplit.ts';
import { registry } from './src/registry.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const simulator = 'http://127.0.0.1:8788'; // `npm run dev` starts it there (scripts/dev.ts)

export default defineConfig({
  plugins: [react(), tailwindcss(), flowsPlugin(root, registry, coreNamespaces), formsPlugin(root), answersPlugin(root)],
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true, // scripts/benchSize.ts reads it to find each screen's chunks
    modulePreload: { polyfill: false }, // the polyfill is an inline script, which the CSP forbids
  },
  server: {
    proxy: Object.fromEntries(['/v2', '/geo', '/ip', '/__sim'].map((p) => [p, { target: simulator, changeOrigin: true }])),
  },
});
