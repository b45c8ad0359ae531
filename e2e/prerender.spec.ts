// The public routes' first screens are drawn from HTML at build time (scripts/prerender.ts)
// in the phone's language, and the app takes them over with hydrateRoot once its code, asked for
// after the first paint, has arrived. Until then a form can never submit by itself, and what is
// typed meanwhile is kept. Each form behind a login filled from storage (the specifications form
// first, then the table FRAMED) is drawn as a frame that a logged-in phone sees filled with its stored
// draft before the app's code is asked for, and a logged-out phone (or another user's) never sees.
import type { Page, Request } from '@playwright/test';
import { completeProject, installerSession } from './failures-support.ts';
import { expect, test } from './support.ts';
import { BUTTONS_TAKEN_OVER } from './journeys/public.journey.ts';

// Chromium does not know CSP Level 3's `webrtc 'block'` and says so on every page; the app keeps the
// directive for the browsers that do and takes WebRTC away itself (docs/DEPLOY.md). Nothing else is excused.
const isKnownBrowserNotice = (text: string) => text === "Unrecognized Content-Security-Policy directive 'webrtc'.";

// every public route with a fixed path (src/prerender/routeDocument.ts prerenderedRoutes)
const PRERENDERED = ['/', '/login', '/create-account', '/account-created', '/info-centre', '/contact', '/error'];
const APP_CODE = /\/assets\/main-[\w-]+\.js$/; // the entry the boot script imports after the first paint

const FORM = '/commission/specifications'; // behind a login: its frame is drawn from HTML (src/boot/frameForms.ts)
const SERIAL = '3P_35A_0401';

/**
 * Stores on the phone what the app stores for a logged-in installer (a real session from the
 * simulator) in the middle of a job: the unit, its address and what was typed on the route's form
 * (the specifications form unless told), written before any of the page's scripts run when the tab
 * first opens that route. `owner`: whose job it is (another user's job is not the session user's).
 */
async function storeJob(
  page: Page,
  {
    draft,
    owner,
    path = FORM,
    form = 'specifications',
    project = completeProject(SERIAL, 'AU', { spec: { dcSize: null, acSize: null, inverter: '', inputInverter: '' } }),
  }: {
    draft?: Record<string, unknown>;
    owner?: string;
    path?: string;
    form?: string;
    project?: Record<string, unknown>;
  } = {},
): Promise<void> {
  const session = await installerSession(page.request);
  await page.addInitScript(
    ({ path, session, project, drafts, owner }) => {
      if (location.pathname !== path || sessionStorage.getItem('e2e.job')) return;
      sessionStorage.setItem('e2e.job', '1');
      localStorage.clear();
      localStorage.setItem('solshare.session.v1', JSON.stringify(session));
      localStorage.setItem('solshare.project.v1', JSON.stringify(project));
      localStorage.setItem('solshare.formDrafts.v2', JSON.stringify(drafts));
      localStorage.setItem('solshare.job.v1', JSON.stringify({ email: owner, lastStep: null, sessionEnded: false }));
    },
    {
      path,
      session,
      project,
      drafts: draft ? { [`${SERIAL}|${form}:${path}`]: draft } : {},
      owner: owner ?? session.email,
    },
  );
}

/** Sums the page's layout shifts not caused by input, from its first paint, in every page it loads. */
async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

type Box = { x: number; y: number; width: number; height: number };

