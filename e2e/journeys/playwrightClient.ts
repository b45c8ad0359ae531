// Chromium's side of the journeys' interface, through Playwright (e2e/engine-journeys.spec.ts, and the
// side-by-side screenshots of scripts/engineScreens.ts).
import type { Page } from '@playwright/test';
import type { BrowserClient } from './driver.ts';

export function playwrightClient(page: Page, origin: string): BrowserClient {
  return {
    engine: 'chromium',
    async goto(path) {
      await page.goto(`${origin}${path}`);
    },
    async reload() {
      await page.reload();
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    async tap(selector) {
      await page.locator(selector).click();
    },
    async type(selector, text) {
      await page.locator(selector).pressSequentially(text);
    },
    async clear(selector) {
      await page.locator(selector).click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Backspace');
    },
    async select(selector, value) {
      await page.locator(selector).selectOption(value);
    },
    async uploadFile(selector, path) {
      await page.locator(selector).setInputFiles(path);
    },
    async screenshot(path) {
      await page.screenshot({ path });
    },
    printToPdf: () => page.pdf({ format: 'A4', printBackground: true }),
  };
}
