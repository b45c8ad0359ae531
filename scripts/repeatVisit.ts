// Part of `npm run bench:lighthouse`: a first visit and a repeat visit of each page on a roof's
// signal (400 kbps, 400 ms: one bar of signal), in a Chromium at 390x844. Prints when the largest
// text or image was drawn (LCP, the browser's own PerformanceObserver, no CPU slow-down) and how many
// of the scripts and styles the repeat visit got from the service worker rather than the network.
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const ROOF = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 };

export interface VisitFigures {
  firstLcpMs: number;
  repeatLcpMs: number;
  /** from the first visit's navigation to the service worker controlling the page (its precache in) */
  workerControlsMs: number;
  /** scripts and styles of the repeat visit: from the service worker / all */
  fromWorker: number;
  assets: number;
}

/** `seed` prepares a fresh context's storage for a page behind a login (null: the page is public). */
export async function measureVisits(
  base: string,
  path: string,
  chromePath: string,
  seed: ((context: BrowserContext) => Promise<void>) | null,
): Promise<VisitFigures> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    if (seed) await seed(context);
    const page = await onRoof(context);
    const firstLcpMs = await visit(page, () => page.goto(base + path, { waitUntil: 'load' }));
    // the worker has installed (every chunk precached) and controls the page (clientsClaim)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
      polling: 100,
    });
    const workerControlsMs = await page.evaluate(() => performance.now());
    const assets: boolean[] = [];
    page.on('response', (r) => {
      if (/\.(js|css)$/.test(new URL(r.url()).pathname)) assets.push(r.fromServiceWorker());
    });
    const repeatLcpMs = await visit(page, () => page.reload({ waitUntil: 'load' }));
    return {
      firstLcpMs,
      workerControlsMs,
      repeatLcpMs,
      fromWorker: assets.filter(Boolean).length,
      assets: assets.length,
    };
  } finally {
    await browser.close();
  }
}

export interface FirstVisitFigures {
  lcpMs: number;
  /** when every button of the screen first answered a tap (React had taken each over): script work a
   * page drawn from HTML does after its LCP shows here, not in the LCP */
  tapReadyMs: number;
}

/** The first visit alone (scripts/benchStartup.ts compares two builds by it): the same page, signal and LCP. */
export async function measureFirstVisit(
  base: string,
  path: string,
  chromePath: string,
  seed: ((context: BrowserContext) => Promise<void>) | null,
): Promise<FirstVisitFigures> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    if (seed) await seed(context);
    await context.addInitScript(WATCH_TAP_READY);
    const page = await onRoof(context);
    const lcpMs = await visit(page, () => page.goto(base + path, { waitUntil: 'load' }));
    const tapReadyMs = (await page.evaluate(TAP_READY_AT)) as number;
    return { lcpMs, tapReadyMs };
  } finally {
    await browser.close();
  }
}

// Every 25 ms from the page's first script: are there buttons in #app, each carrying React's props
// (the mark src/boot/holdTaps.ts waits for)? The first time, note the time since navigation start.
const WATCH_TAP_READY = `(() => {
  const check = () => {
    const app = document.getElementById('app');
    const buttons = app ? [...app.querySelectorAll('button')] : [];
    if (buttons.length > 0 && buttons.every((b) => Object.keys(b).some((k) => k.startsWith('__reactProps$'))))
      window.__tapReadyAt = performance.now();
    else setTimeout(check, 25);
  };
  check();
})()`;
// evaluated as a string: waitForFunction's predicate runs through eval, which the app's CSP forbids
const TAP_READY_AT = `new Promise((resolve) => {
  const ready = () => (window.__tapReadyAt ? resolve(window.__tapReadyAt) : setTimeout(ready, 50));
  ready();
  setTimeout(() => resolve(0), 60000); // never in a minute: say 0 rather than hang
})`;

async function onRoof(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', ROOF);
  return page;
}

async function visit(page: Page, go: () => Promise<unknown>): Promise<number> {
  await go();
  return page.evaluate(LCP_AFTER_TITLE) as Promise<number>;
}

// The last candidate reported is the LCP: once the screen's title is drawn, a quiet second brings no
// new one. A page not drawn from HTML (behind a login) paints its screen after the load event, once
// its code has arrived (a spinner before): without the wait it measured 0 s. A string, not a
// function: tsx's helper for function names does not exist in the page.
const LCP_AFTER_TITLE = `new Promise((resolve) => {
  let last = 0;
  let quiet;
  function settle() {
    clearTimeout(quiet);
    quiet = document.querySelector('main h1') ? setTimeout(() => resolve(last), 1000) : setTimeout(settle, 100);
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) last = entry.startTime;
    settle();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  settle();
  setTimeout(() => resolve(last), 60000); // none in a minute: say 0 rather than hang
})`;
