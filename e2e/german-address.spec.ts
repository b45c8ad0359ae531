// A German phone picking a site's address: the suggestion, and so the address the draft, the report and
// the unit keep, is written as Germans write it, in German ("Unter den Linden 1, 10117 Berlin,
// Deutschland"), not "1 Unter den Linden, Berlin Berlin 10117, Germany". The app asks the geocoder in
// the UI's language (openapi.yaml: GeoLanguage).
import { expect, test } from './sharedPage.ts';
import { projectAt11, seed } from './wizard-support.ts';

test.use({ locale: 'de-DE' });

test('an address typed on a German phone is suggested and kept in German, in the German order', async ({ page }) => {
  await seed(page, projectAt11('3P_35A_5601', 'AU'));
  await page.goto('/commission/address');
  const address = page.getByRole('combobox', { name: 'Adresse' });
  await address.clear();
  await address.pressSequentially('Unter den Linden');
  const suggestion = page.getByRole('option', { name: 'Unter den Linden 1, 10117 Berlin, Deutschland' });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(address).toHaveValue('Unter den Linden 1, 10117 Berlin, Deutschland');
  await page.reload();
  await expect(address).toHaveValue('Unter den Linden 1, 10117 Berlin, Deutschland');
});
