// A screen whose code could not be downloaded (no signal on a first visit, before the service worker holds
// the app; the rest of the suite blocks the service worker as such a visit has none) says so, not "something
// went wrong", and opens without a reload once the code comes: on Try again, or by itself when the signal is back.
import { expect, test } from './support.ts';

const noSignal = (route: { abort(code: string): Promise<void> }) => route.abort('internetdisconnected');

test('the login screen whose code could not be downloaded says so, and Try again opens it once there is signal', async ({
  page,
}) => {
  const loginCode = /\/assets\/LoginScreen-[^/]*\.js$/;
  await page.route(loginCode, noSignal);
  await page.goto('/');
  await page.getByRole('button', { name: 'LOGIN' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This screen could not be downloaded');
  await expect(page.getByRole('alert')).toContainText('Everything you entered is kept.');
  await expect(page.getByText('Something went wrong on this screen')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('code-not-downloaded.png') });

  // still no signal: the same page again
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This screen could not be downloaded');

  await page.unroute(loginCode);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await page.getByLabel('Email').pressSequentially('installer@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('installer@example.com');
});

test('a form whose schema could not be downloaded opens by itself when the signal is back, and takes what is typed', async ({
  page,
  context,
}) => {
  const signUpSchema = /\/assets\/signUp-[^/]*\.js$/;
  await page.route(signUpSchema, noSignal);
  await page.goto('/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This screen could not be downloaded');

  await page.unroute(signUpSchema);
  await context.setOffline(true);
  await context.setOffline(false); // the phone says it is online again
  const name = page.getByRole('textbox', { name: /name/i }).first();
  await expect(name).toBeVisible();
  await name.pressSequentially('Sam Sparky');
  await expect(name).toHaveValue('Sam Sparky');
});
