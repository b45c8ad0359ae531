// Prints one closing line for the whole suite (unit + end-to-end), e.g. "tests: 612 passed, 0 failed",
// from the JSON reports that vitest and Playwright write to reports/.
import { existsSync, readFileSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

const vitestFile = 'reports/vitest.json';
if (existsSync(vitestFile)) {
  const r = JSON.parse(readFileSync(vitestFile, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  total.passed += r.numPassedTests;
  total.failed += r.numFailedTests;
  total.skipped += r.numPendingTests + r.numTodoTests;
}
const playwrightFile = 'reports/playwright.json';
if (existsSync(playwrightFile)) {
  const r = JSON.parse(readFileSync(playwrightFile, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  total.passed += r.stats.expected + r.stats.flaky;
  total.failed += r.stats.unexpected;
  total.skipped += r.stats.skipped;
}
// the Node the suite ran on, next to its result (tests/toolchain/nodeVersion.test.ts checks it is the declared one)
console.log(`node: ${process.version}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
