// The spinners turn for a phone with the usual motion and stand still for one that asks for reduced
// motion (iOS's and Android's setting); a busy button is greyed and disabled either way.
import type { Page } from '@playwright/test';
import { holdRequests } from './failures-support.ts';
import { expect, INSTALLER, test } from './support.ts';

/** Logs in with the answer held: the LOGIN button stays busy, with its ring beside the word. */
async function loginHeld(page: Page) {
  const held = await holdRequests(page, '**/v2/auth/commissioner/login');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  await page.getByLabel('Email').pressSequentially(INSTALLER.email);
  await page.getByLabel('Password').pressSequentially(INSTALLER.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await held.waitForRequest();
  const button = page.getByRole('button', { name: 'LOGIN' });
  await expect(button).toHaveAttribute('aria-busy', 'true');
  return button.locator('span[aria-hidden]');
}

const running = (ring: Awaited<ReturnType<typeof loginHeld>>) =>
  ring.evaluate((el) => el.getAnimations().filter((a) => a.playState === 'running').length);

test.describe('with the usual motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a busy button turns its ring', async ({ page }) => {
    const ring = await loginHeld(page);
    await expect(ring).toBeVisible();
    expect(await running(ring)).toBe(1);
  });
});

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a busy button shows its ring standing still, and the words say it is busy', async ({ page }) => {
    const ring = await loginHeld(page);
    await expect(ring).toBeVisible();
    expect(await running(ring)).toBe(0);
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeDisabled();
  });
});
