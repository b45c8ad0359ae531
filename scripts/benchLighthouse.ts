// `npm run bench:lighthouse`: Lighthouse 12 (mobile, simulated slow 4G, CPU 4x slower) on the
// production build served by `npm start`'s server, printing the median of RUNS runs (default 3) per
// page with the load average before each run (KEEP_REPORTS=1 keeps the JSON reports). A benchmark, not a test: it needs Chromium
// (CHROME_PATH, default /usr/bin/chromium) and fetches Lighthouse from the npm registry on first use
// (npx), so the project does not carry it as a dependency.
//
// Pages behind a login (the specifications form) run in a Chromium of our own whose storage holds a
// real session, a project draft (serial and address) and what was typed on the form, seeded through
// the API as the e2e tests do;
// Lighthouse is told not to reset storage, so before each run we clear that origin's HTTP cache,
// service worker and Cache Storage ourselves: every run is a first visit, only the login is kept.
//
// Lighthouse's simulated throttling scales with the CPU time it observes, so a busy machine lowers
// the scores: a run started at a 1-minute load average above the machine's core count is marked `*`,
// and each run's benchmarkIndex (Lighthouse's own measure of the CPU it got) is printed beside it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { measureVisits } from './repeatVisit.ts';
import { waitUntilAnswers } from './lib/benchServer.ts';
import { seedContext, seedInstaller } from './lib/benchSeed.ts';

const port = Number(process.env.BENCH_PORT ?? 4350);
let debugPort = 0; // the seeded Chromium's DevTools port, chosen by Chromium (another agent may hold port + 1)
const base = `http://127.0.0.1:${port}`;
const pages = (process.env.PAGES ?? '/,/login,/create-account,/commission/specifications').split(',');
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const quietFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const chromeFlags = ['--headless=new', ...quietFlags].join(' ');
/** pages that need a session: their guards would redirect a fresh browser to /login */
const LOGGED_IN = /^\/commission\//;
const cores = availableParallelism();
const load1 = () => loadavg()[0];

type Report = {
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number }>;
  audits: Record<string, { displayValue?: string; numericValue?: number }>;
  finalDisplayedUrl: string;
};
type Run = { report: Report; load: number };

