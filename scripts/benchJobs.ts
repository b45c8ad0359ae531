// `npm run bench:jobs`: ten commissioning jobs in a row in one tab, as a day in the field goes, each
// tapped and typed from "Before you start" to the success screen (scripts/lib/walkJob.ts), then
// COMMISSION ANOTHER UNIT. After each job, with the garbage collected, it prints the page's JS heap, its
// DOM nodes and event listeners (CDP Performance.getMetrics), and the heap in parts (scripts/lib/heapParts.ts:
// V8's compiled code, the browser's performance-entry buffers, and the rest, the app's own objects): a
// screen or store that keeps what an earlier job left makes the rest grow job after job. Target: flat,
// within 10% of the first job's.
// Serves the production build with `npm start`'s server on BENCH_PORT (default 4351), the unit's run
// sped up (SIM_SPEED=40). BENCH_JOBS sets how many. A benchmark, not a test.
import { loadavg } from 'node:os';
import { launchChromium, startApp, stopServer, waitUntilAnswers } from './lib/benchServer.ts';
import { heapParts } from './lib/heapParts.ts';
import { checklistToFirstGroup, firstGroupToSuccess, openChecklistFromHome } from './lib/walkJob.ts';

const port = Number(process.env.BENCH_PORT ?? 4351);
const base = `http://127.0.0.1:${port}`;
const JOBS = Number(process.env.BENCH_JOBS ?? 10);
// ready units that pass (docs/training-units.md: endings 11 to 20 have no behaviour of their own), a new unit
// for every job: 4611 to 4620, then 4711 to 4720… (a unit commissioned once would ask to be commissioned again)
const serials = Array.from({ length: JOBS }, (_, i) => `3P_35A_${46 + Math.floor(i / 10)}${11 + (i % 10)}`);

const server = startApp(port, { SIM_SPEED: '40' });
const browser = await launchChromium();
try {
  await waitUntilAnswers(`${base}/config.json`, 300_000);
  console.log(`bench:jobs ${new Date().toISOString()}; ${JOBS} jobs in one tab; load ${loadavg()[0].toFixed(1)}`);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page.setDefaultTimeout(60_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  /** heap, DOM nodes and listeners with the garbage collected, on the screen the page is on */
  const measure = async () => {
    await page.waitForTimeout(1000); // the screen's effects and fetches settle
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
    const parts = await heapParts(cdp);
    return {
      heap: metric('JSHeapUsedSize'),
      nodes: metric('Nodes'),
      listeners: metric('JSEventListeners'),
      code: parts.code,
      app: parts.app,
      appByName: parts.appByName,
    };
  };

  await page.goto(`${base}/login`);
  await page.getByLabel('Email').pressSequentially('installer@example.com');
  await page.getByLabel('Password').pressSequentially('solshare-demo');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/welcome$/);
  await openChecklistFromHome(page);
  const rows: ({ job: number; ms: number } & Awaited<ReturnType<typeof measure>>)[] = [];
  for (const [i, serial] of serials.entries()) {
    const started = Date.now();
    await checklistToFirstGroup(page, serial);
    await firstGroupToSuccess(page, `Shop ${i + 1}`);
    const ms = Date.now() - started;
    await page.getByRole('button', { name: 'COMMISSION ANOTHER UNIT' }).click();
    await page.waitForURL(/\/confirm-training$/);
    await page.getByRole('checkbox').first().waitFor();
    rows.push({ job: i + 1, ms, ...(await measure()) });
    const r = rows.at(-1)!;
    console.log(
      `job ${String(r.job).padStart(2)} (${serial}, ${(r.ms / 1000).toFixed(0)} s): heap ${(r.heap / 1e6).toFixed(2)} MB ` +
        `(compiled code ${(r.code / 1e6).toFixed(2)} MB, the app's objects ${(r.app / 1e6).toFixed(2)} MB), ` +
        `DOM nodes ${r.nodes}, listeners ${r.listeners}; load ${loadavg()[0].toFixed(1)}`,
    );
  }
  const first = rows[0];
  const last = rows.at(-1)!;
  const change = (a: number, b: number) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)}%`;
  const most = (key: 'heap' | 'nodes' | 'listeners' | 'app') => Math.max(...rows.map((r) => r[key]));
  console.log(
    `after job ${last.job} against job 1: heap ${change(first.heap, last.heap)} (most ${change(first.heap, most('heap'))}), ` +
      `compiled code ${change(first.code, last.code)}, the app's objects ${change(first.app, last.app)} (most ${change(first.app, most('app'))}), ` +
      `DOM nodes ${change(first.nodes, last.nodes)} (most ${change(first.nodes, most('nodes'))}), ` +
      `listeners ${change(first.listeners, last.listeners)}; target within 10%`,
  );
  // what of the app's part grew from the second job on (the first loads the code and its one-off state)
  const from = rows[Math.min(1, rows.length - 1)];
  const grown = [...last.appByName]
    .map(([name, bytes]) => [name, bytes - (from.appByName.get(name) ?? 0)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  console.log(
    `the app's part, grown from job ${from.job} to job ${last.job}: ` +
      grown.map(([name, bytes]) => `${name.trim()} ${(bytes / 1e3).toFixed(1)} KB`).join(' · '),
  );
} finally {
  await browser.close();
  await stopServer(server);
}
