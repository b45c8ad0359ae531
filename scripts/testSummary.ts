// Prints one closing line for the whole suite (unit, end-to-end in Chromium, the journeys in WebKit and
// Firefox), e.g. "tests: 612 passed, 0 failed", from the JSON reports that vitest, Playwright and
// scripts/engineJourneys.ts write to reports/ (REPORTS_DIR elsewhere, for tests/toolchain/testSummary.test.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { countResults, testName, type EngineReport } from '../e2e/engines/run.ts';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
const dir = process.env.REPORTS_DIR ?? 'reports';

const vitestFile = join(dir, 'vitest.json');
if (existsSync(vitestFile)) {
  const r = JSON.parse(readFileSync(vitestFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults?: { assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[] }[];
  };
  // a unit test that passed on its retry (vitest.config.ts retries in CI) keeps its first try's failure: named here
  for (const file of r.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      if (t.status === 'passed' && (t.failureMessages?.length ?? 0) > 0)
        console.log(`passed on its retry: ${t.fullName}`);
  total.passed += r.numPassedTests;
  total.failed += r.numFailedTests;
  total.skipped += r.numPendingTests + r.numTodoTests;
}
const playwrightFile = join(dir, 'playwright.json');
if (existsSync(playwrightFile)) {
  const r = JSON.parse(readFileSync(playwrightFile, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  total.passed += r.stats.expected + r.stats.flaky;
  total.failed += r.stats.unexpected;
  total.skipped += r.stats.skipped;
}
// the journeys in WebKit and Firefox: a line per engine, and each failed journey by its engine's name
const enginesFile = join(dir, 'engines.json');
if (existsSync(enginesFile)) {
  const r = JSON.parse(readFileSync(enginesFile, 'utf8')) as EngineReport;
  for (const engine of [...new Set(r.results.map((x) => x.engine))]) {
    const c = countResults(r.results.filter((x) => x.engine === engine));
    console.log(`${engine}: ${c.passed} journeys passed, ${c.failed} failed`);
  }
  for (const failed of r.results.filter((x) => x.outcome === 'failed')) console.log(`failed: ${testName(failed)}`);
  const c = countResults(r.results);
  total.passed += c.passed;
  total.failed += c.failed;
}
// the Node the suite ran on, next to its result (tests/toolchain/nodeVersion.test.ts checks it is the declared one)
console.log(`node: ${process.version}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
