// @vitest-environment node
// A write sent again with the same Idempotency-Key is made once; the repeat gets the
// first answer. Through the real API client (its keys) and by hand (the server's rules).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { createProviderApi } from '../../src/api/client';
import { loginToken, startSim } from './helpers';
import type { Started } from '../../simulator/serve';
import { clientDeps } from '../support/httpSimulator.ts';

const FEEDBACK = '/v2/commission/feedback';
const about = { environment: 'test', page: '/feedback/1', meter: '' };
const words = (comment: string) => ({ ...about, comment });

async function post(app: ReturnType<typeof createSimulator>['app'], token: string, key: string, body: unknown) {
  const res = await app.request(FEEDBACK, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  return { status: res.status, replayed: res.headers.get('Idempotent-Replayed'), body: await res.json() };
}

describe('Idempotency-Key at the simulator', () => {
  it('a repeat with the same key and body gets the first answer and records nothing new', async () => {
    const { app, state } = createSimulator();
    const token = await loginToken(app);
    const first = await post(app, token, 'k-0123456789', words('Ladder left on site'));
    const again = await post(app, token, 'k-0123456789', words('Ladder left on site'));
    expect(first).toEqual({ status: 200, replayed: null, body: { message: 'feedback received' } });
    expect(again).toEqual({ status: 200, replayed: 'true', body: { message: 'feedback received' } });
    expect(state.model.records.feedback).toHaveLength(1);
    await post(app, token, 'k-9876543210', words('Ladder left on site')); // another key: another write
    expect(state.model.records.feedback).toHaveLength(2);
  });

  it('a repeat that arrives while the first is still answered waits for it and records nothing new', async () => {
    const { app, state } = createSimulator();
    const token = await loginToken(app);
    state.faults.push({ path: FEEDBACK, delayMs: 300, times: 1 });
    const [a, b] = await Promise.all([
      post(app, token, 'slow-signal-1', words('Twice')),
      post(app, token, 'slow-signal-1', words('Twice')),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(state.model.records.feedback).toHaveLength(1);
  });

  it('the same key with another body answers 422; another user with the same key writes their own', async () => {
    const { app, state } = createSimulator();
    const installer = await loginToken(app);
    const provider = await loginToken(app, 'provider@example.com');
    await post(app, installer, 'shared-key-1', words('One'));
    expect((await post(app, installer, 'shared-key-1', words('Two'))).status).toBe(422);
    expect((await post(app, provider, 'shared-key-1', words('One'))).replayed).toBeNull();
    expect(state.model.records.feedback).toHaveLength(2);
  });

  it('a server error is not kept: the repeat is made afresh', async () => {
    const { app, state } = createSimulator();
    const token = await loginToken(app);
    state.faults.push({ path: FEEDBACK, status: 503, times: 1 });
    expect((await post(app, token, 'after-503-1', words('x'))).status).toBe(503);
    expect((await post(app, token, 'after-503-1', words('x'))).status).toBe(200);
    expect(state.model.records.feedback).toHaveLength(1);
  });

  it('refuses a key that is not 8 to 128 safe characters', async () => {
    const { app } = createSimulator();
    const token = await loginToken(app);
    expect((await post(app, token, 'short', words('x'))).status).toBe(400);
    expect((await post(app, token, 'a b c d e f g h', words('x'))).status).toBe(400);
  });
});

describe('the API client keys its writes by intent', () => {
  let sim: Started;
  let token: string;
  beforeAll(async () => {
    sim = await startSim();
    token = await loginToken(sim.sim.app);
  });
  afterAll(() => sim.close());
  const client = () => createProviderApi(clientDeps(sim.url, { getToken: () => token }));

  it('the same write sent again for one intent (Try again after a time-out) is made once', async () => {
    sim.sim.reset();
    const intent = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'; // the same intent in a client that waits less
    const api = createProviderApi({ ...clientDeps(sim.url, { getToken: () => token }), intent });
    // the answer is lost to the app (a time-out) but the server made the write
    sim.sim.state.faults.push({ path: '/net-promoter-score', delayMs: 400, times: 1 });
    const lost = await createProviderApi({
      baseUrl: sim.url,
      getToken: () => token,
      onUnauthorized: () => undefined,
      reportError: () => undefined,
      timeoutMs: 100,
      intent,
    }).netPromoterScore({ ...about, score: 9, comment: 'Quick job' });
    expect(lost.ok ? 'ok' : lost.kind).toBe('timeout');
    const retried = await api.netPromoterScore({ ...about, score: 9, comment: 'Quick job' });
    expect(retried.ok).toBe(true);
    expect(sim.sim.state.model.records.nps).toHaveLength(1);
  });

  it('a new intent, or a changed body, is a new write', async () => {
    sim.sim.reset();
    await client().withNewIntent().feedback(words('Same words'));
    await client().withNewIntent().feedback(words('Same words'));
    const one = client().withNewIntent();
    await one.feedback(words('First words'));
    await one.feedback(words('Changed words'));
    expect((sim.sim.state.model.records.feedback as { comment: string }[]).map((f) => f.comment)).toEqual([
      'Same words',
      'Same words',
      'First words',
      'Changed words',
    ]);
  });
});
