// One phone page per worker for the sweeps (a route each, nothing kept between them): a fresh browser
// context costs Chromium a new renderer and a cold start of the app's scripts, about 1.6 s of CPU per
// test, more than most sweep tests spend on their own check. Between tests the page is put back as a
// fresh one would be: the test's init scripts and routes removed, its listeners dropped, cookies, both
// storages, IndexedDB and Cache Storage cleared, the viewport back to the phone's, on the app's origin
// without the app (clearedOnAppOrigin). A test that fails gets a new context afterwards, so nothing of
// a broken page reaches the next test.
//
// For a spec whose tests use only the page and the request fixtures: what the reset does not undo is left
// to a spec that uses the context itself (its init scripts, permissions, offline service workers), the
// browser history (back.spec walks it), CDP sessions and emulated media. Those keep support.ts's test.
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test as base,
} from '@playwright/test';
import { BASE_URL } from './phone.ts';
import { reportCspConsole, reportCspEvents } from './support.ts';

interface SharedPhone {
  options: PhoneOptions;
  context: BrowserContext;
  page: Page;
  /** this test's Content-Security-Policy violations */
  violations: string[];
  /** init scripts the running test added (disposed after it) */
  initScripts: { [Symbol.asyncDispose](): Promise<void> }[];
}

const TEST_LISTENED = ['console', 'pageerror', 'request', 'response', 'dialog', 'framenavigated'] as const;

function listenForCsp(phone: SharedPhone): void {
  reportCspConsole(phone.page, (v) => phone.violations.push(v));
}

/** the options a spec may change with test.use that a context is opened with */
type PhoneOptions = Pick<
  BrowserContextOptions,
  'locale' | 'viewport' | 'isMobile' | 'hasTouch' | 'timezoneId' | 'serviceWorkers' | 'reducedMotion'
>;

async function openPhone(browser: Browser, options: PhoneOptions, shared?: SharedPhone): Promise<SharedPhone> {
  const context = await browser.newContext({ ...options, baseURL: BASE_URL });
  const phone: SharedPhone = shared ?? {
    options,
    context,
    page: undefined as unknown as Page,
    violations: [],
    initScripts: [],
  };
  phone.context = context;
  await reportCspEvents(context, (v) => phone.violations.push(v));
  const page = await context.newPage();
  const addInitScript = page.addInitScript.bind(page);
  page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
    const script = await addInitScript(...args);
    phone.initScripts.push(script);
    return script;
  }) as Page['addInitScript'];
  phone.page = page;
  listenForCsp(phone);
  return phone;
}

/** Back to a page as a fresh context would give it: nothing of the last test left behind. */
async function resetPhone(phone: SharedPhone): Promise<void> {
  const { page, context } = phone;
  for (const script of phone.initScripts.splice(0)) await script[Symbol.asyncDispose]();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const event of TEST_LISTENED) page.removeAllListeners(event);
  listenForCsp(phone);
  await context.setOffline(false);
  if (phone.options.viewport) await page.setViewportSize(phone.options.viewport);
  await clearedOnAppOrigin(page);
}

/**
 * What the app keeps on the phone cleared as a fresh context has it (both storages, IndexedDB, Cache
 * Storage, cookies), the page left on the app's origin without the app. In the page, not by leaving
 * for about:blank and `setStorageState`: those give the next page of the app a new renderer process,
 * and the reset cost about 1.2 s of CPU and 0.6 s against 0.24 s and 0.1 s, the app's next load twice
 * as much (docs/PERFORMANCE.md). Leaving the app first lets it keep its drafts (it does as the page is
 * hidden), so they are cleared too.
 */
export async function clearedOnAppOrigin(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/config.json`);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const deleted = (name: string) =>
      new Promise<void>((done) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = request.onerror = request.onblocked = () => done();
      });
    for (const { name } of await indexedDB.databases()) if (name) await deleted(name);
    for (const key of await caches.keys()) await caches.delete(key);
  });
  await page.context().clearCookies();
}

/** The worker's phones, one per set of options (a German phone beside the English one). */
type Phones = Map<string, SharedPhone>;

export const test = base.extend<{ cspViolations: string[]; sharedPhone: SharedPhone }, { phones: Phones }>({
  phones: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const phones: Phones = new Map();
      await use(phones);
      for (const phone of phones.values()) await phone.context.close();
    },
    { scope: 'worker' },
  ],
  sharedPhone: async (
    { phones, browser, locale, viewport, isMobile, hasTouch, timezoneId, serviceWorkers, reducedMotion },
    use,
  ) => {
    const options: PhoneOptions = { locale, viewport, isMobile, hasTouch, timezoneId, serviceWorkers, reducedMotion };
    const key = JSON.stringify(options);
    const phone = phones.get(key) ?? (await openPhone(browser, options));
    phones.set(key, phone);
    await use(phone);
  },
  context: async ({ sharedPhone }, use) => use(sharedPhone.context),
  page: async ({ sharedPhone, browser }, use, testInfo) => {
    await use(sharedPhone.page);
    // a page that failed, or that cannot be put back (a navigation still under way), is replaced
    const putBack =
      testInfo.status === testInfo.expectedStatus &&
      (await resetPhone(sharedPhone).then(
        () => true,
        () => false,
      ));
    if (!putBack) {
      await sharedPhone.context.close();
      sharedPhone.initScripts.length = 0;
      await openPhone(browser, sharedPhone.options, sharedPhone);
    }
  },
  // auto: every test checks, whether or not it asks for the list (as support.ts's test does)
  cspViolations: [
    async ({ sharedPhone }, use) => {
      sharedPhone.violations.length = 0;
      await use(sharedPhone.violations);
      expect([...sharedPhone.violations], 'no Content-Security-Policy violation').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
