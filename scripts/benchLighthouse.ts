// `npm run bench:lighthouse`: Lighthouse 12 (mobile, simulated slow 4G) on the public screens of the
// production build served by `npm start`'s server, printing the scores. A benchmark, not a test:
// it needs Chromium (CHROME_PATH, default /usr/bin/chromium) and fetches Lighthouse from the npm
// registry on first use (npx), so the project does not carry it as a dependency.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.BENCH_PORT ?? 4350);
const base = `http://127.0.0.1:${port}`;
const pages = ['/', '/login', '/create-account', '/info-centre', '/commission/1?info=true'];
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

// one process (not npx → tsx → node), so kill() stops the server
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { env: { ...process.env, PORT: String(port), SIM_LOG: '0' }, stdio: 'ignore' });
try {
  await waitFor(`${base}/config.json`, 180_000);
  const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  console.log('page'.padEnd(28), 'perf', 'a11y', 'best', '  FCP', '  LCP', '  TBT');
  for (const [i, page] of pages.entries()) {
    const file = join(out, `${i}.json`);
    const run = spawnSync('npx', ['--yes', 'lighthouse@12.8.2', base + page, '--quiet', `--chrome-flags=${chromeFlags}`,
      '--only-categories=performance,accessibility,best-practices', '--output=json', `--output-path=${file}`],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] });
    if (run.status !== 0) {
      console.log(page.padEnd(28), 'Lighthouse failed');
      continue;
    }
    const r = JSON.parse(readFileSync(file, 'utf8')) as { categories: Record<string, { score: number }>; audits: Record<string, { displayValue?: string }> };
    const score = (c: string) => String(Math.round(r.categories[c].score * 100)).padStart(4);
    const audit = (a: string) => (r.audits[a].displayValue ?? '').padStart(5);
    console.log(page.padEnd(28), score('performance'), score('accessibility'), score('best-practices'), audit('first-contentful-paint'), audit('largest-contentful-paint'), audit('total-blocking-time'));
  }
} finally {
  server.kill();
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
