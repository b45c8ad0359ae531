// The phone every end-to-end test runs on: playwright.config.ts's `use`, and the page the sweeps share
// (sharedPage.ts), which opens its own context and must be the same phone.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'en-US', // the German UI is tested by asking for de-DE (e2e/numbers.spec.ts)
  serviceWorkers: 'block', // each test's fresh context would install and precache it; e2e/offline.spec.ts allows it
} as const;
