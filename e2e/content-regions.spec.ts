// Content per deployment in the browser: words per deployment language (only the offered languages are fetched),
// the stop page for a bad config.json in the phone's language, the deployment's defaultCountry
// before login, and "Step n of N" numbered by the engine on a troubleshooting guide.
import type { Page } from '@playwright/test';
import { completeProject, finishedRun, seedState } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

// the app may ask for config.json again as a test ends; that request's handler must not fail the test
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

/** Serves config.json with these changes (the e2e server's file is the base). */
async function deployment(page: Page, change: Record<string, unknown>) {
  await page.route('**/config.json', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: { ...(await res.json()), ...change } });
  });
}

/** The text of every script the page loaded, to see which words were downloaded. */
function scriptsLoaded(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js')) bodies.push(r.text().catch(() => ''));
  });
  return bodies;
}

test.describe('a German phone', () => {
  test.use({ locale: 'de-DE' });

  test('gets German words when the deployment offers German', async ({ page }) => {
    await deployment(page, { languages: ['en', 'de'] });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  });

  test('downloads no German words when the deployment offers only English', async ({ page }) => {
    await deployment(page, { languages: ['en'] });
    const scripts = scriptsLoaded(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const text = (await Promise.all(scripts)).join('\n');
    expect(text).toContain('Log in');
    expect(text).not.toContain('Konto erstellen'); // a German text of the first screen
  });

  test('sees the stop page for a bad config.json in German', async ({ page }) => {
    await deployment(page, { timing: 'fast' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Die App konnte nicht starten' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText("config.json: 'timing' must be an object.");
    await expect(page.getByRole('alert')).toContainText('Bitte wenden Sie sich an Ihre Administration');
    await page.screenshot({ path: 'test-results/screens/stop-page-de.png' });
  });
});

test('a logged-out user of a UK deployment sees the European support contact', async ({ page }) => {
  await deployment(page, { defaultCountry: 'GB' });
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: /^Call \+44/ })).toBeVisible();
});

test('a troubleshooting guide shows "Step 2 of 5" from the engine above the step heading', async ({ page }) => {
  const serial = '3P_35A_5290'; // not used by another spec; only the wifi poll reaches the simulator
  await seedState(page, {
    project: completeProject(serial, 'GB'),
    run: finishedRun(serial, 'GB', 'failed', ['unknown']),
  });
  await page.goto('/commission/error/ct-not-reading-uk/2');
  await expect(page.getByText('Step 2 of 5', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toContainText('Step');
  await page.screenshot({ path: 'test-results/screens/troubleshooting-step-2-of-5.png', fullPage: true });
});

test('an editor previews a German UK troubleshooting step from the gallery without walking the wizard', async ({
  page,
}) => {
  await page.goto('/gallery.html');
  await expect(page.getByRole('heading', { name: 'Screen preview' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '/commission/error/ct-not-reading-uk/2', exact: true }) });
  await row.getByRole('link', { name: 'GB' }).nth(1).click(); // the second language: de
  await expect(page).toHaveURL(/lang=de/);
  await expect(page.getByText('Schritt 2 von 5', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stromwandler misst nicht');
  await page.screenshot({ path: 'test-results/screens/gallery-de-gb-step-2.png', fullPage: true });
  await page.goto('/gallery.html?path=/commission/specifications&lang=de&country=DE');
  await expect(page.getByLabel('DC-Leistung (kW)')).toBeVisible(); // a German form deep in the wizard, straight away
  await page.screenshot({ path: 'test-results/screens/gallery-de-form.png' });
});
