// Account journeys: sign up, log in, welcome, training checklist, session across reloads, logout and
// guard redirects, each screen scanned with axe and loaded under the CSP.
import { expect, test } from './sharedPage.ts';
import { expectAccessible, INSTALLER, logIn, PROVIDER } from './support.ts';

test('the server sends the Content-Security-Policy without unsafe-eval', async ({ page, cspViolations }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await expect(page.getByRole('heading', { name: 'SolShare Installer' })).toBeVisible();
  await expectAccessible(page);
  expect(cspViolations).toEqual([]);
});

test('the built app ships no eval-like code (no new Function, no eval)', async ({ request }) => {
  const manifest = (await (await request.get('/.vite/manifest.json')).json()) as Record<string, { file: string }>;
  const files = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const code = await (await request.get(`/${file}`)).text();
    expect(code, file).not.toMatch(/new Function\(|\beval\(/);
  }
});

test('a new installer signs up, is told to verify, and logs in', async ({ page }) => {
  const email = `new.installer.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/create-account$/);
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(page.getByText('Please input your name')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Name').fill('Sam Sparky');
  await page.getByLabel('Company').fill('Sparky Electrical');
  await page.getByLabel('License number').fill('EL-12345');
  await page.getByLabel('Training certificate number').fill('AB1-CD34');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('a-good-password');
  await page.getByLabel('Confirm password').fill('another-password');
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(page.getByText('invalid training cert number')).toBeVisible();
  await expect(page.getByText("Two inputs don't match!")).toBeVisible();

  await page.getByLabel('Training certificate number').fill('AB12-CD34');
  await page.getByLabel('Confirm password').fill('a-good-password');
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(page).toHaveURL(/\/account-created$/);
  await expect(page.getByText('please click the verification link in your email box')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.getByLabel('Email').fill(`  ${email}  `); // B-02: trimmed
  await page.getByLabel('Password').fill('a-good-password');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('login shows the exact validation messages and the server message for a wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByText('Please input a valid email address')).toBeVisible();
  await expect(page.getByText('Please input password')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill(INSTALLER.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(INSTALLER.email); // nothing typed is lost
});

test('an installer goes from welcome through the intro notes to the training checklist', async ({ page }) => {
  await logIn(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Commission a unit' }).click();
  for (let i = 1; i <= 3; i++) {
    await expect(page.getByText(`Tip ${i} of 3`)).toBeVisible();
    await page.getByRole('button', { name: i === 3 ? 'Got it' : 'NEXT' }).click();
  }
  await expect(page).toHaveURL(/\/confirm-training$/);
  await expectAccessible(page);
  const next = page.getByRole('button', { name: 'NEXT' });
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  await expect(next).toBeDisabled();
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(next).toBeDisabled();
  await boxes.nth(2).check();
  await expect(next).toBeEnabled();
  await boxes.nth(1).uncheck(); // C-06: unticking disables it again
  await expect(next).toBeDisabled();
  await boxes.nth(1).check();
  await next.click();
  await expect(page).toHaveURL(/\/commission\/1$/);
});

test('a provider does not see Commission a unit but sees the other menu items', async ({ page }) => {
  await logIn(page, PROVIDER);
  await expect(page.getByRole('button', { name: 'View fleet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check internet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Commission a unit' })).toHaveCount(0);
});

test('a reload keeps the session, and logout ends it', async ({ page }) => {
  await logIn(page);
  await page.reload();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/\/welcome$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/login$/);
});

test('a logged-out user is sent to /login from every protected route', async ({ page }) => {
  for (const path of [
    '/welcome',
    '/confirm-training',
    '/my-sites',
    '/commission/2',
    '/commission/5',
    '/commission/15',
    '/commission/error/reversed-ct-au/1',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
  await page.goto('/commission/1?info=true'); // Z-17: public and read-only
  await expect(page.getByRole('heading', { name: 'Start-up and shutdown procedure' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'BEGIN' })).toHaveCount(0);
});

test('the feedback icon asks a logged-out user to log in first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('please login first')).toBeVisible();
});
