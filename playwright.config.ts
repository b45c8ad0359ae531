// End-to-end tests: Debian's Chromium (browser downloads do not work here) on a phone-sized viewport,
// against `npm start`'s server (production build + simulator) with a fast simulator and short
// poll intervals from e2e/config.e2e.json.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { BASE_URL, E2E_PORT, PHONE } from './e2e/phone.ts';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // three on two cores: a test waits on the simulator, timers and Playwright's polling as well as on the CPU,
  // and with two the CPU stood idle 29 % of failures.spec's run; the whole suite 27.2 -> 24.7 min with three
  // (with the boot fix of 23d23ad), 0 flaky in two runs (docs/PERFORMANCE.md)
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]], // read by scripts/testSummary.ts
  use: {
    baseURL: BASE_URL,
    ...PHONE,
    // recording a trace costs every test its DOM snapshots (a fifth of the suite's time here): in CI only a
    // failed test's retry records one; run locally, with no retries, a failure keeps its trace
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) through a launcher that turns off the
      // browser's omnibox pop-up, which each new context otherwise renders as a page of its own
      executablePath: fileURLToPath(new URL('./e2e/bin/chromium', import.meta.url)),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // one renderer per page rather than one per site and a spare beside it: the app is one origin, and
        // starting renderers was an eighth of the suite's time on a 2-core machine (e2e/bin/chromium merges
        // this list with Playwright's)
        '--disable-site-isolation-trials',
        '--disable-features=site-per-process,IsolateOrigins,SpareRendererForSitePerProcess',
      ],
    },
  },
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `${BASE_URL}/config.json`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(E2E_PORT), SIM_SPEED: '40', APP_CONFIG: 'e2e/config.e2e.json', SIM_LOG: '0' },
    stdout: 'pipe',
  },
});
