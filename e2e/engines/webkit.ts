// WebKitGTK (Debian's webkit2gtk-driver: WebKitWebDriver and MiniBrowser), Safari's engine, driven by
// WebdriverIO over classic WebDriver. MiniBrowser has no headless mode, so it draws into a virtual X
// display (Xvfb). What it needs, found by trying:
// - `--automation` in the browser's arguments (without it the new session hangs), no browserName;
// - a GTK style that shrinks the toolbar, or the window cannot be made 390 px wide;
// - a compiled German locale in LOCPATH for a German phone, or it sends `Accept-Language: C`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remote } from 'webdriverio';
import type { BrowserClient } from '../journeys/driver.ts';
import { IPHONE_UA, VIEWPORT, type EngineOptions, freePort, waitForPort } from './common.ts';

export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const GTK_STYLE = `* { min-height: 0; min-width: 0; }
headerbar, toolbar, .toolbar, box { padding: 0; margin: 0; }
entry { min-width: 8px; }`;

/** de_DE.UTF-8 compiled once into a folder of ours (Debian ships the source, not the compiled locale) */
function germanLocale(dir: string): string {
  const locpath = join(dir, 'locales');
  if (!existsSync(join(locpath, 'de_DE.UTF-8'))) {
    mkdirSync(locpath, { recursive: true });
    const r = spawnSync('localedef', ['-i', 'de_DE', '-f', 'UTF-8', join(locpath, 'de_DE.UTF-8')], {
      encoding: 'utf8',
    });
    // localedef exits 1 on warnings with the locale written; only a missing file is a failure
    if (!existsSync(join(locpath, 'de_DE.UTF-8'))) throw new Error(`localedef de_DE failed: ${r.stderr}`);
  }
  return locpath;
}

async function startXvfb(): Promise<{ display: string; proc: ChildProcess }> {
  // -displayfd: Xvfb picks a free display number and writes it to us
  const proc = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    proc.stdout?.once('data', (d: Buffer) => resolve(`:${d.toString().trim()}`));
    proc.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { display, proc };
}

export async function openWebKit(opts: EngineOptions): Promise<BrowserClient & { close(): Promise<void> }> {
  const xdg = join(opts.tmp, 'webkit-xdg');
  mkdirSync(join(xdg, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(xdg, 'gtk-3.0', 'gtk.css'), GTK_STYLE);
  const xvfb = await startXvfb();
  const lang = opts.language === 'de' ? 'de_DE.UTF-8' : 'en_US.UTF-8';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISPLAY: xvfb.display,
    XDG_CONFIG_HOME: xdg,
    XDG_CACHE_HOME: join(opts.tmp, `webkit-cache-${opts.language}`),
    XDG_DATA_HOME: join(opts.tmp, `webkit-data-${opts.language}`),
    LANG: lang,
    LANGUAGE: opts.language === 'de' ? 'de_DE:de' : 'en_US:en',
    LC_ALL: lang,
    LOCPATH: opts.language === 'de' ? germanLocale(opts.tmp) : (process.env.LOCPATH ?? ''),
  };
  if (!env.LOCPATH) delete env.LOCPATH;
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], { env, stdio: 'ignore' });
  const stopAll = () => {
    driver.kill();
    xvfb.proc.kill();
  };
  try {
    await waitForPort(port);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      connectionRetryTimeout: 120_000,
      capabilities: {
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', `--user-agent=${IPHONE_UA}`] },
      } as WebdriverIO.Capabilities,
    });
    // the window is the toolbar plus the page: grow it until the page itself is 390 × 844
    await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height + 40);
    const [w, h] = (await browser.execute('return [innerWidth, innerHeight]')) as [number, number];
    await browser.setWindowSize(VIEWPORT.width - (w - VIEWPORT.width), VIEWPORT.height + 40 - (h - VIEWPORT.height));

    const $ = (selector: string) => browser.$(selector);
    // A person scrolls to a button with their thumb before tapping it. WebKitGTK's WebDriver scrolls
    // for its click itself, and on a page with scroll-padding-top (the app's, for the sticky top bar)
    // it left an element near the page's end below the fold and refused the click as not
    // interactable (the page's own scrollIntoView reaches it). So the page scrolls it into view
    // first, as the thumb does; the click still checks that the element is what the tap hits.
    const reach = async (selector: string) => {
      const el = await $(selector);
      await browser.execute((e: Element) => e.scrollIntoView({ block: 'nearest' }), el);
      return el;
    };
    return {
      engine: 'webkit',
      async goto(path) {
        await browser.url(`${opts.origin}${path}`);
      },
      async reload() {
        await browser.refresh();
      },
      async evaluate<T>(expression: string) {
        return (await browser.execute(`return (${expression});`)) as T;
      },
      async tap(selector) {
        await (await reach(selector)).click();
      },
      async type(selector, text) {
        const el = await reach(selector);
        await el.click();
        await el.addValue(text); // WebDriver's Element Send Keys: one key event per character
      },
      async clear(selector) {
        const el = await reach(selector);
        await el.click();
        await browser.keys(['Control', 'a']);
        await browser.keys(['Backspace']);
      },
      async select(selector, value) {
        await (await $(selector)).selectByAttribute('value', value);
      },
      async uploadFile(selector, path) {
        // Send Keys without Element Clear first (setValue clears, which needs a visible input; a file
        // input sits behind its button)
        await (await $(selector)).addValue(path);
      },
      async screenshot(path) {
        await browser.saveScreenshot(path);
      },
      async printToPdf() {
        return null; // WebKitWebDriver does not implement WebDriver's Print Page
      },
      async close() {
        await browser.deleteSession().catch(() => undefined);
        stopAll();
      },
    };
  } catch (error) {
    stopAll();
    throw error;
  }
}
