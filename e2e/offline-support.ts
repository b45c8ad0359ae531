// A page that works with no signal: the service worker controls it and has what an offline start needs.
// For the specs that reload with no signal (they allow the service worker: test.use({ serviceWorkers: 'allow' })).
import { expect, type Page } from '@playwright/test';

/** Waits until the service worker controls the page and has the config for an offline start. */
export async function offlineReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'the service worker controls the page',
    })
    .toBe(true);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('app-config')).keys()).length), {
      message: 'config.json kept for offline',
    })
    .toBeGreaterThan(0);
  // installable: the page links the web app manifest (vite-plugin-pwa writes the link into the HTML)
  const manifest = () =>
    page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      return href ? ((await (await fetch(href)).json()) as { name?: string; start_url?: string }) : null;
    });
  await expect
    .poll(manifest, { message: 'the web app manifest is linked' })
    .toMatchObject({ name: 'SolShare Installer', start_url: '/' });
}
