// `npm run bench:phone`: what a busy mid-range phone feels, in Chromium with the CPU 4x
// slower (CDP Emulation.setCPUThrottlingRate) and, for the fleet's first site, 400 kbps / 400 ms
// (CDP Network.emulateNetworkConditions). Prints, each with the load average beside it:
//   - sign-up form: keystroke → next frame p50/p98 (frames, not event timing: the browser's event
//     timing over-reports password fields), and tap → next frame;
//   - a job's screens, home to the first output group: tap → the next screen's heading painted, per
//     step, on a first visit over 400 kbps / 400 ms (no cache, no service worker yet) and on the next
//     job in the same tab (the code cached), both at 4x CPU; a person reads the home screen and the
//     start-up steps (/commission/1) 3 s each, and taps every other step as soon as it shows, or after
//     BENCH_READ_MS on each (a person reading it); BENCH_CHECK_SERIAL_MS: how long the typed serial is checked
//     against the label before NEXT (0: NEXT straight after the last key);
//   - the fleet at 1,000, 10,000 and 50,000 sites: tap View fleet → first site (slow network), at once
//     and after 5 s on the home screen (what the app fetches ahead meanwhile),
//     keystroke → next frame, letter typed → list narrowed, letter taken back → list widened, → the server's answer
//     drawn (p50/p98), JS heap after the list, and
//     the bytes on the wire (the largest answer and the sum).
// Serves the production build with `npm start`'s server on BENCH_PORT (default 4350), restarted per
// fleet size (SIM_LARGE_FLEET_SITES). BENCH_SIZES=1000 runs one size; BENCH_SKIP_JOB=1 leaves the job's
// steps out; BENCH_NO_SW=1 blocks the service worker; BENCH_TRACE=1 lists the fleet's first tap's requests
// (sent and done, from the tap). A benchmark, not a test.
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { launchChromium, startApp, stopServer, waitUntilAnswers } from './lib/benchServer.ts';
import { checklistToFirstGroup, openChecklistFromHome } from './lib/walkJob.ts';

const port = Number(process.env.BENCH_PORT ?? 4350);
const base = `http://127.0.0.1:${port}`;
const CPU_SLOWDOWN = 4;
const READ_MS = Number(process.env.BENCH_READ_MS ?? 0); // how long a person looks at each job screen before acting
// how long the installer checks the typed serial against the label before NEXT (the unit is asked for meanwhile)
const CHECK_SERIAL_MS = Number(process.env.BENCH_CHECK_SERIAL_MS ?? 0);
const SLOW = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const FAST = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,50000').split(',').map(Number);
const TYPED = ['george', 'mill', '3p_35a_81'];

/**
 * In the page before the app: keydown and click times, and the next frame after each; when the list's
 * count line last changed. A string, not a function: tsx would wrap named functions in a helper the page lacks.
 */
