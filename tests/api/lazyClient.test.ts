// @vitest-environment node
// The client that loads its code on the first call (kept out of the first screen's chunk):
// it answers exactly as the client it wraps, against a real simulator, and a call made while its
// code cannot be fetched (no signal) is a network failure, not a thrown error, and the next call retries.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProviderApi } from '../../src/api/client';
import type { Started } from '../../simulator/serve';
import { loginToken, startSim } from '../simulator/helpers';
import { clientDeps } from '../support/httpSimulator.ts';

let sim: Started;
let token: string | undefined;
const deps = () =>
  clientDeps(sim.url, { getToken: () => token, onUnauthorized: vi.fn(), reportError: vi.fn(), timeoutMs: 2000 });

beforeAll(async () => {
  sim = await startSim();
});
afterAll(() => sim.close());
afterEach(() => {
  vi.doUnmock('../../src/api/client');
  vi.resetModules();
});

describe('the lazily loaded provider client', () => {
  it('logs in and searches a unit with the same answers as the client it loads', async () => {
    const { createLazyProviderApi } = await import('../../src/api/lazyClient');
    const { api } = createLazyProviderApi(deps());
    const login = await api.login({ email: 'installer@example.com', password: 'solshare-demo' });
    const eager = await createProviderApi(deps()).login({ email: 'installer@example.com', password: 'wrong' });
    const lazyWrong = await api.login({ email: 'installer@example.com', password: 'wrong' });
    expect(login.ok).toBe(true);
    expect(lazyWrong).toEqual(eager);
    token = login.ok ? login.data.token : undefined;
    expect(await api.searchMeter('3P_35A_1000')).toEqual(await createProviderApi(deps()).searchMeter('3P_35A_1000'));
  });

  it("keys a tap's writes by its own intent: sent twice from one copy it is made once, from two copies twice", async () => {
    const { createLazyProviderApi } = await import('../../src/api/lazyClient');
    const { api } = createLazyProviderApi(deps());
    token = (await loginToken(sim.sim.app)) as string;
    const feedback = { environment: 'test', page: '/feedback/1', meter: '', comment: 'Gate code 4411' };
    const count = () => (sim.sim.state.model.records.feedback as unknown[] | undefined)?.length ?? 0;
    const before = count();
    const tap = api.withNewIntent();
    expect((await tap.feedback(feedback)).ok).toBe(true);
    expect((await tap.feedback(feedback)).ok).toBe(true); // Try again after an answer that was lost
    expect(count()).toBe(before + 1);
    expect((await api.withNewIntent().feedback(feedback)).ok).toBe(true); // a new tap: a new write
    expect(count()).toBe(before + 2);
  });

  it('is not mistaken for a promise when awaited or resolved', async () => {
    const { createLazyProviderApi } = await import('../../src/api/lazyClient');
    const { api } = createLazyProviderApi(deps());
    expect(await Promise.resolve(api)).toBe(api);
  });

  it('turns code that cannot be fetched into a no-signal failure, then retries on the next call', async () => {
    let attempts = 0;
    vi.doMock('../../src/api/provider', async (original) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    // the mock factory runs once per module registry: reset between the two calls
    const { createLazyProviderApi } = await import('../../src/api/lazyClient');
    const { api } = createLazyProviderApi(deps());
    const offline = await api.login({ email: 'installer@example.com', password: 'solshare-demo' });
    expect(offline).toMatchObject({ ok: false, status: 0, kind: 'offline' });
    vi.resetModules();
    const again = await api.login({ email: 'installer@example.com', password: 'solshare-demo' });
    expect(again.ok).toBe(true);
    expect(attempts).toBe(2);
  });
});
