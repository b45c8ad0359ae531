// Server-side safety journeys: a Provider is turned away from commissioning routes with a reason; the app's
// headers in Chromium; and the app served on one origin against the provider API on another
// (two ports on 127.0.0.1), as a real deployment would run it: login and a unit search.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { Hono } from 'hono';
import { securityHeaders } from '../simulator/headers.ts';
import { startSimulator, type Started } from '../simulator/serve.ts';
import { serveSpa } from '../simulator/static.ts';
import { expect, test } from './sharedPage.ts';
import { expectAccessible, INSTALLER, logIn, PROVIDER } from './support.ts';

test('a Provider who opens a commissioning route lands on /welcome and is told why', async ({ page }) => {
  await logIn(page, PROVIDER);
  for (const path of ['/confirm-training', '/commission/1', '/commission/3', '/commission/19']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/welcome$/);
    await expect(page.getByText('Commissioning is for installers.', { exact: false })).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/provider-turned-away.png' });
  await expectAccessible(page);
  await page.goto('/commission/1?info=true'); // the info centre's read-only procedure stays open to all
  await expect(page.getByRole('heading', { name: 'Start-up and shutdown procedure' })).toBeVisible();
});

test('the app is sent with frame-ancestors none, no-referrer and a camera/geolocation-only Permissions-Policy', async ({
  page,
}) => {
  const response = await page.goto('/login');
  const h = response?.headers() ?? {};
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['content-security-policy']).not.toContain('unsafe-inline');
  expect(h['referrer-policy']).toBe('no-referrer');
  expect(h['permissions-policy']).toMatch(/^camera=\(self\), geolocation=\(self\)/);
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  expect((await page.request.get('/v2/view-fleet/fleets')).headers()['cache-control']).toBe('no-store');
});

test.describe('the app on one origin, the provider API on another', () => {
  const base = Number(process.env.E2E_PORT ?? 4310);
  const appUrl = `http://127.0.0.1:${base + 100}`;
  const apiUrl = `http://127.0.0.1:${base + 200}`;
  let api: Started;
  let app: Server;

  test.beforeAll(async () => {
    api = await startSimulator({ port: base + 200, speed: 40, quiet: true, appOrigin: appUrl, control: false });
    // the built app from a plain static server: no API on this origin at all
    const config = JSON.parse((await import('node:fs')).readFileSync(resolve('e2e/config.e2e.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const dir = mkdtempSync(join(tmpdir(), 'split-origin-'));
    writeFileSync(
      join(dir, 'config.json'),
      JSON.stringify({
        ...config,
        apiBaseUrl: apiUrl,
        geocoderUrl: apiUrl,
        ipLocationUrls: [`${apiUrl}/ip/primary`, `${apiUrl}/ip/fallback`],
      }),
    );
    const spa = new Hono();
    spa.use('*', securityHeaders());
    spa.use('*', serveSpa(resolve('dist'), join(dir, 'config.json')));
    await new Promise<void>((done) => {
      app = serve({ fetch: spa.fetch, port: base + 100, hostname: '127.0.0.1' }, () => done()) as Server;
    });
  });
  test.afterAll(async () => {
    app?.closeAllConnections?.();
    await new Promise((r) => app?.close(r));
    await api?.close();
  });

  test('an installer logs in and finds a unit across origins, under the CSP', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(apiUrl)) apiCalls.push(new URL(r.url()).pathname);
    });
    const first = await page.goto(`${appUrl}/login`);
    expect(first?.headers()['content-security-policy']).toContain(`connect-src 'self' ${apiUrl};`);
    await page.getByLabel('Email').fill(INSTALLER.email);
    await page.getByLabel('Password').fill(INSTALLER.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(`${appUrl}/welcome`);

    await page.goto(`${appUrl}/my-sites`);
    await page.getByRole('button', { name: 'Choose 1 Martin Place, Sydney NSW 2000, Australia' }).click();
    await expect(page).toHaveURL(`${appUrl}/commission/2`);
    await page.getByRole('button', { name: 'Type the serial number' }).click();
    await page.getByLabel('Serial number').fill('3P_35A_1300');
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL(`${appUrl}/commission/8`);
    await expect(page.getByRole('heading', { name: 'Unit detected' })).toBeVisible();
    expect(apiCalls).toEqual(
      expect.arrayContaining([
        '/v2/auth/commissioner/login',
        '/v2/view-fleet/fleets',
        '/v2/commission/meter/3P_35A_1300',
      ]),
    );
  });
});
