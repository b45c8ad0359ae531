// The journeys that WebKit and Firefox run (e2e/journeys/, npm run test:engines), in Chromium under
// Playwright: the same steps through the same small interface, so a difference between engines is the
// engines', not the tests'. Serials of their own (e2e/journeys/context.ts: 3P_35A_45xx, 2P_100_45xx).
import { Journey } from './journeys/driver.ts';
import { playwrightClient } from './journeys/playwrightClient.ts';
import { journeys } from './journeys/index.ts';
import { startSignal } from './journeys/signal.ts';
import { expect, test } from './support.ts';

// the offline journey needs the service worker, which the other specs block (playwright.config.ts)
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'parallel' });

for (const journey of journeys) {
  test.describe(journey.language === 'de' ? 'on a German phone' : 'on an English phone', () => {
    test.use({ locale: journey.language === 'de' ? 'de-DE' : 'en-US' });
    test(journey.name, async ({ page, baseURL, cspViolations }, testInfo) => {
      test.setTimeout(120_000);
      const signal = await startSignal(baseURL as string);
      try {
        const j = new Journey(playwrightClient(page, signal.origin), signal.origin);
        await journey.run({ j, signal, server: baseURL as string, tmp: testInfo.outputDir });
      } finally {
        await signal.close();
      }
      if (journey.breaksThePolicy) {
        expect(cspViolations.length, 'the policy refused what the script tried').toBeGreaterThan(0);
        cspViolations.splice(0); // the refusals are the point; the fixture fails on any other test's
      }
    });
  });
}