/** How many pixels two screenshots of the page differ in outside `ignored` (and its edge), each decoded by the browser. */
async function pixelsDiffering(page: Page, a: Buffer, b: Buffer, ignored: Box | null): Promise<number> {
  return page.evaluate(
    async ([a, b, ignored]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return { width: bitmap.width, data: context.getImageData(0, 0, bitmap.width, bitmap.height).data };
      };
      const [{ width, data: one }, { data: two }] = await Promise.all([pixels(a), pixels(b)]);
      if (one.length !== two.length) return Infinity;
      const outside = (i: number) => {
        if (!ignored) return true;
        const [x, y] = [(i / 4) % width, Math.floor(i / 4 / width)];
        // a rounded corner's smoothing reaches a pixel past the element's box
        return (
          x < ignored.x - 2 ||
          x > ignored.x + ignored.width + 2 ||
          y < ignored.y - 2 ||
          y > ignored.y + ignored.height + 2
        );
      };
      let differing = 0;
      for (let i = 0; i < one.length; i += 4)
        if (
          (one[i] !== two[i] || one[i + 1] !== two[i + 1] || one[i + 2] !== two[i + 2] || one[i + 3] !== two[i + 3]) &&
          outside(i)
        )
          differing++;
      return differing;
    },
    [a.toString('base64'), b.toString('base64'), ignored] as const,
  );
}

/** The layout shift recordLayoutShift summed on the page shown now. */
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

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

