// virtual:pwa-register (vite-plugin-pwa) for src/app/serviceWorker.ts
/// <reference types="vite-plugin-pwa/client" />
// virtual:pwa-info for src/app/webManifest.ts
/// <reference types="vite-plugin-pwa/info" />