const instrument = `(() => {
  const frame = (done) => requestAnimationFrame(() => setTimeout(() => done(performance.now())));
  const b = { keyFrames: [], tapFrames: [], countAt: 0, listTimes: [], shown: 0, tap: 0, steps: [], heading: null };
  window.__phone = b;
  document.addEventListener('keydown', (e) => { const at = performance.now(); frame((t) => b.keyFrames.push(t - at)); }, true);
  document.addEventListener('click', () => { const at = performance.now(); b.tap = at; frame((t) => b.tapFrames.push(t - at)); }, true);
  new MutationObserver(() => {
    if (!b.shown && document.querySelector('[data-testid="fleet-site"]')) frame((t) => { b.shown = b.shown || t; });
    const c = document.querySelector('[data-testid="fleet-count"]');
    // the server's answer: the count line says a number again; the list: the cards shown change
    if (c && c.textContent !== b.countText) { b.countText = c.textContent; if (/[0-9]/.test(c.textContent)) b.countAt = performance.now(); }
    const cards = [...document.querySelectorAll('[data-testid="fleet-site"]')].map((e) => e.textContent).join('|'); // a dozen drawn: the list is virtualised
    if (cards !== b.cards) { b.cards = cards; b.listTimes.push(performance.now()); }
    const h = document.querySelector('main h1');
    const heading = h ? h.textContent : null;
    if (heading && heading !== b.heading) {
      b.heading = heading;
      const tap = b.tap;
      const path = location.pathname;
      frame((t) => b.steps.push({ path, ms: t - tap }));
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

declare global {
  interface Window {
    __phone: {
      keyFrames: number[];
      tapFrames: number[];
      countAt: number;
      countText?: string;
      listTimes: number[];
      cards?: string;
      shown: number;
      tap: number;
      steps: { path: string; ms: number }[];
    };
  }
}

const load = () => `load ${loadavg()[0].toFixed(1)}`;
const ms = (v: number) => `${Math.round(v)} ms`;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const p50p98 = (v: number[]) => `p50 ${ms(quantile(v, 0.5))} / p98 ${ms(quantile(v, 0.98))} (${v.length})`;

const startServer = (largeFleet: number): ChildProcess => startApp(port, { SIM_LARGE_FLEET_SITES: String(largeFleet) });

async function phone(browser: Browser): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // BENCH_NO_SW=1: no service worker, as a first visit is before it has cached the app: what a step's
    // code then costs is the network's, or the HTTP cache's where the app fetched it ahead
    serviceWorkers: process.env.BENCH_NO_SW ? 'block' : 'allow',
  });
  await page.addInitScript({ content: instrument });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return { page, cdp };
}

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('solshare-demo');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/welcome$/);
}

/** bytes on the wire of the API answers since `from` (encodedBodySize: compressed as sent) */
async function apiBytes(page: Page): Promise<{ largest: number; sum: number }> {
  return page.evaluate(() => {
    const sizes = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.name.includes('/v2/'))
      .map((r) => r.encodedBodySize);
    return { largest: Math.max(0, ...sizes), sum: sizes.reduce((a, b) => a + b, 0) };
  });
}

/** the requests since the tap: name, sent → done in ms from the tap, bytes on the wire */
async function requestsFromTap(page: Page): Promise<string> {
  const rows = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({
      name: r.name.replace(location.origin, '').replace(/-[\w-]{8}\.js$/, '.js'),
      sent: r.startTime - window.__phone.tap,
      done: r.responseEnd - window.__phone.tap,
      bytes: r.transferSize,
    })),
  );
  return rows.map((r) => `${r.name} ${Math.round(r.sent)}→${Math.round(r.done)} (${r.bytes} B)`).join(' · ');
}

async function signUpForm(browser: Browser): Promise<void> {
  const { page, cdp } = await phone(browser);
  await page.goto(`${base}/create-account`);
  await page.getByLabel('Name').waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(() => {
    window.__phone.keyFrames = [];
    window.__phone.tapFrames = [];
  });
  for (const [label, text] of [
    ['Name', 'Sam Sparky'],
    ['Company', 'Sparky Electrical'],
    ['License number', 'EL-12345'],
  ] as const) {
    await page.getByLabel(label).click();
    await page.keyboard.type(text, { delay: 60 });
  }
  const b = await page.evaluate(() => window.__phone);
  console.log(
    `Sign-up form, CPU ${CPU_SLOWDOWN}x: keystroke → next frame ${p50p98(b.keyFrames)}; tap → next frame ${p50p98(b.tapFrames)}; ${load()}`,
  );
  await page.close();
}

/** NEXT → next step painted over one job, on a first visit over the slow network and on the next job. */
async function jobSteps(browser: Browser): Promise<void> {
  const { page, cdp } = await phone(browser);
  page.setDefaultTimeout(120_000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', SLOW);
  await logIn(page, 'installer@example.com');
  for (const [round, serial] of [
    ['first visit, 400 kbps / 400 ms', '3P_35A_1401'],
    ['next job in the same tab, 400 kbps / 400 ms', '3P_35A_1402'],
  ] as const) {
    if (round.startsWith('next')) {
      await page.goto(`${base}/welcome`);
      await page.getByRole('button', { name: 'Commission a unit' }).waitFor();
    }
    await page.waitForTimeout(3000); // a person reads the home screen
    await page.evaluate(() => {
      window.__phone.steps = [];
    });
    await openChecklistFromHome(page);
    await checklistToFirstGroup(page, serial, READ_MS, CHECK_SERIAL_MS);
    const steps = await page.evaluate(() => window.__phone.steps);
    const taps = steps.filter((s) => !s.path.startsWith('/commission/5')); // the search screen comes after NEXT on the serial
    const sum = taps.reduce((a, s) => a + s.ms, 0);
    console.log(
      `Job steps, CPU ${CPU_SLOWDOWN}x, ${round}, each screen read ${READ_MS} ms, the serial checked ${CHECK_SERIAL_MS} ms: tap → next screen painted, sum ${ms(sum)} over ${taps.length}; ${load()}`,
    );
    console.log(`  ${steps.map((s) => `${s.path} ${ms(s.ms)}`).join(' · ')}`);
  }
  await page.close();
}

async function fleet(browser: Browser, size: number): Promise<void> {
  const { page, cdp } = await phone(browser);
  await logIn(page, size === 1000 ? 'fleet@example.com' : 'large-fleet@example.com');
  // the simulator seeds a large fleet on first use: warm it, so the figures are the app's, not the seeding
  await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('solshare.session.v1') ?? '{}').token as string;
    await fetch('/v2/view-fleet/summary', { headers: { Authorization: `Bearer ${token}` } });
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Network.emulateNetworkConditions', SLOW);
  const tapToFirstSite = async (dwellMs: number) => {
    await page.goto(`${base}/welcome`);
    await page.getByRole('button', { name: 'View fleet' }).waitFor();
    await page.waitForTimeout(dwellMs);
    await page.evaluate(() => {
      performance.clearResourceTimings();
      window.__phone.shown = 0;
    });
    await page.getByRole('button', { name: 'View fleet' }).click();
    await page.waitForFunction(() => window.__phone.shown > 0, undefined, { timeout: 120_000 });
    if (process.env.BENCH_TRACE)
      console.log(`  after ${dwellMs} ms on the home screen: ${await requestsFromTap(page)}`);
    return page.evaluate(() => window.__phone.shown - window.__phone.tap);
  };
  const heapHome = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const atOnce = await tapToFirstSite(0);
  const wire = await apiBytes(page);
  const afterDwell = await tapToFirstSite(5000); // a new page: nothing held in memory from the tap before
  await cdp.send('Network.emulateNetworkConditions', FAST); // keystrokes: the phone's own work, not the network
  await page.waitForTimeout(1000);

  const search = page.getByLabel('Search sites');
  await search.click();
  await page.evaluate(() => {
    window.__phone.keyFrames = [];
  });
  const toResults: number[] = [];
  const toList: number[] = []; // a letter typed: the list narrows on the phone
  const toWider: number[] = []; // a letter taken back: more sites, which only the server has
  for (const word of TYPED) {
    for (const ch of [...word, ...Array<string>(word.length).fill('Backspace')]) {
      const before = await page.evaluate(() => window.__phone.countAt);
      const at = await page.evaluate(() => performance.now());
      await search.press(ch === '_' ? 'Shift+Minus' : ch);
      // results: the count line changes once the server's answer is drawn (some keys do not change it)
      const changed = await page
        .waitForFunction((b) => window.__phone.countAt > b, before, { timeout: 3000 })
        .then(() => true)
        .catch(() => false);
      if (changed) toResults.push((await page.evaluate(() => window.__phone.countAt)) - at);
      // the first change of the cards drawn after the key: narrowed on the phone, or the answer drawn
      const firstChange = await page.evaluate((t) => window.__phone.listTimes.find((x) => x > t), at);
      if (firstChange !== undefined) (ch === 'Backspace' ? toWider : toList).push(firstChange - at);
      await page.waitForTimeout(350); // a finger's pace: each key's search is sent
    }
  }
  const keyFrames = await page.evaluate(() => window.__phone.keyFrames);
  await page.evaluate(() => (window as unknown as { gc?: () => void }).gc?.());
  const heap = (await cdp.send('Runtime.getHeapUsage')).usedSize;
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  const kb = (n: number) => `${(n / 1e3).toFixed(1)} KB`;
  console.log(`Fleet of ${size.toLocaleString('en')} sites, CPU ${CPU_SLOWDOWN}x:`);
  console.log(
    `  tap View fleet → first site (400 kbps / 400 ms): at once ${ms(atOnce)}, after 5 s on the home screen ${ms(afterDwell)}; ${load()}`,
  );
  console.log(
    `  bytes on the wire to the first site: largest answer ${kb(wire.largest)}, all ${kb(wire.sum)}; ${load()}`,
  );
  console.log(`  keystroke → next frame: ${p50p98(keyFrames)}; ${load()}`);
  console.log(`  letter typed → list narrowed (on the phone): ${p50p98(toList)}; ${load()}`);
  console.log(`  letter taken back → list widened (the server's answer): ${p50p98(toWider)}; ${load()}`);
  console.log(`  keystroke → the server's answer drawn (250 ms pause + server): ${p50p98(toResults)}; ${load()}`);
  console.log(`  JS heap: home ${mb(heapHome)}, after the list and ${keyFrames.length} keys ${mb(heap)}; ${load()}`);
  await page.close();
}

const browser = await launchChromium(['--js-flags=--expose-gc']);
let server: ChildProcess | undefined;
try {
  console.log(`bench:phone ${new Date().toISOString()}; ${load()}`);
  for (const [i, size] of SIZES.entries()) {
    server = startServer(size === 1000 ? 50_000 : size);
    await waitUntilAnswers(`${base}/config.json`, 300_000);
    if (i === 0) {
      await signUpForm(browser);
      if (!process.env.BENCH_SKIP_JOB) await jobSteps(browser);
    }
    await fleet(browser, size);
    await stopServer(server);
  }
} finally {
  await browser.close();
  if (server) await stopServer(server);
}
