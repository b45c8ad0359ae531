// What the benches share about the server they start: waiting until it answers, and stopping it.
import type { ChildProcess } from 'node:child_process';

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
