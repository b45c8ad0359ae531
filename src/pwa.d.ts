// virtual:pwa-register (vite-plugin-pwa) for src/app/serviceWorker.ts
/// <reference types="vite-plugin-pwa/client" />
