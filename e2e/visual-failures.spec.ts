// Visual baselines at 390x844 of a failed request of each class, in English and German: the unit
// search on /commission/5 answering with the fault (faults at the browser's network boundary), and
// the start-up page when config.json answers 503. A 401 opens the login, which says the login has ended and
// the job is kept. Refresh after an intended change with
// `npx playwright test e2e/visual-failures.spec.ts --update-snapshots`.
import type { Page, Route } from '@playwright/test';
import { completeProject, seedState } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';
import { settledForScreenshot } from './support.ts';

const SERIAL = '3P_35A_5601'; // ready; the search never reaches the simulator here
const PROXY_503 = '<html><body><h1>503 Service Temporarily Unavailable</h1><hr><center>nginx</center></body></html>';

const FAULTS: Record<string, (route: Route) => Promise<void> | void> = {
  offline: (route) => route.abort('internetdisconnected'),
  timeout: () => undefined, // never answered: the client gives up after requestTimeoutMs
  server: (route) => route.fulfill({ status: 503, contentType: 'text/html', body: PROXY_503 }),
  forbidden: (route) => route.fulfill({ status: 403, json: { message: 'Forbidden' } }),
  notFound: (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: '<html><body>Not Found</body></html>' }),
  tooMany: (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '30' }, json: { message: 'Too Many Requests' } }),
  refused: (route) => route.fulfill({ status: 400, json: { message: 'Serial locked by another installer' } }),
};

async function shoot(page: Page, name: string) {
  await settledForScreenshot(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixelRatio: 0.01,
    mask: [page.getByRole('button', { name: /Try again in|Erneut versuchen in/ })], // the 429 countdown ticks
  });
}

for (const language of ['en', 'de'] as const) {
  test.describe(`failure screens in ${language}`, () => {
    test.use({ locale: language === 'en' ? 'en-US' : 'de-DE' });

    for (const [cls, fault] of Object.entries(FAULTS)) {
      test(`a failed unit search: ${cls}`, async ({ page }) => {
        await seedState(page, { project: { ...completeProject(SERIAL, 'AU'), unit: null } });
        await page.route('**/v2/commission/meter/**', fault);
        await page.goto('/commission/5');
        const alert = page.getByRole('alert');
        await expect(alert).toBeVisible({ timeout: 15_000 });
        await expect(alert.getByRole('button').first()).toBeVisible();
        await expect(page.locator('body')).not.toContainText(/<html|Simulated|https?:/);
        // J-13: the server's own words on their details line when they say more than the status
        const said = alert.locator('[data-part="server-said"]');
        if (cls === 'server') await expect(said).toContainText('503 Service Temporarily Unavailable nginx');
        else await expect(said).toHaveCount(0);
        await shoot(page, `failure-${cls}-${language}`);
      });
    }

    test('a failed unit search: sessionEnded (401), the login says the job is kept', async ({ page }) => {
      await seedState(page, { project: { ...completeProject(SERIAL, 'AU'), unit: null } });
      await page.route('**/v2/commission/meter/**', (route) =>
        route.fulfill({ status: 401, json: { message: 'Unauthorized' } }),
      );
      await page.goto('/commission/5');
      await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
      await expect(page.getByRole('status')).toContainText(
        language === 'en'
          ? 'Your session has expired. Log in again to go on where you were.'
          : /Sitzung ist abgelaufen/,
      );
      await expect(page.locator('body')).not.toContainText(/<html|Simulated|https?:|Unauthorized/);
      await shoot(page, `failure-sessionEnded-${language}`);
    });

    test('the start-up page when config.json answers 503', async ({ page }) => {
      await page.route('**/config.json', (route) =>
        route.fulfill({ status: 503, contentType: 'text/html', body: PROXY_503 }),
      );
      await page.goto('/');
      await expect(page.getByRole('button', { name: /Reload|Neu laden/ })).toBeVisible();
      await shoot(page, `failure-startup-${language}`);
    });
  });
}
