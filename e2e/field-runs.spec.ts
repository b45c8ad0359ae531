// Runs and re-commissioning in the field: changed
// outputs get their delivery method and shares asked before the run; a report opened later from System
// info names what was entered, and its Share says who can open the link; a run stopped on an error or
// stuck says so at once and offers a way on (support with the serial, stop and go back).
//
// Serials used only by this file: 3P_35A_3501 (re-commissioned with a new tenant) · 3P_35A_3601
// (report later) · 3P_35A_3701 (a log with a numeric error code) · 3P_35A_3764 (a run that never ends)
// · 3P_35A_3801 (progress calls that fail) · 3P_35A_3802 (an upload that fails)
import { completeProject, seedState } from './failures-support.ts';
import { goOnWithoutPhotos } from './photos-support.ts';
import { goHome, openConnectionEditor, reconfigure, typeInto } from './field-jobs-support.ts';
import { expect, test } from './sharedPage.ts';
import { lastConfig } from './wizard-support.ts';

test.describe.configure({ mode: 'parallel' });

const passedRun = async (page: import('@playwright/test').Page) => {
  await page.goto('/commission/19');
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await expect(page.getByText('Commissioning passed')).toBeVisible({ timeout: 30_000 });
};

test('a tenant added while re-commissioning gets the delivery method and its share asked, and the share is uploaded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const serial = '3P_35A_3501';
  await seedState(page, { project: completeProject(serial, 'AU') });
  await passedRun(page);
  await goHome(page);
  await reconfigure(page, serial);
  await openConnectionEditor(page);
  await page.getByLabel('L1-3 connected').check();
  await typeInto(page, 'Unit connected to L1-3', 'Unit 9');
  await page.getByRole('button', { name: 'SAVE AND RECOMMISSION' }).click();

  await expect(page).toHaveURL(/\/commission\/17$/); // not the run at once
  await page.getByRole('radio', { name: /Custom allocation/ }).check();
  await page.getByRole('button', { name: 'NEXT' }).click();
  const shares: Record<number, string[]> = { 1: ['30', '30'], 2: ['50'], 3: ['50'] };
  for (const phase of [1, 2, 3]) {
    await expect(page).toHaveURL(new RegExp(`/commission/unequal-allocation/${phase}$`));
    for (const [i, value] of shares[phase].entries()) {
      const box = page.locator(`#weight-${i}`);
      await box.clear();
      await box.pressSequentially(value);
    }
    await page.getByRole('button', { name: 'NEXT' }).click();
  }
  await expect(page).toHaveURL(/\/commission\/unequal-allocation-review$/);
  await expect(page.getByRole('region', { name: /Phase L1/ })).toContainText('Unit 9');
  await expect(page.getByRole('region', { name: /Phase L1/ })).toContainText('40%');
  await page.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page).toHaveURL(/\/commission\/ct-rating$/);
  await page.getByRole('button', { name: /^200 A/ }).click();
  await goOnWithoutPhotos(page);
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await expect(page.getByText('Commissioning passed')).toBeVisible({ timeout: 30_000 });

  const config = await lastConfig(page, serial);
  expect(config.solarDeliveryMethod).toBe('optimise_weight');
  const phaseL1 = (config.algorithmWeight as [number, number, number | null][][])[0];
  expect(phaseL1.find((e) => e[1] === 2)?.[2], 'the new tenant’s share').toBe(40);
  expect((config.connections as { L1: string }[])[2]).toMatchObject({ L1: 'Unit 9' });
});

