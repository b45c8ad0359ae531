// throwaway: screenshots of the photo step (not committed)
import { cameraJpeg } from './photos-support.ts';
import { completeProject, seedState } from './failures-support.ts';
import { expect, test } from './support.ts';

for (const locale of ['en-US', 'de-DE']) {
  test.describe(locale, () => {
    test.use({ locale });
    test(`photo step shots ${locale}`, async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      const file = testInfo.outputPath('a.jpg');
      cameraJpeg(file, 1);
      await seedState(page, { project: completeProject('3P_35A_0401', 'AU', { CTRating: null }) });
      await page.goto('/commission/ct-rating');
      await page.getByRole('button', { name: /^200 A/ }).click();
      await expect(page).toHaveURL(/\/commission\/photos$/);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/photos-empty-${locale}.png` });
      await page.getByTestId('photo-tile-meterBoard-choose').setInputFiles(file);
      await expect(page.getByTestId('photo-tile-meterBoard-photo-1').getByRole('img')).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shots/photos-one-${locale}.png` });
      await page.screenshot({ path: `/tmp/shots/photos-full-${locale}.png`, fullPage: true });
      await page.getByRole('button', { name: locale === 'en-US' ? 'NEXT' : 'WEITER', exact: true }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/photos-missing-${locale}.png` });
    });
  });
}
