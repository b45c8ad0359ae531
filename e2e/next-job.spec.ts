// An installer commissioning several units in a row: a finished job is over (no "Unfinished job",
// no ticks carried into the next installation's safety checklist), and COMMISSION ANOTHER UNIT goes
// through "Before you start" (unticked) and the start-up and shutdown safety screen to a serial that
// sticks (C-05, C-06, G-09, Z-45).
//
// Serials used only by this file: 3P_35A_2601, 3P_35A_2602 (runs that pass) · 3P_35A_2611 (the next
// unit) · 3P_35A_2609 (already commissioned, /commission/7)
import { openChecklist } from './field-jobs-support.ts';
import { expect, test } from './sharedPage.ts';
import { commissionToSuccess, projectAt11, seed, SITES } from './wizard-support.ts';

test.describe.configure({ mode: 'parallel' });

test('after a finished job the next installation starts with no box ticked and no unfinished job', async ({ page }) => {
  test.setTimeout(90_000);
  await seed(page, projectAt11('3P_35A_2601', 'AU', { solarDeliveryMethod: 'optimise', CTRating: 200 }));
  await page.goto('/welcome');
  await openChecklist(page);
  await expect(page.getByRole('checkbox')).toHaveCount(3); // the checklist has drawn (all() does not wait)
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.reload(); // C-05: the ticks are kept while they are being given
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(3);

  await commissionToSuccess(page); // the seeded job (NEXT would start a new one)
  await page.getByRole('button', { name: 'FINISH' }).click();
  await expect(page).toHaveURL(/\/congratulations$/);
  await page.getByRole('button', { name: 'HOME' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(
    page
      .getByRole('heading', { name: 'Commission a unit' })
      .or(page.getByRole('button', { name: 'Commission a unit' }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unfinished job' })).toHaveCount(0);

  await openChecklist(page);
  await expect(page.getByRole('checkbox')).toHaveCount(3);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'NEXT' })).toBeDisabled();
});

test('COMMISSION ANOTHER UNIT shows the safety screen, then the next serial leads to that unit', async ({ page }) => {
  test.setTimeout(90_000);
  await seed(page, projectAt11('3P_35A_2602', 'AU', { solarDeliveryMethod: 'optimise', CTRating: 200 }));
  await commissionToSuccess(page);
  await page.getByRole('button', { name: 'COMMISSION ANOTHER UNIT' }).click();
  await expect(page).toHaveURL(/\/confirm-training$/); // C-05: "Before you start" for this unit, unticked
  await expect(page.getByRole('checkbox')).toHaveCount(3);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/1$/); // G-09: the start-up and shutdown procedure next
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'BEGIN' }).click();
  await expect(page).toHaveURL(/\/my-sites$/);
  await page.getByRole('button', { name: `Choose ${SITES.AU.address}` }).click();
  await expect(page).toHaveURL(/\/commission\/2$/);
  await page.getByRole('button', { name: 'Type the serial number' }).click();
  await page.getByLabel('Serial number').fill('3P_35A_2611');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/8$/);
  await expect(page.getByText('3P_35A_2611')).toBeVisible();
});

test('"Commission another" on an already commissioned unit shows "Before you start"', async ({ page }) => {
  await seed(page, projectAt11('3P_35A_2609', 'AU'));
  await page.goto('/commission/7');
  await expect(page.getByText('This unit has already been commissioned')).toBeVisible();
  await page.getByRole('button', { name: 'COMMISSION ANOTHER UNIT' }).click();
  await expect(page).toHaveURL(/\/confirm-training$/);
  await expect(page.getByRole('checkbox')).toHaveCount(3);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { name: 'Unfinished job' })).toHaveCount(0); // the draft was cleared
});
