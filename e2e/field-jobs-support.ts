// Steps of a day in the field (e2e/field-*.spec.ts): what an installer taps, typed key by key, between
// jobs: home, log out and in, Reconfigure a unit, open the checklist, watch a run.
import type { Page } from '@playwright/test';
import { goOnWithoutPhotos } from './photos-support.ts';
import { expect, INSTALLER } from './support.ts';

/** Types into the field labelled `label`, key by key, after clearing it. */
export async function typeInto(page: Page, label: string | RegExp, text: string): Promise<void> {
  const field = page.getByLabel(label);
  await field.clear();
  await field.pressSequentially(text);
}

export async function logInTyped(page: Page, who = INSTALLER): Promise<void> {
  await expect(page).toHaveURL(/\/login$|\/$/);
  if (!/\/login$/.test(page.url())) await page.goto('/login');
  await typeInto(page, 'Email', who.email);
  await typeInto(page, 'Password', who.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

/** The menu's Homepage: in-app, so whatever the app holds in memory stays. */
export async function goHome(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Homepage' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

/** The menu's Logout, confirming when a job is unfinished (asked only then); ends on the landing page. */
export async function logOutFromDrawer(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /log ?out/i }).click();
  const confirm = page.getByRole('button', { name: 'LOG OUT' });
  await expect(confirm.or(page.getByRole('button', { name: 'LOGIN' })).first()).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(page).toHaveURL(/\/$/);
}

/** Logout, then the same user logs in again. */
export async function logOutAndIn(page: Page): Promise<void> {
  await logOutFromDrawer(page);
  await page.goto('/login');
  await logInTyped(page);
}

/** Commission a unit from /welcome: the intro notes when they show, then "Before you start". */
export async function openChecklist(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Commission a unit' }).click();
  const tip = page.getByText(/^Tip \d of 3$/);
  const checklist = page.getByRole('heading', { name: 'Before you start' });
  await expect(tip.or(checklist).first()).toBeVisible();
  for (let i = 1; i <= 3 && (await tip.count()) > 0; i++) {
    await page.getByRole('button', { name: i === 3 ? 'Got it' : 'NEXT' }).click();
  }
  await expectFreshChecklist(page);
}

/** "Before you start" as a new unit finds it: three boxes, none ticked, NEXT off. */
export async function expectFreshChecklist(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/confirm-training$/);
  await expect(page.getByRole('checkbox')).toHaveCount(3);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'NEXT' })).toBeDisabled();
}

/** Ticks the three boxes and goes on to the start-up procedure. */
export async function answerChecklist(page: Page): Promise<void> {
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/1$/);
}

/** Reconfigure from /welcome: the serial typed, then system info. */
export async function reconfigure(page: Page, serial: string): Promise<void> {
  await page.getByRole('button', { name: 'Reconfigure' }).click();
  await expect(page).toHaveURL(/\/reconfigure-enter-serial$/);
  await typeInto(page, 'Serial number', serial);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/system-info$/);
}

/** System info → Connected units → EDIT → ADD A CONNECTION. */
export async function openConnectionEditor(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Connected units/ }).click();
  await expect(page).toHaveURL(/\/view-connected-units$/);
  await page.getByRole('button', { name: 'EDIT' }).click();
  await expect(page).toHaveURL(/\/edit-connected-units$/);
  await page.getByRole('button', { name: 'ADD A CONNECTION' }).click();
  await expect(page).toHaveURL(/\/reset-connections$/);
}

/**
 * Watches /commission/21 from now on: every moment the page says the run passed while its bar is
 * below 100, or says it is in progress while stopped on an error, is kept for the test to read.
 */
export async function watchRunScreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __runSaid: string[] };
    w.__runSaid = [];
    const read = () => {
      if (location.pathname !== '/commission/21') return;
      const bar = Number(document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? 'NaN');
      const text = document.body.innerText;
      if (text.includes('Commissioning passed') && !(bar >= 100)) w.__runSaid.push(`passed at ${bar}`);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

export const runScreenSaid = (page: Page) =>
  page.evaluate(() => (window as unknown as { __runSaid?: string[] }).__runSaid ?? []);

/**
 * After SAVE AND RECOMMISSION with changed outputs: the delivery method (demand-based), the
 * CT rating when asked (200 A), then Commission on /commission/19; ends on /commission/21.
 */
export async function demandBasedThenRun(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/commission\/17$/);
  await page.getByRole('radio', { name: /Demand-based delivery/ }).check();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/(photos|ct-rating)$/);
  if (/ct-rating$/.test(page.url())) await page.getByRole('button', { name: /^200 A/ }).click();
  await goOnWithoutPhotos(page);
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await expect(page).toHaveURL(/\/commission\/21$/);
}

/** On the unit in view: a unit added on output group 3 (L1-3, "Unit 9"), saved, and re-commissioned. */
export async function addUnitAndRecommission(page: Page): Promise<void> {
  await page.goto('/reset-connections');
  await page.getByLabel('L1-3 connected').check();
  await page.getByLabel('Unit connected to L1-3').pressSequentially('Unit 9');
  await page.getByRole('button', { name: 'SAVE AND RECOMMISSION' }).click();
  await demandBasedThenRun(page); // a new output: the delivery method is asked again before the run
}