/** The app has taken over (React has taken each button over) and the phone has settled as main.tsx waits
 * for it before the work after the first screen: 2 s after the load event, then an idle moment. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(BUTTONS_TAKEN_OVER), { timeout: 20_000 }).toBe(true);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 3000 }), 2000);
        if (document.readyState === 'complete') idle();
        else window.addEventListener('load', idle, { once: true });
      }),
  );
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
        if (m.type() === 'error' && !isKnownBrowserNotice(m.text())) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      for (const path of PRERENDERED) {
        await recordLayoutShift(page);
        await page.goto(path);
        const lang = locale.slice(0, 2);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const heading = await page.getByRole('heading', { level: 1 }).innerText();
        await settled(page);
        expect(await page.locator('#app').getAttribute('data-prerendered'), `${path}: hydrated, not drawn afresh`).toBe(
          path,
        );
        expect(await page.getByRole('heading', { level: 1 }).innerText(), `${path}: the words stay as painted`).toBe(
          heading,
        );
        expect(await layoutShift(page), `${path}: layout shift`).toBe(0);
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

test('keys typed while the app takes the drawn page over all reach the field, on a phone with a slow CPU', async ({
  page,
}) => {
  // the app used to take the focus to the screen's heading as it took over: the rest of the keys went nowhere
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (const [path, label, text, button] of [
    ['/create-account', /^Name/, 'Sam Sparky the electrician', 'SIGN UP'],
    ['/login', /^Email$/, 'installer@example.com', 'LOGIN'],
  ] as const) {
    const { release, asked } = await holdAppCode(page);
    await page.goto(path);
    await asked;
    const field = page.getByLabel(label);
    await field.click();
    const typing = page.keyboard.type(text, { delay: 25 }); // a quick thumb, key by key
    setTimeout(release, 100); // the app arrives a few keys in and takes over while the rest are typed
    await typing;
    await expect(page.getByRole('button', { name: button })).toBeEnabled();
    await expect(field).toHaveValue(text);
    await expect(field).toBeFocused();
    await page.unrouteAll();
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.getByLabel('Password', { exact: true }).pressSequentially('solshare-demo');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused(); // a screen the app moves to still opens at its heading
});

test("with the app's code held back, no submit button or Enter key of any prerendered route (the form behind a login too) submits, navigates or sends a field", async ({
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
  for (const path of [...PRERENDERED, FORM]) {
    if (path === FORM) await storeJob(page, { draft: { dcSize: 10.5 } }); // its frame shows logged in
    await page.goto(path);
    navigations.length = 0;
    const start = page.url();
    if (path === FORM) await expect(page.getByLabel(/^DC size/)).toHaveValue('10.5');
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
  expect(tapped).toBeGreaterThanOrEqual(3); // /login's, /create-account's and the specifications form's at least
  for (const r of requests) {
    const sent = `${r.url()} ${r.postData() ?? ''}`;
    expect(sent, 'no field value in any request').not.toMatch(/Secret-Marker|marker\d+(@|%40)example/);
  }
});

for (const [locale, words] of [
  [
    'en-US',
    { title: 'System specifications', dc: /^DC size/, ac: /^AC size/, next: 'NEXT', typed: '9.25', shown: '10.5' },
  ],
  [
    'de-DE',
    { title: 'Anlagendaten', dc: /^DC-Leistung/, ac: /^AC-Leistung/, next: 'WEITER', typed: '9,25', shown: '10,5' },
  ],
] as const) {
  test.describe(`the specifications form behind a login, in ${locale}`, () => {
    test.use({ locale });
    test("a logged-in phone paints it from HTML with its draft before the app's code is asked for, and keeps what is typed while it loads", async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && !isKnownBrowserNotice(m.text())) errors.push(m.text());
      });
      await storeJob(page, { draft: { dcSize: 10.5, acSize: 8, inverter: 'SMA' } });
      await recordLayoutShift(page);
      const { release, asked } = await holdAppCode(page);
      await page.goto(FORM);
      await asked;
      // the code was asked for after the frame had painted, with the draft's values in its fields
      const painted = await page.evaluate(() => performance.getEntriesByType('paint').map((p) => p.name));
      expect(painted).toContain('first-contentful-paint');
      await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expect(page.getByLabel(words.dc)).toHaveValue(words.shown);
      await expect(page.getByLabel(words.ac)).toHaveValue('8');
      await expect(page.locator('#form-specifications_inverter option:checked')).toHaveText('SMA');
      await expect(page.getByRole('button', { name: words.next })).toBeDisabled(); // not before the app has taken over
      // but it says it is getting ready, rather than standing grey and dead on a slow signal
      await expect(page.getByRole('button', { name: words.next })).toHaveAttribute('aria-busy', 'true');

      // typed while the app is still loading
      await page.getByLabel(words.ac).fill(words.typed);
      release();
      await expect(page.getByRole('button', { name: words.next })).toBeEnabled();
      await expect(page.getByRole('button', { name: words.next })).not.toHaveAttribute('aria-busy');
      await settled(page);
      expect(await page.locator('#app').getAttribute('data-prerendered'), 'hydrated, not drawn afresh').toBe(FORM);
      await expect(page.getByLabel(words.dc)).toHaveValue(words.shown);
      await expect(page.getByLabel(words.ac)).toHaveValue(words.typed);
      await expect(page.locator('#form-specifications_inverter option:checked')).toHaveText('SMA');
      // and the app keeps it: the draft has what was typed before it took over
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('solshare.formDrafts.v2')))
        .toContain('"acSize":9.25');
      expect(await layoutShift(page), 'layout shift').toBe(0);
      await page.getByRole('button', { name: words.next }).click();
      await expect(page).toHaveURL(/\/commission\/11$/);
      expect(errors).toEqual([]);
    });
  });
}

test('a logged-out phone opening the specifications form is sent to /login and never sees its frame', async ({
  page,
}) => {
  const frames: string[] = [];
  // what the page shows at each animation frame, from the first one on
  await page.addInitScript(() => {
    const seen = ((window as unknown as { __seen: string[] }).__seen = [] as string[]);
    const look = () => {
      const app = document.getElementById('app');
      if (app && !app.hidden && app.querySelector('h1')) seen.push(app.querySelector('h1')!.textContent ?? '');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const { release, asked } = await holdAppCode(page);
  await page.goto(FORM);
  await asked;
  await expect(page.locator('#app')).toBeEmpty();
  await expect(page.locator('#form-specifications_dcSize')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  frames.push(...(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)));
  expect(frames.filter((h) => h === 'System specifications')).toEqual([]);
});

test("a second user on the same phone never sees the first user's draft on the specifications form", async ({
  page,
}) => {
  // the stored job and its draft belong to someone else; the session is the installer's
  await storeJob(page, { draft: { dcSize: 17.5, acSize: 16, inverter: 'SMA' }, owner: 'someone.else@example.com' });
  const { release, asked } = await holdAppCode(page);
  await page.goto(FORM);
  await asked;
  await expect(page.locator('#app')).toBeEmpty(); // no frame: the app decides, as it does today
  release();
  await expect(page).not.toHaveURL(new RegExp(`${FORM}$`)); // the job went with its owner: no unit, no form
  // the drafts are cleared, or gone from storage when the reset came before their store loaded
  expect(await page.evaluate(() => localStorage.getItem('solshare.formDrafts.v2') ?? '')).not.toContain('17.5');
});

// Every other form behind a login with a frame (src/boot/frameForms.ts), on a job whose site address has
// no coordinates yet: the address forms then ask for its country, the branch their frame is drawn with.
const FRAME_PROJECT = completeProject(SERIAL, 'AU', {
  address: { address: '2 Side Road, Bristol', latitude: null, longitude: null, country: 'GB', solshareName: '' },
  spec: { dcSize: null, acSize: null, inverter: '', inputInverter: '' },
});
const SITE = {
  form: 'siteAddress',
  draft: { solshareName: 'Block B' },
  shown: { '#form-siteAddress_address': '2 Side Road, Bristol', '#form-siteAddress_solshareName': 'Block B' },
  typeInto: '#form-siteAddress_solshareName',
  typed: ' North',
  kept: '"solshareName":"Block B North"',
};
const SERIAL_FORM = {
  form: 'serial',
  draft: undefined,
  shown: { '#form-serial_serial': '' },
  typeInto: '#form-serial_serial',
  typed: '3P_35A_0409',
  kept: '"serial":"3P_35A_0409"',
};
const BACK = { name: 'Back', to: /\/contact$/ }; // the screen opened before it
const CONTACT = { name: 'Contact support', to: /\/contact$/ }; // the top bar's, where the form has no button of its own
const FRAMED: {
  path: string;
  form: string;
  draft?: Record<string, unknown>;
  shown: Record<string, string>;
  typeInto: string;
  typed: string;
  kept: string;
  tap: { name: string; to: RegExp };
}[] = [
  { path: '/commission/address', ...SITE, tap: BACK },
  { path: '/add-a-site', ...SITE, tap: BACK },
  { path: '/edit-building-address', ...SITE, tap: BACK },
  { path: '/commission/3', ...SERIAL_FORM, tap: { name: 'Scan the QR code instead', to: /\/commission\/4$/ } },
  { path: '/reconfigure-enter-serial', ...SERIAL_FORM, tap: BACK },
  { path: '/wifi-enter-serial', ...SERIAL_FORM, tap: CONTACT },
  {
    path: '/feedback/1',
    form: 'feedback',
    draft: { comment: 'The lid' },
    shown: { '#form-feedback_comment': 'The lid' },
    typeInto: '#form-feedback_comment',
    typed: ' sticks',
    kept: '"comment":"The lid sticks"',
    tap: CONTACT,
  },
  {
    path: '/net-promoter-score',
    form: 'nps',
    draft: { comment: 'Quick' },
    shown: { '#form-nps_comment': 'Quick' },
    typeInto: '#form-nps_comment',
    typed: ' to set up',
    kept: '"comment":"Quick to set up"',
    tap: CONTACT,
  },
  {
    path: '/reset-connections/specifications',
    form: 'specifications',
    draft: { dcSize: 10.5, acSize: 8, inverter: 'SMA' },
    shown: { '#form-specifications_dcSize': '10.5', '#form-specifications_acSize': '8' },
    typeInto: '#form-specifications_acSize',
    typed: '5',
    kept: '"acSize":85',
    tap: BACK,
  },
];

for (const { path, form, draft, shown, typeInto, typed, kept, tap } of FRAMED) {
  test.describe(`the frame of ${path}`, () => {
    test.beforeEach(async ({ page }) => {
      await storeJob(page, { path, form, draft, project: FRAME_PROJECT });
    });

    test("is painted from HTML with the stored draft before the app's code is asked for, and the app takes it over without a jump", async ({
      page,
    }, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await recordLayoutShift(page);
      const { release, asked } = await holdAppCode(page);
      await page.goto(path);
      await asked;
      await expect(page.locator('#app')).toHaveAttribute('data-frame', '');
      for (const [field, text] of Object.entries(shown)) await expect(page.locator(field)).toHaveValue(text);
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      // the submit button says it is getting ready until the app has taken it over; the rest must not change
      const shot = (name: string) =>
        page.screenshot({
          path: testInfo.outputPath(name),
          mask: [page.locator('#app button[type=submit]')],
          animations: 'disabled',
          caret: 'hide',
        });
      const frame = await shot('frame.png');
      release();
      await expect.poll(() => page.evaluate(BUTTONS_TAKEN_OVER), { timeout: 20_000 }).toBe(true);
      expect(await page.locator('#app').getAttribute('data-prerendered'), 'taken over, not drawn afresh').toBe(path);
      const app = await shot('app.png');
      const submit = await page.locator('#app button[type=submit]').boundingBox();
      expect(
        await pixelsDiffering(page, frame, app, submit),
        'the app draws what the frame drew (frame.png, app.png)',
      ).toBe(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
      for (const [field, text] of Object.entries(shown)) await expect(page.locator(field)).toHaveValue(text);
      expect(await layoutShift(page), 'layout shift').toBe(0);
      expect(errors).toEqual([]);
    });

    test('keeps what is typed into the frame while the app loads', async ({ page }) => {
      const { release, asked } = await holdAppCode(page);
      await page.goto(path);
      await asked;
      await expect(page.locator('#app')).toHaveAttribute('data-frame', '');
      const field = page.locator(typeInto);
      await field.click();
      await field.press('End');
      await field.pressSequentially(typed);
      release();
      await settled(page);
      const before = Object.values(shown)[Object.keys(shown).indexOf(typeInto)] ?? '';
      await expect(field).toHaveValue(`${before}${typed}`);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('solshare.formDrafts.v2'))).toContain(kept);
    });

    test(`a tap on ${tap.name} in the frame before the app has taken it over is not lost`, async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { release, asked } = await holdAppCode(page);
      await page.goto(path);
      await asked;
      await expect(page.locator('#app')).toHaveAttribute('data-frame', '');
      await page.getByRole('button', { name: tap.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`)); // held until the app has the button
      release();
      await expect(page).toHaveURL(tap.to);
    });
  });
}

/** A job's frame of `path` opened with the app's code held back; the returned function lets it through. */
async function openHeldFrame(page: Page, path: string, form: string): Promise<() => void> {
  await storeJob(page, { path, form, draft: undefined, project: FRAME_PROJECT });
  const { release, asked } = await holdAppCode(page);
  await page.goto(path);
  await asked;
  await expect(page.locator('#app')).toHaveAttribute('data-frame', '');
  return release;
}

