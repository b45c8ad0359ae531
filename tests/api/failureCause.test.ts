// @vitest-environment node
// Every failure of the real client against the simulator is recorded with its cause, so the screen can
// word its hint: no signal, a refusal (4xx, e.g. a wrong password), or a server problem (5xx).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createProviderApi, type ApiDeps } from '../../src/api/client';
import { failureCauseOf } from '../../src/api/failureKinds';
import type { Started } from '../../simulator/serve';
import { startSim } from '../simulator/helpers';

let sim: Started;
const deps = (over: Partial<ApiDeps> = {}): ApiDeps => ({ baseUrl: sim.url, getToken: () => undefined, onUnauthorized: () => undefined, reportError: () => undefined, timeoutMs: 2000, ...over });
const fault = (rule: object) => fetch(`${sim.url}/__sim/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(rule) });
const messageOf = (r: { ok: boolean; message?: string }) => (r.ok ? '' : (r.message ?? ''));

beforeAll(async () => { sim = await startSim(); });
afterAll(() => sim.close());
beforeEach(() => fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' }));

describe('failure causes', () => {
  it('a wrong password is a refusal, not a lack of signal', async () => {
    const message = messageOf(await createProviderApi(deps()).login({ email: 'installer@example.com', password: 'wrong' }));
    expect(message).not.toBe('');
    expect(failureCauseOf(message)).toBe('refused');
  });

  it('a refused connection is no signal', async () => {
    const message = messageOf(await createProviderApi(deps({ baseUrl: 'http://127.0.0.1:9' })).fleets());
    expect(failureCauseOf(message)).toBe('offline');
  });

  it('a 503 is a server problem', async () => {
    await fault({ operation: 'fleets', status: 503, body: { message: 'Maintenance, back soon' } });
    const message = messageOf(await createProviderApi(deps()).fleets());
    expect(message).toBe('Maintenance, back soon');
    expect(failureCauseOf(message)).toBe('server');
  });

  it('a message no request produced has no known cause', () => {
    expect(failureCauseOf('Something the screen itself decided')).toBe('other');
  });
});
