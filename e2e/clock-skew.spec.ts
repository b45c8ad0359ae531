// A phone whose clock is 13 hours fast: the token (valid for 12 hours by the server's clock) looks
// expired by the phone's. Login goes by the server's time (the token's iat), lands on /welcome and
// stays there, and /login says the clock is off.
import { expect, INSTALLER, test } from './support.ts';

const THIRTEEN_HOURS = 13 * 3600_000;

test('with the phone’s clock 13 hours fast, login lands on /welcome and stays; /login says the clock is off', async ({ page }) => {
  await page.addInitScript((skew) => {
    const Real = Date;
    class Fast extends Real {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(Real.now() + skew);
        else super(...(args as ConstructorParameters<DateConstructor>));
      }
      static now() {
        return Real.now() + skew;
      }
    }
    globalThis.Date = Fast as DateConstructor;
  }, THIRTEEN_HOURS);

  await page.goto('/login');
  await page.getByLabel('Email').fill(INSTALLER.email);
  await page.getByLabel('Password').fill(INSTALLER.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  await page.reload(); // still logged in by the server's time
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /log ?out/i }).click();
  await page.goto('/login');
  await expect(page.getByText('Your phone’s clock is 13 hours ahead.', { exact: false })).toBeVisible();
});
