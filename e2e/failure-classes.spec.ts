// What a failed request says in the browser (issue: every failure names its cause and the next step):
// the meter search answering 503 is a server problem with Try again, not "unit offline"; config-status
// failing during a run is said on /commission/21 within one poll interval while the run goes on; a
// config.json answering 503 on a first visit offers Reload, which then works; a config.json that
// never answers shows the start-up page within its time-out. Faults are injected at the browser's
// network boundary (page.route).
// Serials this file uses: 3P_35A_7401 (search), 3P_35A_7402 (run).
import { completeProject, seedState } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

const PROXY_503 = '<html><body><h1>503 Service Temporarily Unavailable</h1><hr><center>nginx</center></body></html>';
const CONFIG_POLL_MS = 200; // e2e/config.e2e.json timing.configPollMs

test('the meter search answering 503 shows a server problem with Try again, not /commission/6/1', async ({ page }) => {
  await seedState(page, { project: { ...completeProject('3P_35A_7401', 'AU'), unit: null } });
  let failing = true;
  await page.route('**/v2/commission/meter/**', (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'text/html', body: PROXY_503 }) : route.fallback(),
  );
  await page.goto('/commission/5');
  const alert = page.getByRole('alert').filter({ hasText: 'The unit search failed: the server had a problem.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('This says nothing about the unit');
  await expect(page.locator('body')).not.toContainText('<html>');
  // J-13: the proxy page's own words, as text, on a details line under the class wording
  await expect(alert.locator('[data-part="server-said"]')).toHaveText(
    'The server said: 503 Service Temporarily Unavailable nginx',
  );
  expect(new URL(page.url()).pathname).toBe('/commission/5');
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/commission\/8$/);
});

test('config-status answering 500 during a run is said on /commission/21 within one poll interval while the run goes on', async ({
  page,
}) => {
  const serial = '3P_35A_7402';
  await seedState(page, {
    project: completeProject(serial, 'AU'),
    run: {
      serial,
      step: 'search',
      uploadConfig: true,
      recommissioning: false,
      startedAt: Date.now(),
      configPollStartedAt: null,
      logPollStartedAt: null,
      configStatus: 'pending',
      commissionStatus: 'pending',
      log: null,
      taskStartedAt: null,
      failure: null,
    },
  });
  let failedAt = 0;
  let failing = true;
  await page.route('**/v2/commission/config-status/**', (route) => {
    if (!failing) return route.fallback();
    failedAt ||= Date.now();
    return route.fulfill({
      status: 500,
      contentType: 'text/html',
      body: '<html><body>500 Internal Server Error</body></html>',
    });
  });
  await page.goto('/commission/21');
  const problem = page.getByTestId('progress-problem');
  await expect(problem).toHaveText("The server had a problem telling the run's progress.");
  // said once the first failed poll came back: well within one poll interval of the server's answer
  expect(Date.now() - failedAt).toBeLessThan(CONFIG_POLL_MS + 2000);
  await expect(page.getByText('The run goes on')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commissioning in progress'); // not stopped
  failing = false; // the server recovers: the run goes on to its end without a tap
  await expect(problem).toBeHidden();
});

test('config.json answering 503 on a first visit offers Reload, and the app starts after it', async ({ page }) => {
  let failing = true;
  await page.route('**/config.json', (route) =>
    failing ? route.fulfill({ status: 503, contentType: 'text/html', body: PROXY_503 }) : route.fallback(),
  );
  await page.goto('/');
  const stop = page.getByRole('alert');
  await expect(stop).toContainText('The app could not start');
  await expect(stop).toContainText("The server had a problem sending the app's settings.");
  await expect(stop).toContainText('wait a moment, then reload');
  await expect(stop).not.toContainText('reloading will not help');
  failing = false;
  await stop.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('The app could not start');
  await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
});

test('a config.json that never answers shows the start-up page within its time-out', async ({ page }) => {
  await page.route('**/config.json', () => undefined); // held: never answered
  const started = Date.now();
  await page.goto('/', { waitUntil: 'commit' });
  const stop = page.getByRole('alert');
  await expect(stop).toContainText("The server did not send the app's settings in time.", { timeout: 20_000 });
  expect(Date.now() - started).toBeLessThan(10_000 + 5_000); // CONFIG_TIMEOUT_MS, and some time to draw
  await expect(stop.getByRole('button', { name: 'Reload' })).toBeVisible();
});
