// @vitest-environment node
// What the built-in server refuses before a route reads a request. Over a real
// socket where the size of what arrives matters, in-process elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { createSimulator } from '../../simulator/app';
import { MAX_BODY_BYTES } from '../../simulator/requestShape';
import { ask, loginToken, startSim } from './helpers';
import type { Started } from '../../simulator/serve';

const LOGIN = '/v2/auth/commissioner/login';
const credentials = JSON.stringify({ email: 'installer@example.com', password: 'solshare-demo' });

/** streams `total` bytes of JSON-looking text in chunks, with no Content-Length; answers the status */
function streamBody(url: string, total: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${LOGIN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e),
    );
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const more = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', more);
      }
      req.end();
    };
    req.write('{"email":"');
    more();
  });
}

describe('the built-in server refuses what no client of the app sends', () => {
  let sim: Started;
  beforeAll(async () => {
    sim = await startSim();
  });
  afterAll(() => sim.close());

  it('takes a bare DELETE over a socket (the tests clear the faults so), though Node gives it a body stream', async () => {
    const res = await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' });
    expect(res.status).toBe(200);
  });

  it('answers 413 to a body over the limit, announced by its Content-Length', async () => {
    const res = await fetch(`${sim.url}${LOGIN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"email":"${'a'.repeat(MAX_BODY_BYTES)}"}`,
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/i);
  });

  it('answers 413 to a streamed 20 MB body with no Content-Length, and goes on answering', async () => {
    expect(await streamBody(sim.url, 20 * 1024 * 1024)).toBe(413);
    const login = await fetch(`${sim.url}${LOGIN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: credentials,
    });
    expect(login.status).toBe(200);
  });

  it('answers 415 to JSON sent as text/plain or as a form, and logs nobody in', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await fetch(`${sim.url}${LOGIN}`, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: credentials,
      });
      expect(res.status, type).toBe(415);
      expect(JSON.stringify(await res.json()), type).not.toContain('token');
    }
    const json = await fetch(`${sim.url}${LOGIN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: credentials,
    });
    expect(json.status).toBe(200);
  });

  it('answers 400, not 500, to a path that is not valid percent-encoding', async () => {
    for (const path of ['/%E0%A4%A', '/login%', '/v2/no/%FF', '/geo/%C0', '/%5F%5Fsim/%FF']) {
      const res = await fetch(`${sim.url}${path}`);
      expect(res.status, path).toBe(400);
    }
  });
});

describe('a path that hides its prefix in percent-escapes', () => {
  it('never reaches a control route past its guard (text/plain reset) nor an operation past the gate', async () => {
    const { app, state } = createSimulator();
    state.faults.push({ path: '/v2', status: 500, times: 1 });
    const reset = await app.request('/%5F%5Fsim/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '{}',
    });
    expect(reset.status).toBe(400);
    expect(state.faults).toHaveLength(1); // the reset did not run
    expect((await ask(app, 'GET', '/%762/view-fleet/fleets')).status).toBe(400);
    expect((await ask(app, 'GET', '/%5f%5fsim/mailbox')).status).toBe(400);
  });
});

describe('fault rules never reach the control routes', () => {
  it('a rule for every path, or one aimed at /__sim, leaves the control routes answering at once', async () => {
    const { app, state } = createSimulator();
    state.faults.push({ path: '/', delayMs: 12_000, times: 5 }, { path: '^/__sim', status: 503, times: 5 });
    state.faults.push({ path: '__sim', drop: true, times: 5 });
    for (const [method, path] of [
      ['GET', '/__sim/records'],
      ['GET', '/__sim/mailbox'],
      ['GET', '/__sim/faults'],
      ['POST', '/__sim/faults'],
    ] as const) {
      const body = method === 'POST' ? { path: '/v2/never', status: 500 } : undefined;
      expect((await ask(app, method, path, { body })).status, path).toBe(200);
    }
    expect(state.faults.slice(0, 3).map((f) => f.times)).toEqual([5, 5, 5]); // none was spent on them
    expect((await ask(app, 'DELETE', '/__sim/faults')).status).toBe(200);
    expect(state.faults).toHaveLength(0);
    // and the reset still works after a rule that would hold everything else
    state.faults.push({ path: '/', delayMs: 12_000, times: 1 });
    expect((await ask(app, 'POST', '/__sim/reset', { body: {} })).status).toBe(200);
    expect(state.faults).toHaveLength(0);
  });

  it('login still answers with the token for application/json', async () => {
    const { app } = createSimulator();
    expect(await loginToken(app)).toBeTruthy();
  });
});