const storedDrafts = (page: Page) => page.evaluate(() => localStorage.getItem('solshare.formDrafts.v2'));

test('a choice tapped in the feedback frame before the app has taken it over shows ticked at once and is in the draft once it has, so a reload keeps it', async ({
  page,
}) => {
  const release = await openHeldFrame(page, '/feedback/1', 'feedback');
  const issue = page.getByLabel(/Flag an issue/);
  await issue.check(); // fails if the tick waits for the app: the person sees nothing happen
  // the card's look follows its radio before the take-over too: one chosen card, not two
  const chosenBorder = 'rgb(8, 85, 63)'; // brand-800
  await expect(page.locator('label', { has: issue })).toHaveCSS('border-color', chosenBorder);
  for (const card of await page.locator('label', { has: page.locator('input[type=radio]:not(:checked)') }).all())
    await expect(card).not.toHaveCSS('border-color', chosenBorder);
  release();
  await settled(page);
  await expect(issue).toBeChecked();
  await expect.poll(() => storedDrafts(page)).toContain('"kind":"issue"');
  await page.reload();
  await expect(issue).toBeChecked();
});

test('a choice changed with the arrow keys in the feedback frame before the app has taken it over is in the draft once it has', async ({
  page,
}) => {
  const release = await openHeldFrame(page, '/feedback/1', 'feedback');
  const comment = page.getByLabel(/Write a comment/);
  const issue = page.getByLabel(/Flag an issue/);
  await comment.focus();
  await page.keyboard.press('ArrowUp'); // the browser moves the choice without a tap
  await expect(issue).toBeChecked();
  release();
  await settled(page);
  await expect(issue).toBeChecked();
  await expect.poll(() => storedDrafts(page)).toContain('"kind":"issue"');
});

