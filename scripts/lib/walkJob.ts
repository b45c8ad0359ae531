// A commissioning job tapped and typed through as an installer does, for the benches (bench:phone
// times its steps; bench:jobs walks ten in a row). Playwright's locators, the app's English words.
import type { Page } from '@playwright/test';

const READ_START_UP_MS = 3000;

/** "Commission a unit" on the home screen, the tips turned off the first time, to "Before you start". */
export async function openChecklistFromHome(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Commission a unit' }).click();
  // the tips before the first job (turned off there for the jobs after it), or the checklist at once
  const turnOff = page.getByRole('button', { name: "Don't show these tips again" });
  await turnOff.or(page.getByRole('checkbox').first()).first().waitFor();
  if (await turnOff.isVisible()) await turnOff.click(); // goes on to the checklist at once
  await page.waitForURL(/\/confirm-training$/);
}

/**
 * From "Before you start" to the first output group: the boxes ticked, the serial typed, the site and sizes.
 * `readMs`: how long the person looks at each screen before acting on it (0: at once, as soon as it shows).
 * `checkSerialMs`: how long they check the typed serial against the unit's label before NEXT (0: not at all).
 */
export async function checklistToFirstGroup(page: Page, serial: string, readMs = 0, checkSerialMs = 0): Promise<void> {
  const read = () => (readMs > 0 ? page.waitForTimeout(readMs) : Promise.resolve());
  await page.getByRole('checkbox').first().waitFor();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'NEXT' }).click();
  // a person reads the start-up and shutdown steps (the safety procedure) before BEGIN, as the home screen
  await page.getByRole('button', { name: 'BEGIN' }).waitFor();
  await page.waitForTimeout(READ_START_UP_MS);
  await page.getByRole('button', { name: 'BEGIN' }).click();
  const choose = page.getByRole('button', { name: /^Choose / }).first();
  await choose.waitFor();
  await read();
  await choose.click();
  await page.getByRole('button', { name: 'Type the serial number' }).waitFor();
  await read();
  await page.getByRole('button', { name: 'Type the serial number' }).click();
  await page.getByLabel('Serial number').waitFor();
  await read();
  await page.getByLabel('Serial number').pressSequentially(serial, { delay: 60 });
  if (checkSerialMs > 0) await page.waitForTimeout(checkSerialMs);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.waitForURL(/\/commission\/8$/, { timeout: 120_000 });
  await read();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.waitForURL(/\/commission\/10$/);
  await read();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.waitForURL(/\/commission\/address$/);
  await read();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.waitForURL(/\/commission\/specifications$/);
  await read();
  await page.getByLabel('DC size (kW)').pressSequentially('10', { delay: 60 });
  await page.getByLabel('AC size (kW)').pressSequentially('8', { delay: 60 });
  await page.getByLabel('Inverter brand').selectOption('Fronius');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.waitForURL(/\/commission\/11$/);
  await read();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.waitForURL(/\/commission\/12\/0$/);
  await page.getByText('Output group 1 of 5').waitFor();
}

/** From the first output group to the success screen: one three-phase unit, demand-based, 200 A, the run, a score. */
export async function firstGroupToSuccess(page: Page, unitName: string): Promise<void> {
  await page.getByRole('button', { name: /^(✔ )?One three-phase unit/ }).click();
  await page.waitForURL(/\/commission\/14\/0$/);
  const name = page.getByRole('textbox', { name: /Unit name/ });
  await name.clear(); // a unit's saved configuration may have named it
  await name.pressSequentially(unitName, { delay: 30 });
  await page.getByRole('button', { name: 'NEXT' }).click();
  for (const index of [1, 2, 3, 4]) {
    await page.waitForURL(new RegExp(`/commission/12/${index}$`));
    await page.getByRole('button', { name: /^(✔ )?No Connection/ }).click();
  }
  await page.waitForURL(/\/commission\/15$/);
  await page.getByRole('button', { name: 'Yes, they are correct' }).click();
  await page.waitForURL(/\/commission\/17$/);
  await page.getByRole('radio', { name: /Demand-based delivery/ }).check();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.waitForURL(/\/commission\/(photos|ct-rating)$/);
  if (/ct-rating$/.test(page.url())) await page.getByRole('button', { name: /^200 A/ }).click();
  // the photo step: on without them, with a reason (a bench measures the wizard, not the camera)
  await page.waitForURL(/\/commission\/photos$/);
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await page.getByLabel('Why can you not take them?').pressSequentially('Bench run', { delay: 30 });
  await page.getByRole('button', { name: 'GO ON WITHOUT THEM' }).click();
  await page.waitForURL(/\/commission\/19$/);
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await page.waitForURL(/\/net-promoter-score$/, { timeout: 180_000 });
  await page.getByRole('button', { name: '9', exact: true }).click();
  await page.getByLabel('Anything you would like to tell us?').pressSequentially('Fine', { delay: 30 });
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await page.waitForURL(/\/commission\/22$/);
}
