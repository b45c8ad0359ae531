// A German UI says everything in German, a server message the app knows included: the provider API
// answers a wrong password in English ("Incorrect email or password"), the app shows it in German.
import { expect, test } from './support.ts';

test.use({ locale: 'de-DE' });

test('a wrong password in a German UI is answered in German, not with the server’s English', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill('installer@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'ANMELDEN' }).click();
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch')).toBeVisible();
  await expect(page.getByText('Incorrect email or password')).toHaveCount(0);
});