test('a score tapped in the NPS frame before the app has taken it over shows at once and survives a reload made before the app took it', async ({
  page,
}) => {
  const release = await openHeldFrame(page, '/net-promoter-score', 'nps');
  const nine = page.getByRole('button', { name: '9', exact: true });
  await nine.click();
  // the person sees the tap taken: the number pressed, the slider moved to it, its words over it
  await expect(nine).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '7', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('slider')).toHaveValue('9');
  await expect(page.locator('output[for="form-nps_score"]')).toHaveText('Score: 9 out of 10');
  await page.reload(); // the app never took the tap
  release();
  await settled(page);
  await expect(page.getByRole('slider')).toHaveValue('9');
  await expect(nine).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Score: 9 out of 10')).toBeVisible();
  await expect.poll(() => storedDrafts(page)).toContain('"score":9');
});

test('a 7 tapped in the NPS frame, where the slider is drawn, is a chosen score once the app takes over', async ({
  page,
}) => {
  const release = await openHeldFrame(page, '/net-promoter-score', 'nps');
  const seven = page.getByRole('button', { name: '7', exact: true });
  await seven.click();
  await expect(seven).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('output[for="form-nps_score"]')).toHaveText('Score: 7 out of 10');
  release();
  await settled(page);
  await expect(seven).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Score: 7 out of 10')).toBeVisible();
  await expect.poll(() => storedDrafts(page)).toContain('"score":7');
});

