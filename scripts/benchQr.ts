// `npm run bench:qr`: the QR step's photo fallback as a busy mid-range phone meets it: Chromium at 390x844
// with its CPU slowed 4x, a photo chosen on /commission/4, and the time until the app answers (the unit's
// search started, or "no code in that photo"), beside the longest task the page's main thread ran in
// that time (the screen stands still for as long). Photos: a phone's 12 MP photo of a label, the same
// enclosure with no code, and the 640x480 frame the end-to-end tests use. Three rounds each; the
// median. Serves the production build on BENCH_PORT (default 4365). A benchmark, not a test.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Browser } from '@playwright/test';
import { phonePhotoOfQr, phonePhotoWithoutCode, qrCodePng } from '../e2e/qr-photos.ts';
import { projectAt11, seed } from '../e2e/wizard-support.ts';
import {
  launchChromium,
  startApp,
  stopServer,
  waitUntilAnswers,
  phoneContextWithoutWorker,
} from './lib/benchServer.ts';

const port = Number(process.env.BENCH_PORT ?? 4365);
const base = `http://127.0.0.1:${port}`;
const ROUNDS = 3;
const CPU_SLOWDOWN = 4;

/** Runs in the page before the app: the longest task since the last reset. A string: tsx would wrap a function. */
const instrument = `(() => {
  window.__longest = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
  }).observe({ type: 'longtask' });
})();`;

const dir = mkdtempSync(join(tmpdir(), 'bench-qr-'));
const frame = join(dir, 'frame.png');
execFileSync('ffmpeg', [
  '-y',
  '-loglevel',
  'error',
  '-i',
  qrCodePng(dir, '3P_35A_7702'),
  '-vf',
  'scale=400:400,pad=640:480:120:40:white',
  frame,
]);
const photos = [
  { name: "a phone's 12 MP photo of the label", file: phonePhotoOfQr(dir, '3P_35A_7701'), found: true },
  { name: 'a 12 MP photo with no code', file: phonePhotoWithoutCode(dir), found: false },
  { name: 'a 640x480 frame of the label', file: frame, found: true },
];

const server = startApp(port);
const browser = await launchChromium();
try {
  await waitUntilAnswers(`${base}/config.json`, 300_000);
  console.log(`bench:qr ${new Date().toISOString()}; CPU slowed ${CPU_SLOWDOWN}x; load ${loadavg()[0].toFixed(1)}`);
  for (const photo of photos) {
    const rounds: { answerMs: number; longestMs: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await choosePhoto(browser, photo.file, photo.found));
    const median = (key: 'answerMs' | 'longestMs') => rounds.map((r) => r[key]).sort((a, b) => a - b)[ROUNDS >> 1];
    console.log(
      `${photo.name.padEnd(36)} to the answer ${String(median('answerMs')).padStart(5)} ms   longest task ${String(median('longestMs')).padStart(5)} ms   (load ${loadavg()[0].toFixed(1)})`,
    );
  }
} finally {
  await browser.close();
  await stopServer(server);
}

async function choosePhoto(browser: Browser, file: string, found: boolean) {
  const context = await phoneContextWithoutWorker(browser, base);
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await seed(page, projectAt11('', 'AU', { unit: null }));
    await page.addInitScript({ content: instrument });
    await page.goto('/commission/4');
    const input = page.locator('input[type="file"]');
    await input.waitFor({ state: 'attached' });
    await page.waitForTimeout(1000); // the screen's own start settles
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(() => ((window as unknown as { __longest: number }).__longest = 0));
    const start = Date.now();
    await input.setInputFiles(file);
    if (found) await page.waitForURL(/\/commission\/(5|8)$/);
    else await page.getByText('We could not find a QR code in that photo.', { exact: false }).waitFor();
    const answerMs = Date.now() - start;
    const longestMs = Math.round(await page.evaluate(() => (window as unknown as { __longest: number }).__longest));
    return { answerMs, longestMs };
  } finally {
    await context.close();
  }
}
