// `npm run test:engines`: the shared journeys (e2e/journeys/) in WebKitGTK and Firefox ESR from
// Debian, against the production build with the simulator, as `npm start` serves it. Writes
// reports/engines.json for scripts/testSummary.ts and exits 1 when a journey failed.
//   --engine webkit|firefox (repeatable; default both)   --grep <text> (journeys whose name has it)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openFirefox } from '../e2e/engines/firefox.ts';
import { openWebKit } from '../e2e/engines/webkit.ts';
import { countResults, runJourneys, testName } from '../e2e/engines/run.ts';
import { journeys } from '../e2e/journeys/index.ts';
import { startSignal, type Signal } from '../e2e/journeys/signal.ts';
import type { Engine } from '../e2e/journeys/driver.ts';

const { values } = parseArgs({
  options: { engine: { type: 'string', multiple: true }, grep: { type: 'string' } },
});
const engines = (values.engine ?? ['webkit', 'firefox']) as Engine[];
const chosen = journeys.filter((c) => !values.grep || c.name.includes(values.grep));
const port = Number(process.env.ENGINES_PORT ?? 4330);
const server = `http://127.0.0.1:${port}`;
const tmp = mkdtempSync(join(tmpdir(), 'solshare-engines-'));

async function up(url: string): Promise<boolean> {
  return fetch(url).then(
    (r) => r.ok,
    () => false,
  );
}

/** the app and the simulator as Playwright's webServer starts them (playwright.config.ts) */
async function startServer() {
  if (!process.env.CI && (await up(`${server}/config.json`))) return null; // a server already there (local runs)
  const proc = spawn('npx', ['tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), SIM_SPEED: '40', APP_CONFIG: 'e2e/config.e2e.json', SIM_LOG: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so stopping it stops tsx's child too
  });
  const end = Date.now() + 180_000;
  while (!(await up(`${server}/config.json`))) {
    if (proc.exitCode !== null) throw new Error(`the app's server exited with ${proc.exitCode}`);
    if (Date.now() > end) throw new Error(`the app's server did not answer on ${server} within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return proc;
}

const started = Date.now();
const proc = await startServer();
const signals: Partial<Record<Engine, Signal>> = {};
for (const engine of engines) signals[engine] = await startSignal(server);
console.log(`Engine journeys: ${chosen.length} journeys × ${engines.join(', ')} against ${server}`);
try {
  const report = await runJourneys({
    engines,
    journeys: chosen,
    signals,
    server,
    tmp,
    retries: process.env.CI ? 1 : 0,
    failureDir: 'reports/engines',
    log: (line) => console.log(line),
    open: (engine, language) => {
      const origin = (signals[engine] as Signal).origin;
      return engine === 'webkit' ? openWebKit({ origin, language, tmp }) : openFirefox({ origin, language, tmp });
    },
  });
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/engines.json', JSON.stringify(report, null, 2));
  const counts = countResults(report.results);
  const times = Object.entries(report.engineMs).map(([e, ms]) => `${e} ${(ms / 1000).toFixed(0)} s`);
  console.log(
    `Engine journeys: ${counts.passed} passed (${counts.flaky} flaky), ${counts.failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s (${times.join(', ')})`,
  );
  for (const r of report.results.filter((x) => x.outcome === 'failed')) console.log(`  failed: ${testName(r)}`);
  process.exitCode = counts.failed > 0 || counts.passed === 0 ? 1 : 0;
} finally {
  for (const s of Object.values(signals)) await s?.close();
  if (proc?.pid) process.kill(-proc.pid);
  rmSync(tmp, { recursive: true, force: true });
}