test('a serial typed into the frame is still there when the installer comes back, though the page was left before the app took it over', async ({
  page,
}) => {
  const release = await openHeldFrame(page, '/commission/3', 'serial');
  await page.getByLabel('Serial number').pressSequentially('3p 35a 0412');
  await page.goto('/contact'); // Back, a link, a reload: the app never took the typed serial
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/commission/3');
  await expect(page.getByLabel('Serial number')).toHaveValue('3p 35a 0412');
});

test('the sign-up typed before the app took the page over is still there after a reload straight after it', async ({
  page,
}) => {
  const { release, asked } = await holdAppCode(page);
  await page.goto('/create-account');
  await asked; // the app's code is on its way, and held: only the page's boot script runs
  await page.getByLabel('Name').pressSequentially('Sam Sparky');
  await page.getByLabel('Company').pressSequentially('Sparky Electrical');
  await page.locator('#form-signUp_password').pressSequentially('a phrase of words');
  await page.reload(); // a slow first visit: seconds before the app arrives, and the installer switched apps
  release();
  await expect(page.getByRole('button', { name: 'SIGN UP' })).toBeEnabled(); // the app has taken over
  await expect(page.getByLabel('Name')).toHaveValue('Sam Sparky');
  await expect(page.getByLabel('Company')).toHaveValue('Sparky Electrical');
  await expect(page.locator('#form-signUp_password')).toHaveValue(''); // a password is never stored
});
