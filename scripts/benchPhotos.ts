// `npm run bench:photos`: a job with 30 photos where they are shown, in Chromium on a 390x844 phone.
// The photos are sent to the simulator as the app sends them (ffmpeg JPEGs of 1600 x 1200, the size the
// phone shrinks to), so every thumbnail is the server's full image: the heaviest case, a job looked at
// from another phone. It opens system info, scrolls through the 30 thumbnails, opens five full size,
// opens the report (all 30 at once, for printing), then leaves for the home menu in the app (no page
// load), and prints at each point the page's JS heap with the garbage collected (target: under 100 MB)
// and the object URLs alive (created and not revoked, counted at URL.createObjectURL): after leaving,
// none. Serves the production build on BENCH_PORT (default 4360). A benchmark, not a test.
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { sendPhotos, testJpegs, unitWithoutPhotos } from '../e2e/photos-support.ts';
import {
  launchChromium,
  startApp,
  stopServer,
  waitUntilAnswers,
  phoneContextWithoutWorker,
} from './lib/benchServer.ts';

const port = Number(process.env.BENCH_PORT ?? 4360);
const base = `http://127.0.0.1:${port}`;
const PHOTOS = 30;
const HEAP_TARGET_MB = 100;
const KINDS = ['meterBoard', 'ctClamp', 'unitWiring', 'unitLabel', 'outputLabels', 'inverterPlate', 'damageFound'];

/** Runs in the page before the app: counts object URLs alive. A string: tsx would wrap a function. */
const instrument = `(() => {
  const live = new Set();
  const create = URL.createObjectURL.bind(URL);
  const revoke = URL.revokeObjectURL.bind(URL);
  URL.createObjectURL = (blob) => { const url = create(blob); live.add(url); return url; };
  URL.revokeObjectURL = (url) => { live.delete(url); revoke(url); };
  window.__liveObjectUrls = () => live.size;
})();`;

const server = startApp(port);
const browser = await launchChromium();
try {
  await waitUntilAnswers(`${base}/config.json`, 300_000);
  const context = await phoneContextWithoutWorker(browser, base);
  const login = await context.request.post('/v2/auth/commissioner/login', {
    data: { email: 'installer@example.com', password: 'solshare-demo' },
  });
  const { token } = (await login.json()) as { token: string };
  const serial = await unitWithoutPhotos(context.request, token);
  const jpegs = testJpegs(PHOTOS);
  await sendPhotos(
    context.request,
    token,
    serial,
    jpegs.map((jpeg, i) => ({
      kind: KINDS[i % KINDS.length],
      ...(KINDS[i % KINDS.length] === 'ctClamp' ? { phase: 'L1' as const } : {}),
      takenAt: new Date(Date.UTC(2025, 2, 14, 9, i)).toISOString(),
      note: i % 3 === 0 ? `Photo ${i + 1}: a note of a line or two, as an installer writes one on a roof.` : '',
      jpeg,
    })),
  );
  const kb = jpegs.reduce((sum, j) => sum + j.byteLength, 0) / 1000;
  console.log(
    `bench:photos ${new Date().toISOString()}; ${PHOTOS} photos of ${serial}, ${(kb / PHOTOS).toFixed(0)} KB each on average (${(kb / 1000).toFixed(1)} MB); load ${loadavg()[0].toFixed(1)}`,
  );

  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.addInitScript({ content: instrument });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const measure = async (where: string) => {
    await page.waitForTimeout(1500); // fetches and decoding settle
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    const urls = await page.evaluate(() => (window as unknown as { __liveObjectUrls(): number }).__liveObjectUrls());
    const images = await page.locator('img[src^="blob:"]').count();
    console.log(
      `${where.padEnd(44)} JS heap ${(heap / 1e6).toFixed(1).padStart(5)} MB   object URLs alive ${String(urls).padStart(2)}   images shown ${images}`,
    );
    return { heap, urls };
  };

  await page.goto('/login');
  await page.getByLabel('Email').pressSequentially('installer@example.com');
  await page.getByLabel('Password').pressSequentially('solshare-demo');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/welcome$/);
  const rows = [await measure('home, before any photo')];
  await page.getByRole('button', { name: 'Reconfigure' }).click();
  await page.getByLabel('Serial number').pressSequentially(serial);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await page.waitForURL(/\/system-info$/);
  await page.getByRole('list', { name: 'Photos' }).waitFor();
  rows.push(await measure('system info, top'));
  await scrollThrough(page);
  rows.push(await measure('system info, scrolled to the last photo'));
  const tiles = page.getByTestId('photo-tile');
  for (const i of [29, 25, 20, 15, 10]) {
    await tiles.nth(i).getByRole('button').click();
    await page.getByTestId('photo-full').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
  rows.push(await measure('system info, five opened full size and closed'));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Commissioning report' }).click();
  await page.waitForURL(/\/commissioning-report$/);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="report-photo"] img').length === n, PHOTOS);
  rows.push(await measure('report, all 30 shown'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Homepage' }).click();
  await page.waitForURL(/\/welcome$/);
  const left = await measure('home again (left in the app, no page load)');
  rows.push(left);

  const most = Math.max(...rows.map((r) => r.heap)) / 1e6;
  console.log(
    `most JS heap ${most.toFixed(1)} MB (target under ${HEAP_TARGET_MB} MB): ${most < HEAP_TARGET_MB ? 'met' : 'NOT met'}; ` +
      `object URLs alive after leaving: ${left.urls} (${left.urls === 0 ? 'all released' : 'NOT all released'})`,
  );
  if (most >= HEAP_TARGET_MB || left.urls !== 0) process.exitCode = 1;
} finally {
  await browser.close();
  await stopServer(server);
}

/** scrolls down a screen at a time, as a thumb does, until the last photo is on screen */
async function scrollThrough(page: Page) {
  const last = page.getByTestId('photo-tile').last();
  for (let i = 0; i < 40; i++) {
    if (await last.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)) break;
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(250);
  }
}
