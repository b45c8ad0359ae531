// A failure that lands below the visible screen is brought to the user: on sign-up, NPS, feedback and
// connected units the send fails (503 at the browser's network boundary); the failure box must be in
// the viewport and hold focus, so nobody taps again at a screen that seems to do nothing.
import type { Page } from '@playwright/test';
import { completeProject, finishedRun, openService, seedState } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

const fail503 = (page: Page, path: string) =>
  page.route(`**${path}`, (route) => route.fulfill({ status: 503, json: { message: 'Upstream queue is full' } }), {
    times: 1,
  });

async function expectFailureBroughtToView(page: Page) {
  const alert = page.getByRole('alert').filter({ hasText: 'The server had a problem' });
  await expect(alert).toBeVisible();
  await expect(alert).toBeInViewport({ ratio: 0.9 });
  await expect(alert).toBeFocused();
}

test('sign-up', async ({ page }) => {
  await page.goto('/create-account');
  const fields: [RegExp, string][] = [
    [/^Name/, 'Ann Lee'],
    [/^Company/, 'Sun Co'],
    [/^License number/, 'EL-12345'],
    [/^Training certificate/, 'AB12-CD34-EF56-7890'],
    [/^Email/, 'ann.inview@example.com'],
    [/^Password/, 'plum-tree-42'],
    [/^Confirm password/, 'plum-tree-42'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label).pressSequentially(value);
  await fail503(page, '/v2/auth/commissioner/register');
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await expectFailureBroughtToView(page);
});

test('NPS', async ({ page }) => {
  const serial = '3P_35A_7341';
  await seedState(page, { project: completeProject(serial, 'AU'), run: finishedRun(serial, 'AU', 'success') });
  await page.goto('/net-promoter-score');
  await page.getByRole('button', { name: '8', exact: true }).click();
  await page.getByLabel('Anything you would like to tell us?').pressSequentially('Quick run');
  await fail503(page, '/v2/commission/net-promoter-score');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expectFailureBroughtToView(page);
});

test('feedback', async ({ page }) => {
  await seedState(page, { project: completeProject('3P_35A_7342', 'AU') });
  await page.goto('/feedback/1');
  await page.getByLabel(/^Your message/).pressSequentially('The LED is hard to see');
  await fail503(page, '/v2/commission/feedback');
  await page.getByRole('button', { name: 'SEND', exact: true }).click();
  await expectFailureBroughtToView(page);
});

test('connected units', async ({ page }) => {
  await openService(page, '3P_35A_6882', '/edit-connected-units');
  await page.getByLabel('L3-2 enabled for solar').uncheck();
  await fail503(page, '/v2/commission/update/connected-units/**');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFailureBroughtToView(page);
});
