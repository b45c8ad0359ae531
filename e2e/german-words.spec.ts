// A German UI says everything in German, a server message the app knows included: the provider API
// answers a wrong password in English ("Incorrect email or password"), the app shows it in German.
import { completeProject, finishedRun, seedState } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

test.use({ locale: 'de-DE' });

test('a wrong password in a German UI is answered in German, not with the server’s English', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill('installer@example.com');
  await page.getByLabel('Passwort', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'ANMELDEN' }).click();
  await expect(page.getByText('E-Mail-Adresse oder Passwort ist falsch')).toBeVisible();
  await expect(page.getByText('Incorrect email or password')).toHaveCount(0);
});

test('the German report gives dates, numbers and the country in German', async ({ page }) => {
  const serial = '3P_35A_2951';
  await seedState(page, {
    project: completeProject(serial, 'AU', {
      spec: { dcSize: 10.5, acSize: 8, inverter: 'SMA', inputInverter: '' },
      CTRating: 200,
      solarDeliveryMethod: 'optimise',
    }),
    run: finishedRun(serial, 'AU', 'success'),
  });
  await page.goto('/commissioning-report');
  const report = page.getByTestId('report');
  await expect(report).toBeVisible();
  await expect(report).toContainText('Australien');
  await expect(report).toContainText('10,5 kW');
  await expect(page.getByTestId('report-dates')).toContainText(/\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}/); // 26. November 2026
  await expect(report).not.toContainText(/\b(AM|PM)\b/);
});
