// A route the build gave its own HTML (src/build/routeHtmlPlugin.ts) loads its
// screen's code with the app (asked for by the boot script after the first paint), and the
// page still works as the app: the sign-up form shows, under the CSP, and the modal's code is not
// among what it must load first. Scripts go out as Brotli.
import { readFileSync } from 'node:fs';
import { expect, test } from './support.ts';

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const bootLoads = (html: string) => /id="boot" data-load="([^"]*)"/.exec(html)?.[1].split(' ') ?? [];

test('/create-account comes with its form code asked for with the app, every file exists, and the form shows', async ({
  page,
}) => {
  const own = await (await page.request.get('/create-account')).text();
  const index = await (await page.request.get('/index.html')).text();
  const extra = bootLoads(own).filter((href) => !preloads(index).includes(href) && !index.includes(`src="${href}"`));
  expect(
    extra.some((href) => /\/assets\/FormScreen-[\w-]+\.js$/.test(href)),
    extra.join(' '),
  ).toBe(true);
  expect(
    extra.some((href) => /\/assets\/signUp-[\w-]+\.js$/.test(href)),
    extra.join(' '),
  ).toBe(true);
  for (const href of extra) expect((await page.request.get(href)).status(), href).toBe(200);

  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/create-account');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(requested.filter((p) => /\/assets\/Modal-/.test(p))).toEqual([]); // the dialog loads on the first question
});

test("/login fetches the code of the handler it runs once the phone is idle, that module's and not every handler's", async ({
  page,
}) => {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  const chunkOf = (source: string) => `/${manifest[source]!.file}`;
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/login');
  await expect.poll(() => requested.includes(chunkOf('src/handlers/account/login.ts')), { timeout: 20_000 }).toBe(true);
  for (const other of ['fleet/loadFleetPage.ts', 'report/pastJobs.ts', 'run/runSteps.ts', 'config/saveSpec.ts'])
    expect(requested, other).not.toContain(chunkOf(`src/handlers/${other}`));
});

test('a route with a parameter is answered with index.html', async ({ page }) => {
  const index = await (await page.request.get('/index.html')).text();
  expect(await (await page.request.get('/commission/12/1')).text()).toBe(index);
});

test('the built scripts go out as Brotli to a browser that accepts it, and decode to the same code', async ({
  page,
}) => {
  const index = await (await page.request.get('/index.html')).text();
  const app = preloads(index).find((href) => /\/assets\/app-[\w-]+\.js$/.test(href))!;
  const br = await page.request.get(app, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  const plain = await page.request.get(app, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await br.text()).toBe(await plain.text());
});

// the forms behind a login filled from storage (src/boot/frameForms.ts), and those a server `load:` starts
const FRAMED = {
  '/commission/specifications': 'specifications',
  '/reset-connections/specifications': 'specifications',
  '/commission/address': 'siteAddress',
  '/add-a-site': 'siteAddress',
  '/edit-building-address': 'siteAddress',
  '/commission/3': 'serial',
  '/reconfigure-enter-serial': 'serial',
  '/wifi-enter-serial': 'serial',
  '/feedback/1': 'feedback',
  '/net-promoter-score': 'nps',
};
const LOADED_FROM_SERVER = [
  '/commission/16',
  '/access-control',
  '/edit-solar-deliver-method',
  '/edit-connected-units',
  '/reset-connections',
];

test('each form behind a login filled from storage comes with its frame, hidden, and the frame boot script; a form the server starts has neither', async ({
  page,
}) => {
  const boot = (html: string) => /<script type="module" src="\/([^"]+)" id="boot"/.exec(html)?.[1] ?? '';
  for (const [path, form] of Object.entries(FRAMED)) {
    const html = await (await page.request.get(path)).text();
    expect(boot(html), path).toMatch(/^assets\/frameBoot-[\w-]+\.js$/);
    expect(html, path).toMatch(
      new RegExp(`<div id="app" data-prerendered="${path}" data-behind-login data-form="${form}" [^>]*hidden>`),
    );
    expect(html, path).toContain(`id="form-${form}"`); // the form's fields are drawn
  }
  for (const path of LOADED_FROM_SERVER) {
    const html = await (await page.request.get(path)).text();
    expect(boot(html), path).toMatch(/^assets\/boot-[\w-]+\.js$/);
    expect(html, path).toContain('<div id="app"></div>');
  }
});
