// A button does not move once drawn: an info screen's parts (the celebration, the share links, the invite)
// are drawn with its buttons, never after them. On /congratulations the parts' code arriving late pushed
// HOME down by 429 px: a tap aimed at it met whatever had moved in under the thumb.
import { expect, test } from './support.ts';
import { seed } from './wizard-support.ts';

test('HOME on /congratulations is drawn where it stays, though the code of the parts above it comes 1.5 s late', async ({
  page,
}) => {
  await seed(page);
  await page.route(/\/assets\/(Celebration|ShareLinks)-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/congratulations');
  const home = page.getByRole('button', { name: 'HOME' });
  await expect(home).toBeVisible();
  const first = await home.boundingBox();
  await expect(page.getByRole('link', { name: /Share on LinkedIn/ })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await home.boundingBox()).toEqual(first);
  await home.click();
  await expect(page).toHaveURL(/\/welcome$/);
});
