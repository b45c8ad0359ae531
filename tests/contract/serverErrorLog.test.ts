// @vitest-environment node
// Every 5xx is logged with method, path and a request id, even with logging off (SIM_LOG unset),
// and the log never carries the token or the password of the request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { ask, loginToken } from '../simulator/helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

function captureErrors(): string[] {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  });
  return lines;
}

describe('server errors are logged', () => {
  it('logs a 500 from a failing handler with method, path and the request id it answers with, but no password', async () => {
    const { app, state } = createSimulator({ log: false });
    // a dropped connection cannot happen in-process, so the fault throws inside the app: a real 500
    state.faults.push({ operation: 'login', drop: true, times: 1 });
    const lines = captureErrors();
    const res = await app.request('/v2/auth/commissioner/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'installer@example.com', password: 'solshare-demo' }),
    });
    expect(res.status).toBe(500);
    const id = res.headers.get('X-Request-Id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await res.json()).message).toContain(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`500 POST /v2/auth/commissioner/login request ${id}`);
    expect(lines[0]).not.toContain('solshare-demo');
  });

  it('logs a simulated 503 without the bearer token', async () => {
    const { app, state } = createSimulator({ log: false });
    const token = await loginToken(app);
    state.faults.push({ operation: 'fleets', status: 503, times: 1 });
    const lines = captureErrors();
    const r = await ask(app, 'GET', '/v2/view-fleet/fleets', { token });
    expect(r.status).toBe(503);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/503 GET \/v2\/view-fleet\/fleets request [0-9a-f-]{36}/);
    expect(lines[0]).not.toContain(token);
  });

  it('logs nothing for answers below 500', async () => {
    const { app } = createSimulator({ log: false });
    const lines = captureErrors();
    expect((await ask(app, 'GET', '/v2/view-fleet/fleets')).status).toBe(401);
    expect(lines).toEqual([]);
  });
});
