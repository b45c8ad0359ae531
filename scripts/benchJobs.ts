// `npm run bench:jobs`: ten commissioning jobs in a row in one tab, as a day in the field goes, each
// tapped and typed from "Before you start" to the success screen (scripts/lib/walkJob.ts), then
// COMMISSION ANOTHER UNIT. After each job, with the garbage collected, it prints the page's JS heap, its
// DOM nodes and event listeners (CDP Performance.getMetrics), and the heap in parts (scripts/lib/heapParts.ts:
// V8's compiled code by tier, the browser's performance-entry buffers, and the rest, the app's own objects): a
// screen or store that keeps what an earlier job left makes the rest grow job after job. Target: flat,
// within 10% of the first job's.
// At the end: the code's growth by tier, how much of it is Playwright's own injected script (it runs in the
// page's heap; no phone runs it), the heap less that and less all of V8's baseline and optimised machine code
// (what V8's JIT adds as more functions get hot; docs/PERFORMANCE.md), and the counts of functions, scripts
// and RegExps (flat unless the same source is compiled again).
// Serves the production build with `npm start`'s server on BENCH_PORT (default 4351), the unit's run
// sped up (SIM_SPEED=40). BENCH_JOBS sets how many. A benchmark, not a test. For looking closer:
// BENCH_SNAPSHOT_DIR=dir saves each job's heap snapshot there (jobNN.heapsnapshot, ~19 MB each; open them
// in DevTools' Memory panel), BENCH_NO_SNAPSHOT=1 takes none (the heap figure alone), BENCH_JS_FLAGS
// passes V8 flags (e.g. "--no-sparkplug --no-maglev --no-turbofan": the interpreter only).
import { loadavg } from 'node:os';
import { launchChromium, startApp, stopServer, waitUntilAnswers } from './lib/benchServer.ts';
import { heapParts, type HeapParts } from './lib/heapParts.ts';
import { checklistToFirstGroup, firstGroupToSuccess, openChecklistFromHome } from './lib/walkJob.ts';

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
const port = Number(process.env.BENCH_PORT ?? 4351);
const base = `http://127.0.0.1:${port}`;
const JOBS = Number(process.env.BENCH_JOBS ?? 10);
// ready units that pass (docs/training-units.md: endings 11 to 20 have no behaviour of their own), a new unit
// for every job: 4611 to 4620, then 4711 to 4720… (a unit commissioned once would ask to be commissioned again)
const serials = Array.from({ length: JOBS }, (_, i) => `3P_35A_${46 + Math.floor(i / 10)}${11 + (i % 10)}`);

const server = startApp(port, { SIM_SPEED: '40' });
const browser = await launchChromium(process.env.BENCH_JS_FLAGS ? [`--js-flags=${process.env.BENCH_JS_FLAGS}`] : []);
try {
  await waitUntilAnswers(`${base}/config.json`, 300_000);
  console.log(`bench:jobs ${new Date().toISOString()}; ${JOBS} jobs in one tab; load ${loadavg()[0].toFixed(1)}`);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page.setDefaultTimeout(60_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  /** heap, DOM nodes and listeners with the garbage collected, on the screen the page is on */
  let measured = 0;
  const snapshotDir = process.env.BENCH_SNAPSHOT_DIR;
  const measure = async () => {
    measured++;
    await page.waitForTimeout(1000); // the screen's effects and fetches settle
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
    const heap = metric('JSHeapUsedSize'); // before the snapshot, so what it allocates is not counted
    const parts = process.env.BENCH_NO_SNAPSHOT
      ? undefined
      : await heapParts(cdp, snapshotDir && `${snapshotDir}/job${String(measured).padStart(2, '0')}.heapsnapshot`);
    return {
      heap,
      nodes: metric('Nodes'),
      listeners: metric('JSEventListeners'),
      code: parts?.code ?? NaN,
      codeByTier: parts?.codeByTier,
      benchCode: parts?.benchCode ?? NaN,
      counts: parts?.counts,
      app: parts?.app ?? NaN,
      appByName: parts?.appByName ?? new Map<string, number>(),
    };
  };

  await page.goto(`${base}/login`);
  await page.getByLabel('Email').pressSequentially('installer@example.com');
  await page.getByLabel('Password').pressSequentially('solshare-demo');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL(/\/welcome$/);
  await openChecklistFromHome(page);
  const tiers = (t: HeapParts['codeByTier'] | undefined) =>
    t
      ? `bytecode ${mb(t.bytecode)}, baseline ${mb(t.baseline)}, optimised ${mb(t.optimised)}, feedback ${mb(t.feedback)}, other ${mb(t.otherCode + t.metadata)}`
      : 'not taken';
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
        `(compiled code ${(r.code / 1e6).toFixed(2)} MB: ${tiers(r.codeByTier)}, of it Playwright's ${(r.benchCode / 1e6).toFixed(2)}; ` +
        `the app's objects ${(r.app / 1e6).toFixed(2)} MB), ` +
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
  // where the code grew: V8's tiers (bytecode flat, baseline and optimised code growing as more functions
  // cross the tiers' call counts, which add up over the tab's life) and how much of it is Playwright's
  const jit = (r: (typeof rows)[number]) => r.codeByTier!.baseline + r.codeByTier!.optimised;
  if (first.codeByTier && last.codeByTier) {
    const tierChange = (Object.keys(first.codeByTier) as (keyof HeapParts['codeByTier'])[])
      .map(
        (t) =>
          `${t} ${last.codeByTier![t] >= first.codeByTier![t] ? '+' : ''}${mb(last.codeByTier![t] - first.codeByTier![t])}`,
      )
      .join(', ');
    console.log(
      `compiled code, job 1 to job ${last.job}, in MB: ${tierChange}; of it Playwright's +${mb(last.benchCode - first.benchCode)}; ` +
        `the heap less Playwright's code ${change(first.heap - first.benchCode, last.heap - last.benchCode)}, ` +
        `less all baseline and optimised code ${change(first.heap - jit(first), last.heap - jit(last))}; ` +
        `functions ${first.counts!.functions} → ${last.counts!.functions}, scripts ${first.counts!.scripts} → ${last.counts!.scripts}, ` +
        `RegExps ${first.counts!.regexps} → ${last.counts!.regexps}`,
    );
  }
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
