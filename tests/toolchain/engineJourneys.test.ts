// @vitest-environment node
// A journey step that fails in one engine fails CI: the runner reports it under that engine's name (and
// the same journey in the other engine as passed), and scripts/testSummary.ts, whose closing line CI
// reads, counts it and exits 1. A unit test that passed only on its retry is named there too.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJourneys, type EngineReport } from '../../e2e/engines/run.ts';
import type { BrowserClient, Engine } from '../../e2e/journeys/driver.ts';
import type { JourneyCase } from '../../e2e/journeys/context.ts';
import { startSignal, type Signal } from '../../e2e/journeys/signal.ts';

const root = join(__dirname, '..', '..');

/** A browser that is always on the same page: the path is all a journey below asks it. */
function browserOn(engine: Engine, pathname: string): BrowserClient & { close(): Promise<void> } {
  const nothing = async () => undefined;
  return {
    engine,
    goto: nothing,
    reload: nothing,
    evaluate: async <T>(expression: string) => (expression === 'location.pathname' ? pathname : null) as T,
    tap: nothing,
    type: nothing,
    clear: nothing,
    select: nothing,
    uploadFile: nothing,
    screenshot: nothing,
    printToPdf: async () => null,
    close: nothing,
  };
}

// the planted failure: WebKit's page never reaches /welcome, Firefox's does
const PLANTED: JourneyCase = {
  name: 'logs in and lands on the welcome screen',
  async run({ j }) {
    await j.expectPath(/\/welcome$/, 300);
  },
};

let signals: Record<'webkit' | 'firefox', Signal>;
beforeAll(async () => {
  signals = { webkit: await startSignal('http://127.0.0.1:9'), firefox: await startSignal('http://127.0.0.1:9') };
});
afterAll(async () => {
  await signals.webkit.close();
  await signals.firefox.close();
});

async function plantedRun(retries: number): Promise<EngineReport> {
  return runJourneys({
    engines: ['webkit', 'firefox'],
    journeys: [PLANTED],
    signals,
    server: 'http://127.0.0.1:9',
    tmp: tmpdir(),
    retries,
    open: async (engine) => browserOn(engine, engine === 'webkit' ? '/login' : '/welcome'),
  });
}

/** scripts/testSummary.ts over these reports (file name → its JSON), as CI runs it at the end */
function summaryOf(reports: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'test-reports-'));
  for (const [file, report] of Object.entries(reports)) writeFileSync(join(dir, file), JSON.stringify(report));
  return spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'testSummary.ts')], {
    cwd: root,
    env: { ...process.env, REPORTS_DIR: dir },
    encoding: 'utf8',
  });
}
const summary = (report: EngineReport) => summaryOf({ 'engines.json': report });

describe('the unit tests in CI', () => {
  it('name a test that passed only on its retry in the closing lines, and count it as passed', () => {
    const test = (fullName: string, failureMessages: string[]) => ({ status: 'passed', fullName, failureMessages });
    const r = summaryOf({
      'vitest.json': {
        numPassedTests: 2,
        numFailedTests: 0,
        numPendingTests: 0,
        numTodoTests: 0,
        testResults: [
          { assertionResults: [test('kept on a reload', ['AssertionError: first try']), test('fine', [])] },
        ],
      },
    });
    expect(r.stdout).toContain('passed on its retry: kept on a reload');
    expect(r.stdout).not.toContain('passed on its retry: fine');
    expect(r.stdout.trim().split('\n').at(-1)).toBe('tests: 2 passed, 0 failed, 0 skipped');
    expect(r.status).toBe(0);
  }, 60_000);
});

describe('the engine journeys in CI', () => {
  it('report a step that fails in WebKit only as failed under WebKit, and the same journey in Firefox as passed', async () => {
    const report = await plantedRun(1);
    expect(report.results.map((r) => [r.engine, r.outcome])).toEqual([
      ['webkit', 'failed'],
      ['firefox', 'passed'],
    ]);
    expect(report.results[0].error).toMatch(/waited 0 s for the address to match/);
  });

  it("fail the suite's closing line and exit code when one engine's journey failed", async () => {
    const r = summary(await plantedRun(0));
    expect(r.stdout).toContain('failed: [webkit] logs in and lands on the welcome screen');
    expect(r.stdout).toContain('webkit: 0 journeys passed, 1 failed');
    expect(r.stdout).toContain('firefox: 1 journeys passed, 0 failed');
    expect(r.stdout.trim().split('\n').at(-1)).toBe('tests: 1 passed, 1 failed, 0 skipped');
    expect(r.status).toBe(1);
  }, 60_000);

  it('pass the closing line when every engine passed', async () => {
    const report = await plantedRun(0);
    const passing: EngineReport = { ...report, results: report.results.filter((x) => x.outcome === 'passed') };
    const r = summary(passing);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('tests: 1 passed, 0 failed, 0 skipped');
    expect(r.status).toBe(0);
  }, 60_000);
});