// one process (not npx → tsx → node), so kill() stops the server
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  env: { ...process.env, PORT: String(port), SIM_LOG: '0' },
  stdio: 'ignore',
});
let browser: ChildProcess | undefined;
let profileDir: string | undefined;
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  await waitUntilAnswers(`${base}/config.json`, 180_000);
  console.log(
    `each figure the median of ${runs} runs; ${cores} cores; load average at start ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `${'page'.padEnd(28)} perf a11y best     FCP     LCP    TBT   CLS   target   each run: perf/LCP s (load average before it, * = above ${cores}; Lighthouse's benchmarkIndex, lower = slower CPU)`,
  );
  const session = pages.some((p) => LOGGED_IN.test(p)) ? await seededBrowser() : undefined;
  browser = session?.process;
  for (const [i, page] of pages.entries()) {
    const results: Run[] = [];
    for (let n = 0; n < runs; n++) {
      const loggedIn = LOGGED_IN.test(page);
      if (loggedIn) await session!.firstVisit();
      const load = load1();
      const report = lighthouse(page, join(out, `${i}-${n}.json`), loggedIn);
      if (report) results.push({ report, load });
    }
    if (results.length === 0) {
      console.log(page.padEnd(28), 'Lighthouse failed');
      continue;
    }
    // each figure is its own median over the runs (the targets: performance ≥ 98, CLS 0 and
    // LCP ≤ 1.5 s on the public pages, ≤ 2.0 s on the form behind a login)
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const score = (c: string) => median(results.map((x) => Math.round(x.report.categories[c].score * 100)));
    const ms = (a: string) => median(results.map((x) => x.report.audits[a].numericValue ?? NaN));
    const seconds = (v: number) => `${(v / 1000).toFixed(2)} s`.padStart(7);
    const perf = score('performance');
    const lcp = ms('largest-contentful-paint');
    const cls = ms('cumulative-layout-shift');
    const lcpTarget = LOGGED_IN.test(page) ? 2000 : 1500;
    const verdict = perf >= 98 && lcp <= lcpTarget && cls === 0 ? 'met' : 'NOT MET';
    const all = results
      .map(
        (x) =>
          `${Math.round(x.report.categories.performance.score * 100)}/${((x.report.audits['largest-contentful-paint'].numericValue ?? NaN) / 1000).toFixed(2)} (${x.load.toFixed(1)}${x.load > cores ? '*' : ''}, ${Math.round(x.report.environment.benchmarkIndex)})`,
      )
      .join(' ');
    const landed = results.map((x) => new URL(x.report.finalDisplayedUrl).pathname).find((p) => p !== page);
    const note = landed === undefined ? '' : `   (landed on ${landed}: not the page asked for)`;
    console.log(
      page.padEnd(28),
      String(perf).padStart(4),
      String(score('accessibility')).padStart(4),
      String(score('best-practices')).padStart(4),
      seconds(ms('first-contentful-paint')),
      seconds(lcp),
      `${Math.round(ms('total-blocking-time'))} ms`.padStart(6),
      cls.toFixed(2).padStart(5),
      `${verdict} (LCP ≤ ${(lcpTarget / 1000).toFixed(1)} s)`.padStart(20),
      `  ${all}${note}`,
    );
  }
  console.log(
    `\nfirst visit and repeat visit at 400 kbps / 400 ms (Chromium at 390x844, no CPU slow-down; LCP by the browser's PerformanceObserver)`,
  );
  for (const page of pages) {
    try {
      const f = await measureVisits(base, page, chromePath, LOGGED_IN.test(page) ? (c) => seedContext(c, base) : null);
      const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(6);
      console.log(
        page.padEnd(28),
        `LCP first ${s(f.firstLcpMs)}   worker in control ${s(f.workerControlsMs)}   repeat ${s(f.repeatLcpMs)}   ${f.fromWorker} of ${f.assets} scripts and styles from the service worker`,
      );
    } catch (error) {
      console.log(page.padEnd(28), `the visits failed: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  console.log(
    `load average at end ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
} finally {
  if (browser && browser.exitCode === null) {
    const exited = new Promise((resolve) => browser!.once('exit', resolve));
    browser.kill();
    await exited; // Chromium writes its profile until it is gone
  }
  server.kill();
  if (profileDir) rmSync(profileDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  if (process.env.KEEP_REPORTS) console.log(`Lighthouse's reports are in ${out}`);
  else rmSync(out, { recursive: true, force: true });
}

function lighthouse(page: string, file: string, loggedIn: boolean): Report | null {
  const target = loggedIn ? [`--port=${debugPort}`, '--disable-storage-reset'] : [`--chrome-flags=${chromeFlags}`];
  const run = spawnSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      base + page,
      '--quiet',
      ...target,
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${file}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (run.status !== 0) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Report;
}

/** A Chromium with a logged-in installer and a draft up to the specifications step in its storage. */
async function seededBrowser(): Promise<{ process: ChildProcess; firstVisit(): Promise<void> }> {
  const profile = (profileDir = mkdtempSync(join(tmpdir(), 'lighthouse-profile-')));
  const proc = spawn(
    chromePath,
    ['--headless=new', ...quietFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  debugPort = await devToolsPort(profile, 60_000);
  await withPage((page) => seedInstaller(page, base));
  return {
    process: proc,
    firstVisit: () =>
      withPage(async (page) => {
        const client = await page.context().newCDPSession(page);
        await client.send('Network.clearBrowserCache');
        await client.send('Storage.clearDataForOrigin', {
          origin: base,
          storageTypes: 'service_workers,cache_storage',
        });
      }),
  };
}

/** Playwright attaches to new tabs and holds them at start: connect only for this work, then let go before Lighthouse runs */
async function withPage(work: (page: Page) => Promise<void>): Promise<void> {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const page = await cdp.contexts()[0].newPage();
    await work(page);
    await page.close();
  } finally {
    await cdp.close(); // disconnects; the browser and its storage stay
  }
}

async function devToolsPort(profile: string, ms: number): Promise<number> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return port;
    } catch {
      // not written yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Chromium did not open its DevTools port within ${ms / 1000} s`);
}