test('a report opened later from System info names the date, inverter, CT rating and result; Share says who can open it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const serial = '3P_35A_3601';
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: ShareData[] };
    w.__shared = [];
    navigator.share = async (data?: ShareData) => {
      w.__shared.push(data ?? {});
    };
  });
  await seedState(page, { project: completeProject(serial, 'AU') });
  await passedRun(page);
  await goHome(page);
  await reconfigure(page, serial);
  await page.getByRole('button', { name: 'Commissioning report' }).click();
  await expect(page.getByTestId('report-unit')).toContainText(serial);
  await expect(page.getByTestId('report-dates')).not.toContainText(/Commissioned\s*Not available/);
  await expect(page.getByTestId('ct-rating')).toHaveText('200 A');
  await expect(page.getByText('Fronius')).toBeVisible();
  await expect(page.getByTestId('report-result')).toContainText('Commissioning test passed');

  await page.getByRole('button', { name: 'Share' }).click();
  const shared = await page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);
  expect(shared.at(-1)?.url).toMatch(new RegExp(`/system-info/${serial}$`));
  await expect(page.getByTestId('share-note')).toContainText('only for someone logged in');
});

test('a log whose error code is a number ends the run on its failure at once, never a stuck “in progress”', async ({
  page,
}) => {
  const serial = '3P_35A_3701';
  await page.route(`**/v2/commission/log/${serial}`, (route) =>
    route.fulfill({
      json: {
        status: 'failed',
        startPercent: 90,
        endPercent: 100,
        duration: 1,
        totalDuration: 30,
        logs: [{ errorcode: 4, serial, country: 'AU', con_name: 'L1-1', other_con: '' }],
      },
    }),
  );
  await seedState(page, { project: completeProject(serial, 'AU') });
  await page.goto('/commission/19');
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  // the failure's own page at once, not a malformed answer polled until the run stops on its time-out
  await expect(page).toHaveURL(/\/commission\/(20\?fail=second|error\/)/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Commissioning in progress' })).toHaveCount(0);
});

test('a run that takes too long offers support with the serial and a stop long before its time-out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const serial = '3P_35A_3764';
  await seedState(page, { project: completeProject(serial, 'AU') });
  await page.goto('/commission/19');
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await expect(page).toHaveURL(/\/commission\/21$/);
  await expect(page.getByRole('button', { name: 'STOP AND GO BACK' })).toHaveCount(0); // not while all is well
  // e2e/config.e2e.json: a run usually takes 4 s, the log times out after 8 s
  await expect(page.getByTestId('progress-stuck')).toContainText(serial);
  await expect(page.getByRole('button', { name: 'CONTACT SUPPORT', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'STOP AND GO BACK' }).click();
  await expect(page).toHaveURL(/\/commission\/19$/);
  const stoppedAt = await page.evaluate(() => Date.now());
  await page.getByRole('button', { name: 'Commission', exact: true }).click(); // a fresh run, not the stopped one resumed
  await expect(page).toHaveURL(/\/commission\/21$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('solshare.run.v1') ?? '{}'));
  expect(stored.startedAt).toBeGreaterThanOrEqual(stoppedAt);
});

test('failing progress calls say so and offer support with the serial, or a stop', async ({ page }) => {
  const serial = '3P_35A_3801';
  await page.route(`**/v2/commission/config-status/${serial}`, (route) =>
    route.fulfill({ status: 503, json: { message: 'Simulated fault: 503' } }),
  );
  await seedState(page, { project: completeProject(serial, 'AU') });
  await page.goto('/commission/19');
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await expect(page.getByTestId('progress-problem')).toBeVisible();
  await expect(page.getByTestId('progress-stuck')).toContainText(serial);
  await page.getByRole('button', { name: 'CONTACT SUPPORT', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('a run stopped on an error says so at once: its heading, a stopped timer and a way on', async ({ page }) => {
  const serial = '3P_35A_3802';
  await page.route('**/v2/commission/upload-config', (route) =>
    route.fulfill({ status: 500, json: { message: 'Simulated fault: 500' } }),
  );
  await seedState(page, { project: completeProject(serial, 'AU') });
  await page.goto('/commission/19');
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Commissioning stopped' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Commissioning in progress' })).toHaveCount(0);
  const timer = page.getByText(/^Time elapsed/);
  const shown = await timer.textContent();
  await page.waitForTimeout(1_500); // a running timer would have moved on by now
  await expect(timer).toHaveText(shown ?? '');
  await expect(page.getByTestId('progress-stuck')).toContainText(serial);
  await expect(page.getByRole('button', { name: 'STOP AND GO BACK' })).toBeEnabled();
});
