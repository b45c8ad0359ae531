// What the benches share about the server and the browser they start: starting the app, waiting until it
// answers, stopping it, and the browser they drive.
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

/** Resolves once `url` answers 200; throws after `ms`. */
export async function waitUntilAnswers(url: string, ms: number): Promise<void> {
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

/** Stops a server the bench started and waits for it to be gone (a kill leaves exitCode null). */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  await new Promise<void>((res) => {
    server.once('exit', () => res());
    server.kill();
  });
}

/** `npm start`'s server (it builds dist/ first when the sources are newer) on `port`, quiet. */
export function startApp(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), SIM_LOG: '0', ...env },
    stdio: 'ignore',
  });
}

/**
 * Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) with nothing of its own on the network or
 * the CPU beside the page (no updates, sync, QUIC probing): only the page's work is measured.
 */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/**
 * A phone-sized context on the app at `baseURL` with no service worker: each page loads the app over the
 * network, as a first visit does, so what is measured is not served from the worker's cache.
 */
export function phoneContextWithoutWorker(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
}
