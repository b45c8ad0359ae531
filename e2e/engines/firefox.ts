// Firefox ESR (Debian's firefox-esr) driven by puppeteer-core over WebDriver BiDi, which Firefox
// speaks itself: no geckodriver, whose npm package would download a binary. puppeteer-core downloads
// no browser either; it launches the one at FIREFOX_PATH.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import type { BrowserClient } from '../journeys/driver.ts';
import { VIEWPORT, type EngineOptions } from './common.ts';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function openFirefox(opts: EngineOptions): Promise<BrowserClient & { close(): Promise<void> }> {
  const profile = join(opts.tmp, `firefox-profile-${opts.language}-${Date.now()}`);
  mkdirSync(profile, { recursive: true });
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    protocolTimeout: 120_000,
    timeout: 120_000,
    extraPrefsFirefox: {
      'intl.accept_languages': opts.language === 'de' ? 'de-DE,de' : 'en-US,en',
      'intl.locale.requested': opts.language === 'de' ? 'de-DE' : 'en-US',
      'print.always_print_silent': true,
      'ui.useOverlayScrollbars': 1, // a phone's scrollbars take no width from the page
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  await page.setViewport({ ...VIEWPORT });
  return {
    engine: 'firefox',
    async goto(path) {
      await page.goto(`${opts.origin}${path}`, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    async evaluate<T>(expression: string) {
      return (await page.evaluate(expression)) as T;
    },
    async tap(selector) {
      await page.locator(selector).click();
    },
    async type(selector, text) {
      await page.locator(selector).click();
      await page.keyboard.type(text); // one key event per character
    },
    async clear(selector) {
      await page.locator(selector).click();
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
    },
    async select(selector, value) {
      await page.select(selector, value);
    },
    async uploadFile(selector, path) {
      const input = await page.$(selector);
      if (!input) throw new Error(`no file input ${selector}`);
      await (input as unknown as { uploadFile(p: string): Promise<void> }).uploadFile(path);
    },
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    async printToPdf() {
      return Buffer.from(await page.pdf({ format: 'A4', printBackground: true }));
    },
    async close() {
      await browser.close().catch(() => undefined);
    },
  };
}
