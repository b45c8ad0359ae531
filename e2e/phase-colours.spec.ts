// N-16 where the site is: the swatch beside each phase label is in the colours of the site's country
// (content/countries.json): red, white and blue at an Australian site, brown, black and grey at a
// German or British one, where red, white and blue would send an electrician to the wrong conductor.
import type { Page } from '@playwright/test';
import { ADDRESSES, completeProject, seedState } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

const SERIAL = '3P_35A_5601'; // ready; nothing here reaches the simulator's records

/** each swatch's colour as the eye sees it, named: the colour of L1, L2, L3 of the first connection */
async function swatchColours(page: Page): Promise<string[]> {
  const swatches = page.locator('main span[aria-hidden].rounded-full');
  await expect(swatches.first()).toBeVisible();
  return swatches.evaluateAll((spans) => {
    const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const name = (css: string) => {
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
      if (r > 200 && g > 200 && b > 200) return 'white';
      if (r < 40 && g < 40 && b < 40) return 'black';
      if (Math.abs(r - g) < 20 && Math.abs(g - b) < 30) return 'grey';
      if (b > r && b > g) return 'blue';
      if (r > 150 && g > 150) return 'yellow';
      if (r > 150) return 'red';
      return 'brown';
    };
    return spans.slice(0, 3).map((s) => name(getComputedStyle(s).backgroundColor));
  });
}

test('an Australian site shows its phases red, white and blue', async ({ page }) => {
  await seedState(page, { project: completeProject(SERIAL, 'AU') });
  await page.goto('/commission/15');
  expect(await swatchColours(page)).toEqual(['red', 'white', 'blue']);
});

test.describe('a German phone', () => {
  test.use({ locale: 'de-DE' });

  test('at a German site shows its phases brown, black and grey', async ({ page }) => {
    const berlin = { ...ADDRESSES.GB, address: 'Unter den Linden 1, 10117 Berlin, Deutschland', country: 'DE' };
    await seedState(page, { project: completeProject(SERIAL, 'GB', { address: { ...berlin, solshareName: 'E2E' } }) });
    await page.goto('/commission/15');
    expect(await swatchColours(page)).toEqual(['brown', 'black', 'grey']);
  });
});
