import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { flowsPlugin } from './src/build/vitePlugin.ts';
import { formsPlugin } from './src/build/formsPlugin.ts';
import { answersPlugin } from './src/build/answersPlugin.ts';
import { coreNamespaces, restKeys, separateWordGroups } from './src/localeSplit.ts';
import { registry } from './src/registry.ts';
import { firstScreenChunk } from './src/build/firstScreenChunk.ts';
import { routeHtmlPlugin } from './src/build/routeHtmlPlugin.ts';
import { precompressPlugin } from './src/build/precompressPlugin.ts';
import { runtimeSummaryPlugin } from './src/build/runtimeSummaryPlugin.ts';
import { contentCommentsPlugin } from './src/build/contentCommentsPlugin.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const simulator = 'http://127.0.0.1:8788'; // `npm run dev` starts it there (scripts/dev.ts)

// Installable and offline-capable: the service worker precaches the shell, every route's
// code and every word (they are JS chunks), so each screen opens with no signal once the app has
// loaded. API answers are never cached; only config.json is kept (network first, the last copy when
// offline), since the app cannot start without it and a stale copy only carries settings. A new
// version waits until the installer taps Reload (src/app/UpdateBanner.tsx); drafts are in
// localStorage, so nothing typed is lost. We register the worker ourselves (no inline script: CSP).
const pwa: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg'],
  manifest: {
    name: 'SolShare Installer',
    short_name: 'SolShare',
    description: 'Commission and service SolShare units',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f8fafc',
    theme_color: '#063f2f',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // each route's own HTML (src/build/routeHtmlPlugin.ts) and its prerendered pages per language
    // (scripts/prerender.ts) only speed up a first visit: offline, index.html serves them all
    // and what no phone needs offline: the error-reporting SDK, loaded only where config.json gives a DSN
    // and of no use without a signal (151 KB gzip, a fifth of the precache's bytes), and the editors'
    // screen preview
    globIgnores: [
      '**/*.map',
      '*/**/index.html',
      '**/index.*.html',
      'assets/sentry-*.js',
      'gallery.html',
      'assets/gallery-*.js',
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/v2\//, /^\/geo\//, /^\/ip\//, /^\/__sim\//],
    clientsClaim: true, // the first visit is controlled at once, so config.json is cached for offline
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url }: { url: URL }) => url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'app-config', networkTimeoutSeconds: 4, expiration: { maxEntries: 1 } },
      },
    ],
  },
};

const firstScreen = firstScreenChunk(/[\\/]src[\\/]main\.tsx$/);

// jsPDF's on-demand parts the report's PDF never uses, asked for by jsPDF only (src/build/jsPdfUnusedParts.ts
// says why); the app's own DOMPurify is untouched
const jsPdfUnused = new Set(['html2canvas', 'canvg', 'dompurify']);
const jsPdfWithoutUnusedParts: Plugin = {
  name: 'solshare-jspdf-without-unused-parts',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!jsPdfUnused.has(source) || !importer?.replaceAll('\\', '/').includes('/node_modules/jspdf/')) return null;
    return fileURLToPath(new URL('src/build/jsPdfUnusedParts.ts', import.meta.url));
  },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    contentCommentsPlugin(),
    flowsPlugin(root, registry, coreNamespaces, separateWordGroups, restKeys),
    formsPlugin(root),
    answersPlugin(root),
    VitePWA(pwa),
    jsPdfWithoutUnusedParts,
    firstScreen.plugin,
    routeHtmlPlugin(root, registry),
    precompressPlugin(),
    runtimeSummaryPlugin(),
  ],
  build: {
    // the browser floor (docs/BROWSERS.md; browserslist in package.json): newer syntax is lowered for
    // it, and scripts/checkBrowserFloor.ts checks the output against it in npm test
    target: ['es2022', 'safari15.4', 'ios15.4', 'firefox128', 'chrome120'],
    cssTarget: ['safari15.4', 'ios15.4', 'firefox128', 'chrome120'],
    sourcemap: 'hidden', // maps for error reporting, no sourceMappingURL in the served code (not served either)
    manifest: true, // scripts/benchSize.ts reads it to find each screen's chunks
    modulePreload: { polyfill: false }, // the polyfill is an inline script, which the CSP forbids
    // gallery.html: the editors' screen preview (src/gallery), active only where config.json has simulator: true
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        gallery: fileURLToPath(new URL('gallery.html', import.meta.url)),
      },
      output: {
        // the error-reporting SDK's chunk is named for what it is, so the service worker can leave it out
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.replaceAll('\\', '/').includes('/node_modules/@sentry/react/')
            ? 'assets/sentry-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [{ name: 'app', test: firstScreen.test }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/v2', '/geo', '/ip', '/__sim'].map((p) => [p, { target: simulator, changeOrigin: true }]),
    ),
  },
});
