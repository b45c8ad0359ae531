// Shared steps and checks for the end-to-end journeys.
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test as base } from '@playwright/test';

export const INSTALLER = { email: 'installer@example.com', password: 'solshare-demo' };
export const PROVIDER = { email: 'provider@example.com', password: 'solshare-demo' };

/** Sends the browser's Content-Security-Policy violation events of `target`'s pages to `record`. */
export async function reportCspEvents(target: Page | BrowserContext, record: (v: string) => void): Promise<void> {
  await target.exposeFunction('__reportCsp', record);
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp(v: string): void }).__reportCsp(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}

/** Chromium also reports a refused resource on the console, sometimes without the event */
export function reportCspConsole(page: Page, record: (v: string) => void): void {
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) record(m.text());
  });
}

/** Every page records Content-Security-Policy violations; each test ends by asserting there were none. */
export const test = base.extend<{ cspViolations: string[] }>({
  // auto: every test checks, whether or not it asks for the list
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await reportCspEvents(page, (v) => violations.push(v));
      reportCspConsole(page, (v) => violations.push(v));
      await use(violations);
      expect(violations, 'no Content-Security-Policy violation').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function logIn(page: Page, who = INSTALLER): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

/** H-01: Reconfigure from the home menu, then the serial; lands on /system-info. */
export async function openSystemInfo(page: Page, serial: string): Promise<void> {
  await logIn(page);
  await page.getByRole('button', { name: 'Reconfigure' }).click();
  await expect(page).toHaveURL(/\/reconfigure-enter-serial$/);
  await page.getByLabel('Serial number').fill(serial);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/system-info$/);
  await expect(page.getByRole('heading', { name: 'System info' })).toBeVisible();
}

/** axe-core scan: no serious or critical violations on what the page shows now. Legacy mode runs axe
 *  in the page itself: the default merges frames' results in a new tab per scan, with axe injected a
 *  second time, which doubles a scan's time; the app's screens have no cross-origin frames to merge.
 *  Only violations are written out node by node (axe builds a selector for every node it reports, and
 *  the passes are most of them): every violation is still found and listed whole, in about a quarter less
 *  time (650 to 750 ms against 850 to 1,000 ms a scan on five screens, measured on this machine). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`)).toEqual([]);
}

/** Serves the e2e server's config.json with these timings changed, for this page only. */
export async function withTiming(page: Page, timing: Record<string, number>): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as { timing: Record<string, number> };
    await route.fulfill({ json: { ...config, timing: { ...config.timing, ...timing } } });
  });
}

/** Waits until the focused field is in view, the page has stopped scrolling (two frames at the same
 *  place) and its fonts are in: a screenshot taken before the app has brought the first error into view
 *  draws the page scrolled to the button, its sticky header mid-page. */
export async function settledForScreenshot(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return true;
    const box = focused.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
  await page.waitForFunction(
    () =>
      new Promise<boolean>((done) => {
        const y = window.scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY === y)));
      }),
  );
}
