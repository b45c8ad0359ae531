// Runs npm scripts side by side, two at a time (CI has two cores; each check is one process that uses
// one), and prints each script's output whole when it ends, with its time. Exits 1 when any failed,
// after all have ended, so every failure is in the log at once.
// Usage: node scripts/runTogether.mjs <script> [<script> ...]   (longest first keeps the lanes even)
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const scripts = process.argv.slice(2);
const lanes = Math.max(1, Math.min(2, availableParallelism()));
const failed = [];

function run(script) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'], shell: false });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      if (!ok) failed.push(script);
      process.stdout.write(
        `\n> ${script}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s\n`,
      );
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      done();
    });
  });
}

const queue = [...scripts];
await Promise.all(
  Array.from({ length: lanes }, async () => {
    while (queue.length > 0) await run(queue.shift());
  }),
);
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${scripts.length} checks failed: ${failed.join(', ')}`);
  process.exit(1);
}
