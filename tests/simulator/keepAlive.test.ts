// A client that keeps its connection open between calls (Playwright's request client, a proxy, a phone's
// browser) may send its next request just as the server closes an idle socket, and meet "socket hang up":
// with Node's default of 5 s, a test's route.fetch of /config.json did (ECONNRESET) on a busy machine.
// The server keeps idle connections for 65 s, as long as nginx's default, and says so in Keep-Alive.
import { request } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Started } from '../../simulator/serve';
import { startSim } from './helpers';

let sim: Started;
beforeAll(async () => {
  sim = await startSim();
});
afterAll(() => sim.close());

it('keeps an idle connection open for 65 s and tells the client so in its Keep-Alive header', async () => {
  const header = await new Promise<string | string[] | undefined>((resolve, reject) => {
    const req = request(`${sim.url}/config.json`, { headers: { connection: 'keep-alive' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers['keep-alive']));
    });
    req.on('error', reject);
    req.end();
  });
  expect(header).toBe('timeout=65');
});
