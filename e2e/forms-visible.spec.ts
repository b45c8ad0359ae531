// Forms an installer can see in sunlight: every input, select and textarea on every form screen has a
// visible border, is at least 44 px tall and fits the screen (390 and 360 px wide); password fields
// have a "Show" toggle; the specifications step never shows ajv's own words.
import type { Page } from '@playwright/test';
import { expect, test } from './sharedPage.ts';
import { projectAt11, seed } from './wizard-support.ts';

type Box = {
  tag: string;
  id: string;
  border: number;
  borderColor: string;
  background: string;
  height: number;
  left: number;
  right: number;
};

/** Each visible form control with its computed border, its box, and the page's width. */
async function controls(page: Page): Promise<{ boxes: Box[]; viewport: number }> {
  await page.locator('main input, main select, main textarea').first().waitFor();
  return page.evaluate(() => {
    const els = [
      ...document.querySelectorAll<HTMLElement>('main input:not([type=hidden]), main select, main textarea'),
    ].filter((e) => e.offsetParent !== null);
    const boxes = els.map((e) => {
      const s = getComputedStyle(e);
      const r = e.getBoundingClientRect();
      return {
        tag: e.tagName,
        id: e.id,
        border:
          parseFloat(s.borderTopWidth) +
          parseFloat(s.borderBottomWidth) +
          parseFloat(s.borderLeftWidth) +
          parseFloat(s.borderRightWidth),
        borderColor: s.borderTopColor,
        background: getComputedStyle(e.closest('main') ?? document.body).backgroundColor,
        height: r.height,
        left: r.left,
        right: r.right,
      };
    });
    return { boxes, viewport: document.documentElement.clientWidth };
  });
}

function expectVisibleControls({ boxes, viewport }: { boxes: Box[]; viewport: number }, expected: number) {
  expect(boxes.length, 'form controls on screen').toBeGreaterThanOrEqual(expected);
  for (const b of boxes) {
    const name = `${b.tag}#${b.id}`;
    expect(b.border, `${name} has a border on all four sides`).toBeGreaterThanOrEqual(4);
    expect(b.borderColor, `${name} border is not transparent`).not.toMatch(/rgba\(\d+, \d+, \d+, 0\)|transparent/);
    expect(b.borderColor, `${name} border differs from the page`).not.toBe(b.background);
    expect(b.height, `${name} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
    expect(b.left, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(b.right, `${name} is not cut off`).toBeLessThanOrEqual(viewport);
  }
}

const noAddress = { address: '1 Unknown Road', latitude: null, longitude: null, country: '', solshareName: '' };

for (const width of [390, 360]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('sign-up, reset and login fields are visible and full size', async ({ page }) => {
      await page.goto('/create-account');
      expectVisibleControls(await controls(page), 7);
      await page.getByRole('button', { name: 'SIGN UP' }).click();
      await expect(page.getByText('Please input your name')).toBeVisible();
      expectVisibleControls(await controls(page), 7);
      await page.goto('/reset-password/some-token');
      expectVisibleControls(await controls(page), 2);
      await page.goto('/login');
      expectVisibleControls(await controls(page), 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test('site address (with the country select) and specifications (with Other) are visible and full size', async ({
      page,
    }) => {
      await seed(
        page,
        projectAt11('3P_35A_0401', 'AU', {
          address: noAddress,
          spec: { dcSize: null, acSize: null, inverter: '', inputInverter: '' },
        }),
      );
      await page.goto('/add-a-site');
      await expect(page.getByLabel('Country')).toBeVisible();
      expectVisibleControls(await controls(page), 3);
      await page.goto('/commission/address');
      await expect(page.getByLabel('Country')).toBeVisible();
      expectVisibleControls(await controls(page), 3);
      await page.goto('/commission/specifications');
      await page.getByLabel(/^Inverter brand/).selectOption('Other');
      await page.getByRole('button', { name: 'NEXT' }).click();
      await expect(page.getByText('Please input the inverter brand name')).toBeVisible();
      expectVisibleControls(await controls(page), 4);
      await expect(page.locator('main')).not.toContainText(/must match|schema/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test('every password field has a Show toggle that reveals what was typed', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('gloves-on');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/create-account');
  await expect(page.getByRole('button', { name: 'Show' })).toHaveCount(2);
  const first = page.getByLabel(/^Password/);
  await first.fill('abc');
  await page.getByRole('button', { name: 'Show' }).first().click();
  await expect(first).toHaveAttribute('type', 'text');
  await page.goto('/reset-password/some-token');
  await expect(page.getByRole('button', { name: 'Show' })).toHaveCount(2);
});

test('a field brought into view from below (as a failure box is, or a focus that moves up) shows under the top bar with its label', async ({
  page,
}) => {
  await page.goto('/create-account');
  await page.getByRole('button', { name: 'SIGN UP', exact: true }).tap(); // at the bottom of the form
  await expect(page.getByLabel(/^Name/)).toBeFocused();
  // from the bottom of the page, the field scrolled the least way into view (src/ui/FailureAlert.tsx does so)
  await page.evaluate(() => {
    scrollTo(0, document.documentElement.scrollHeight);
    document.getElementById('form-signUp_name')?.scrollIntoView({ block: 'nearest' });
  });
  const bar = await page.getByRole('banner').boundingBox();
  const label = await page.locator('label[for="form-signUp_name"]').boundingBox();
  expect(
    label && bar ? label.y - (bar.y + bar.height) : NaN,
    'the label starts below the top bar',
  ).toBeGreaterThanOrEqual(0);
});
