// `npm run bench:lighthouse`: Lighthouse 12 (mobile, simulated slow 4G) on the public screens of the
// production build served by `npm start`'s server, printing the scores. A benchmark, not a test:
// it needs Chromium (CHROME_PATH, default /usr/bin/chromium) and fetches Lighthouse from the npm
// registry on first use (npx), so the project does not carry it as a dependency. Each page is run
// RUNS times (default 3) and the median run (by performance score) is printed, since one run on a
// shared machine varies by several points. /create-account stands for the form pages: the wizard's
// specifications form needs a session, which Lighthouse cannot seed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.BENCH_PORT ?? 4350);
const base = `http://127.0.0.1:${port}`;
const pages = (process.env.PAGES ?? '/,/login,/create-account,/info-centre').split(',');
const runs = Number(process.env.RUNS ?? 3);
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

// one process (not npx → tsx → node), so kill() stops the server
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env: { ...process.env, PORT: String(port), SIM_LOG: '0' }, stdio: 'ignore' });
try {
  await waitFor(`${base}/config.json`, 180_000);
  const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  console.log(`median of ${runs} runs; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('page'.padEnd(28), 'perf', 'a11y', 'best', '  FCP', '  LCP', '  TBT', '  all perf');
  for (const [i, page] of pages.entries()) {
    const results: Report[] = [];
    for (let n = 0; n < runs; n++) {
      const r = lighthouse(page, join(out, `${i}-${n}.json`));
      if (r) results.push(r);
    }
    if (results.length === 0) {
      console.log(page.padEnd(28), 'Lighthouse failed');
      continue;
    }
    const sorted = [...results].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const r = sorted[Math.floor(sorted.length / 2)];
    const score = (c: string) => String(Math.round(r.categories[c].score * 100)).padStart(4);
    const audit = (a: string) => (r.audits[a].displayValue ?? '').padStart(5);
    const all = sorted.map((x) => Math.round(x.categories.performance.score * 100)).join('/');
    console.log(page.padEnd(28), score('performance'), score('accessibility'), score('best-practices'), audit('first-contentful-paint'), audit('largest-contentful-paint'), audit('total-blocking-time'), `  ${all}`);
  }
} finally {
  server.kill();
}

type Report = { categories: Record<string, { score: number }>; audits: Record<string, { displayValue?: string }> };

function lighthouse(page: string, file: string): Report | null {
  const run = spawnSync('npx', ['--yes', 'lighthouse@12.8.2', base + page, '--quiet', `--chrome-flags=${chromeFlags}`,
    '--only-categories=performance,accessibility,best-practices', '--output=json', `--output-path=${file}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as Report;
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}
