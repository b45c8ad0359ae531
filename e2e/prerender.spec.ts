// The public routes' first screens are drawn from HTML at build time (scripts/prerender.ts)
// in the phone's language, and the app takes them over with hydrateRoot once its code, asked for
// after the first paint, has arrived. Until then a form can never submit by itself, and what is
// typed meanwhile is kept.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support.ts';

// every public route with a fixed path (src/prerender/routeDocument.ts prerenderedRoutes)
const PRERENDERED = ['/', '/login', '/create-account', '/account-created', '/info-centre', '/contact', '/error'];
const APP_CODE = /\/assets\/main-[\w-]+\.js$/; // the entry the boot script imports after the first paint

/** Holds the app's code back until release() (never, if it is not called). */
async function holdAppCode(page: Page): Promise<{ release: () => void; asked: Promise<void> }> {
  let release = () => undefined as void;
  let asked = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const askedFor = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(APP_CODE, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { release: () => release(), asked: askedFor };
}

test('the server sends /login and /create-account in German to a German phone and in English to en-GB', async ({
  request,
}) => {
  const pages: [string, string[], string[]][] = [
    [
      '/login',
      ['>Anmelden<', '>E-Mail<', '>Passwort<', '>ANMELDEN<'],
      ['>Log in<', '>Email<', '>Password<', '>LOGIN<'],
    ],
    [
      '/create-account',
      ['>Konto erstellen<', '>Firma', '>Passwort bestätigen', '>REGISTRIEREN<'],
      ['>Create an account<', '>Company', '>Confirm password', '>SIGN UP<'],
    ],
  ];
  for (const [path, german, english] of pages) {
    const de = await request.get(path, { headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' } });
    expect(de.headers()['vary']).toMatch(/Accept-Language/);
    const deHtml = await de.text();
    expect(deHtml).toContain('<html lang="de">');
    for (const words of german) expect(deHtml, `${path} de: ${words}`).toContain(words);
    for (const words of english.slice(0, 2)) expect(deHtml, `${path} de has no ${words}`).not.toContain(words);

    const enHtml = await (await request.get(path, { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } })).text();
    expect(enHtml).toContain('<html lang="en">');
    for (const words of english) expect(enHtml, `${path} en: ${words}`).toContain(words);
  }
  // a language the deployment lacks gets its default (the first of config.json's languages)
  expect(await (await request.get('/login', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } })).text()).toContain(
    '<html lang="en">',
  );
});

test("the page paints before the app's code is asked for, and none of it is preloaded in the head", async ({
  page,
}) => {
  const html = await (await page.request.get('/create-account')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toMatch(/modulepreload|<script type="module" crossorigin/);
  expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/FormScreen-[\w-]+\.css">/); // render-blocking: no shift when the form's code arrives

  const { release, asked } = await holdAppCode(page);
  await page.goto('/create-account');
  await asked;
  // the code was asked for after the page had painted its first screen
  const painted = await page.evaluate(() => performance.getEntriesByType('paint').map((p) => p.name));
  expect(painted).toContain('first-contentful-paint');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'SIGN UP' })).toBeEnabled();
});

for (const locale of ['en-US', 'de-DE']) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });
    test('each prerendered route is taken over without an error, a shift or a change of language', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      for (const path of PRERENDERED) {
        await page.addInitScript(() => {
          (window as unknown as { __shift: number }).__shift = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        const lang = locale.slice(0, 2);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const heading = await page.getByRole('heading', { level: 1 }).innerText();
        // the app has taken over and settled: it links the web manifest once the phone is idle after the first screen (main.tsx)
        await expect(page.locator('link[rel=manifest]')).toBeAttached({ timeout: 20_000 });
        expect(await page.locator('#app').getAttribute('data-prerendered'), `${path}: hydrated, not drawn afresh`).toBe(
          path,
        );
        expect(await page.getByRole('heading', { level: 1 }).innerText(), `${path}: the words stay as painted`).toBe(
          heading,
        );
        expect(
          await page.evaluate(() => (window as unknown as { __shift: number }).__shift),
          `${path}: layout shift`,
        ).toBe(0);
      }
      expect(errors).toEqual([]);
    });
  });
}

test('what is typed into a prerendered form while the app is loading is kept when it takes over', async ({ page }) => {
  const { release, asked } = await holdAppCode(page);
  await page.goto('/create-account');
  await asked;
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Company').fill('Analytical Engines');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.locator('#form-signUp_password').fill('a phrase of words');
  release();
  const register = page.getByRole('button', { name: 'SIGN UP' });
  await expect(register).toBeEnabled();
  await register.click(); // the licence fields are empty: the form says so and redraws every field
  await expect(page.locator('[id$="__error"]').first()).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Company')).toHaveValue('Analytical Engines');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(page.locator('#form-signUp_password')).toHaveValue('a phrase of words');
  expect(
    await page.locator('#form-signUp_name__error, #form-signUp_company__error, #form-signUp_email__error').count(),
  ).toBe(0);

  // /login: typed before the app arrived, the login goes through with it
  const login = await holdAppCode(page);
  await page.goto('/login');
  await login.asked;
  await page.getByLabel('Email').fill('installer@example.com');
  await page.locator('#login-password').fill('solshare-demo');
  login.release();
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test("with the app's code held back, no submit button or Enter key of any prerendered route submits, navigates or sends a field", async ({
  page,
}) => {
  await holdAppCode(page); // never released
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  const navigations: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations.push(f.url());
  });
  const secret = 'Secret-Marker-7391';
  let tapped = 0;
  for (const path of PRERENDERED) {
    await page.goto(path);
    navigations.length = 0;
    const start = page.url();
    const fields = page.locator('#app input:not([type=checkbox]):not([type=radio]):not([type=hidden]), #app textarea');
    for (let i = 0; i < (await fields.count()); i++) {
      const field = fields.nth(i);
      const type = await field.getAttribute('type');
      await field.fill(type === 'email' ? `marker${i}@example.com` : `${secret}-${i}`);
      await field.press('Enter'); // implicit submission
    }
    const submits = page.locator('#app button[type=submit], #app input[type=submit]');
    for (let i = 0; i < (await submits.count()); i++) {
      await submits.nth(i).click({ force: true }); // a tap, whether or not the button looks ready
      tapped++;
    }
    // give a native submission the time a round trip to the server takes
    await page.evaluate(() => fetch('/config.json').then((r) => r.text()));
    expect(navigations, `${path}: no navigation`).toEqual([]);
    expect(page.url()).toBe(start);
  }
  expect(tapped).toBeGreaterThanOrEqual(2); // /login's and /create-account's at least
  for (const r of requests) {
    const sent = `${r.url()} ${r.postData() ?? ''}`;
    expect(sent, 'no field value in any request').not.toMatch(/Secret-Marker|marker\d+(@|%40)example/);
  }
});
