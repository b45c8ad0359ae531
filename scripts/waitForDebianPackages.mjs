// Before the browser tests: on a fresh machine .ci/run installs Debian's packages (Chromium, WebKit's driver,
// Firefox, ffmpeg, the fonts) in the background, beside npm ci, the checks and the unit tests, which need none
// of them, and names the file where it writes apt's exit status and the seconds it took (CI_DEBIAN_STATUS).
// Without that file's name (a developer's machine, or a runner that had every package) there is nothing to wait
// for. A failed install stops the run here with apt's last words, not later as a browser that cannot start.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const statusFile = process.env.CI_DEBIAN_STATUS;
const LONGEST_MS = 30 * 60_000;

if (statusFile) {
  const started = Date.now();
  let waiting = false;
  while (!existsSync(statusFile)) {
    if (!waiting) console.log("Waiting for Debian's packages, which .ci/run is installing…");
    waiting = true;
    if (Date.now() - started > LONGEST_MS) {
      console.error(`Debian's packages were still being installed after ${LONGEST_MS / 60_000} minutes.`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const [status, seconds] = readFileSync(statusFile, 'utf8').trim().split(' ');
  if (status !== '0') {
    const log = readFileSync(join(dirname(statusFile), 'apt.log'), 'utf8')
      .trim()
      .split('\n')
      .slice(-30)
      .join('\n');
    console.error(`Installing Debian's packages failed (apt-get exit status ${status}):\n${log}`);
    process.exit(1);
  }
  const waited = Math.round((Date.now() - started) / 1000);
  console.log(
    `Debian's packages were installed in ${seconds} s, beside the steps before (waited ${waited} s for them).`,
  );
}
