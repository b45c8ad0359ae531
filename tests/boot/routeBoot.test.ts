// @vitest-environment jsdom -- this file needs the page: its storage, its events or its document
// When a route's boot script (src/boot/routeBoot.ts) asks for the app's code: a public route's page
// drawn from HTML waits for its first paint; a route behind a login comes with an empty page, which
// has no paint to wait for, so the app is asked for as the script runs. What it asks for first is
// config.json (src/boot/loadApp.ts), so that preload shows whether the app was asked for yet.
import { afterEach, describe, expect, it, vi } from 'vitest';

function routePage(drawn: string): void {
  document.head.innerHTML = '<script type="module" id="boot" data-load=""></script>';
  document.body.innerHTML = `<div id="app">${drawn}</div>`;
}
const askedForApp = () => document.head.querySelector('link[rel="preload"][href="/config.json"]') !== null;

async function runRouteBoot(): Promise<void> {
  vi.resetModules();
  await import('../../src/boot/routeBoot.ts');
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("a route's boot script asks for the app", () => {
  it('at once when nothing was drawn from HTML (a route behind a login): there is no paint to wait for', async () => {
    routePage('');
    await runRouteBoot();
    expect(askedForApp()).toBe(true);
  });

  it('not before the first paint when the page was drawn from HTML (a public route), and after it', async () => {
    routePage('<main><h1>Log in</h1></main>');
    await runRouteBoot();
    expect(askedForApp()).toBe(false);
    // jsdom reports no paint: asked after the first frame. Waited for here, so the ask never runs after the
    // file's page is gone (it did once in CI, under load: "document is not defined")
    await vi.waitFor(() => expect(askedForApp()).toBe(true));
  });
});
