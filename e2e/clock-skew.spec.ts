// A phone whose clock is 13 hours fast: the token (valid for 12 hours by the server's clock) looks
// expired by the phone's. Login goes by the server's time (the token's iat), lands on /welcome and
// stays there; /login says the clock is off, every other screen says so in a banner that stays, and
// the report is dated by the server's clock, not the phone's.
import type { Page } from '@playwright/test';
import { completeProject, finishedRun } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';
import { INSTALLER } from './support.ts';

const THIRTEEN_HOURS = 13 * 3600_000;

test.use({ timezoneId: 'UTC' });

async function phoneClockFast(page: Page) {
  await page.addInitScript((skew) => {
    const Real = Date;
    class Fast extends Real {
      constructor(...args: ConstructorParameters<DateConstructor> | []) {
        if (args.length === 0) super(Real.now() + skew);
        else super(...(args as ConstructorParameters<DateConstructor>));
      }
      static now() {
        return Real.now() + skew;
      }
    }
    globalThis.Date = Fast as DateConstructor;
  }, THIRTEEN_HOURS);
}

async function logIn(page: Page, labels: { email: string; password: string; button: string }) {
  await page.goto('/login');
  await page.getByLabel(labels.email).fill(INSTALLER.email);
  await page.getByLabel(labels.password, { exact: true }).fill(INSTALLER.password);
  await page.getByRole('button', { name: labels.button }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

test('with the phone’s clock 13 hours fast, login lands on /welcome and stays; /login says the clock is off', async ({
  page,
}) => {
  await phoneClockFast(page);
  await logIn(page, { email: 'Email', password: 'Password', button: 'LOGIN' });
  await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
  await page.reload(); // still logged in by the server's time
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /log ?out/i }).click();
  await page.goto('/login');
  await expect(page.getByText('Your phone’s clock is 13 hours ahead.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('clock-banner')).toHaveCount(0); // /login says it at length, once
});

test('with the phone’s clock 13 hours fast, every screen after login says so and stays saying so', async ({ page }) => {
  await phoneClockFast(page);
  await logIn(page, { email: 'Email', password: 'Password', button: 'LOGIN' });
  const banner = page.getByTestId('clock-banner');
  await expect(banner).toContainText('Your phone’s clock is 13 hours ahead.');
  await expect(banner).toContainText('shown by the server’s clock');
  await page.goto('/info-centre');
  await expect(page).toHaveURL(/\/info-centre$/);
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(banner).toContainText('13 hours ahead');
});

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });
  test('with the phone’s clock 13 hours fast, the German screens say so in German', async ({ page }) => {
    await phoneClockFast(page);
    await logIn(page, { email: 'E-Mail', password: 'Passwort', button: 'ANMELDEN' });
    await expect(page.getByTestId('clock-banner')).toContainText('Die Uhr Ihres Telefons geht 13 Stunden vor.');
  });
});

test('with the phone’s clock 13 hours fast, the report is dated by the server’s clock', async ({ page }) => {
  await phoneClockFast(page);
  await logIn(page, { email: 'Email', password: 'Password', button: 'LOGIN' });
  const serial = '3P_35A_2951';
  // the job as the app keeps it: the run's start taken by the phone's (fast) clock
  await page.evaluate(
    ({ project, run }) => {
      localStorage.setItem('solshare.project.v1', JSON.stringify(project));
      localStorage.setItem('solshare.run.v1', JSON.stringify({ ...run, startedAt: Date.now() - 60_000 }));
    },
    { project: completeProject(serial, 'AU'), run: finishedRun(serial, 'AU', 'success') },
  );
  const serverNow = Date.now(); // this test's clock is right
  await page.goto('/commissioning-report');
  const dates = page.getByTestId('report-dates');
  await expect(dates).toBeVisible();
  const shown = (await dates.innerText()).replace(/\s+/g, ' ');
  const format = (ms: number) =>
    new Intl.DateTimeFormat('en-AU', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })
      .format(ms)
      .replace(/\s+/g, ' ');
  const minutes = [-1, 0, 1, 2].map((m) => serverNow + m * 60_000);
  expect(
    minutes.some((ms) => shown.includes(format(ms))),
    `${shown} has a time near ${format(serverNow)}`,
  ).toBe(true);
  expect(minutes.some((ms) => shown.includes(format(ms + THIRTEEN_HOURS)))).toBe(false);
});
