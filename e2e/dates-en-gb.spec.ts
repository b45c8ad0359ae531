// A British phone reads dates day first (28 Nov 2026, 11:31), not in the US order: the fleet's cards
// and a unit's faults, as a provider meets them. The UI is English; the region is the phone's own.
import { expect, test } from './sharedPage.ts';
import { logIn } from './support.ts';

test.use({ locale: 'en-GB' });

const FLEET = { email: 'fleet@example.com', password: 'solshare-demo' };
const DAY_FIRST = /\b\d{1,2} [A-Z][a-z]{2}\b/; // 28 Nov
const US_ORDER = /\b[A-Z][a-z]{2} \d{1,2}\b/; // Nov 28

test('on an en-GB phone the fleet cards and the faults give the day before the month', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, FLEET);
  await page.getByRole('button', { name: 'View fleet' }).click();
  const changed = page
    .getByTestId('fleet-site')
    .first()
    .getByText(/^Changed /);
  await expect(changed).toHaveText(DAY_FIRST, { timeout: 30_000 }); // 1,000 sites on a busy CI machine
  await expect(changed).not.toHaveText(US_ORDER);

  await page.getByRole('button', { name: /^Offline/ }).click(); // an offline site has a fault with its time
  await page.getByTestId('fleet-site').first().click();
  await page
    .getByTestId('site-unit')
    .filter({ has: page.locator('[data-health="offline"]') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/system-info$/);
  await page.getByRole('button', { name: /^Fault status/ }).click();
  const reported = page
    .getByTestId('fault')
    .first()
    .getByText(/^Reported /);
  await expect(reported).toHaveText(/^Reported \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
});
