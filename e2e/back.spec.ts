// The installed app (display: standalone) has no browser Back: the wizard's form and choice steps and
// the edit screens offer one in the app, and saving an edit returns to the screen it was opened
// from, so Back after saving does not reopen the form.
//
// Serials used only by this file: 3P_35A_2881 and 3P_35A_2809 (commissioned, linked site) ·
// 3P_35A_2801 (a wizard draft)
import { completeProject, EVEN_SPLIT, openService, saveCustomAllocation, seedState } from './failures-support.ts';
import { expect, test } from './support.ts';

test.describe.configure({ mode: 'parallel' });

test('Back after saving the delivery method goes to system info, not to the edit form again', async ({ page }) => {
  await openService(page, '3P_35A_2881', '/view-solar-deliver-method');
  await saveCustomAllocation(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/system-info$/);
});

const WIZARD_STEPS = [
  '/commission/8',
  '/software-update-instruction',
  '/commission/address',
  '/commission/specifications',
  '/commission/12/0',
  '/commission/13/0',
  '/commission/14/1',
  '/commission/17',
  '/commission/ct-rating',
  '/commission/photos',
  '/commission/unequal-allocation/1',
  '/commission/unequal-allocation-review',
];

test('every wizard form and choice step offers an in-app Back that returns to the step before', async ({ page }) => {
  test.setTimeout(120_000);
  await seedState(page, {
    project: completeProject('3P_35A_2801', 'AU', EVEN_SPLIT),
  });
  for (const path of WIZARD_STEPS) {
    await page.goto('/commission/19');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(path);
    const back = page.getByRole('button', { name: 'Back', exact: true });
    await expect(back, `${path} has an in-app Back`).toBeVisible();
    await back.click();
    await expect(page, `Back on ${path} returns to the screen before`).toHaveURL(/\/commission\/19$/);
  }
});

test('the three edit screens offer an in-app Back', async ({ page }) => {
  await openService(page, '3P_35A_2809', '/view-solar-deliver-method');
  for (const [view, edit] of [
    ['/view-solar-deliver-method', '/edit-solar-deliver-method'],
    ['/view-connected-units', '/edit-connected-units'],
    ['/view-building-address', '/edit-building-address'],
  ]) {
    await page.goto(view);
    await page.getByRole('button', { name: 'EDIT' }).click();
    await expect(page).toHaveURL(new RegExp(`${edit}$`));
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${view}$`));
  }
});

test('re-commissioning, service serial and site screens offer an in-app Back', async ({ page }) => {
  await openService(page, '3P_35A_2809', '/system-info');
  for (const path of ['/reset-connections', '/reconfigure-enter-serial', '/my-sites', '/add-a-site']) {
    await page.goto('/system-info');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(path);
    const back = page.getByRole('button', { name: 'Back', exact: true });
    await expect(back, `${path} has an in-app Back`).toBeVisible();
    await back.click();
    await expect(page, `Back on ${path} returns to the screen before`).toHaveURL(/\/system-info$/);
  }
});

test('a tap on Back in the specifications frame before the app has taken it over returns to the step before', async ({
  page,
}) => {
  await seedState(page, {
    project: completeProject('3P_35A_2801', 'AU', EVEN_SPLIT),
  });
  await page.goto('/commission/19');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the app's code is held back: the frame the boot script shows is all there is when Back is tapped
  let releaseApp!: () => void;
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await page.goto('/commission/specifications', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/commission\/specifications$/);
  releaseApp();
  await expect(page).toHaveURL(/\/commission\/19$/);
});
