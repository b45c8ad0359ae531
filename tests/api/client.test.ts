// @vitest-environment node
// The typed client against a real simulator on 127.0.0.1: bearer token, 401 expiry, the J-13
// messages, timeouts, dropped connections, malformed bodies and 5xx reporting.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProviderApi, type ApiDeps } from '../../src/api/client';
import type { Started } from '../../simulator/serve';
import { startSim } from '../simulator/helpers';
import { clientDeps, postJson } from '../support/httpSimulator.ts';

let sim: Started;
let token: string | undefined;
const onUnauthorized = vi.fn();
const reportError = vi.fn();
const deps = (over: Partial<ApiDeps> = {}) =>
  clientDeps(sim.url, { getToken: () => token, onUnauthorized, reportError, timeoutMs: 2000, ...over });
const fault = (rule: object) => postJson(`${sim.url}/__sim/faults`, rule);

beforeAll(async () => {
  sim = await startSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' });
  onUnauthorized.mockClear();
  reportError.mockClear();
  const r = await createProviderApi(deps()).login({ email: 'installer@example.com', password: 'solshare-demo' });
  token = r.ok ? r.data.token : undefined;
});

describe('the provider client', () => {
  it('signs in and sends the bearer token on later calls (K-01)', async () => {
    const r = await createProviderApi(deps()).searchMeter('3P_35A_1000');
    expect(r).toMatchObject({ ok: true, status: 200, data: { code: 200, swVersion: 'v0.5.0' } });
  });

  it('runs the login-expiry handling on a 401 (B-06, K-30)', async () => {
    token = 'expired.or.forged';
    const r = await createProviderApi(deps()).fleets();
    expect(r).toMatchObject({
      ok: false,
      status: 401,
      kind: 'sessionEnded',
      message: 'Unauthorized: missing, invalid or expired token',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("leaves the session now in use alone when a 401 answers a call made with an earlier token (another user's, before a new login)", async () => {
    token = 'expired.or.forged';
    const api = createProviderApi(deps());
    const call = api.fleets(); // sent with the old token
    token = 'the.next.users.token'; // a logout and a new login while it was on its way
    expect(await call).toMatchObject({ ok: false, status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows the server message when there is one (J-13)', async () => {
    const r = await createProviderApi(deps()).login({ email: 'installer@example.com', password: 'wrong' });
    expect(r).toMatchObject({
      ok: false,
      status: 400,
      kind: 'refused',
      message: 'Incorrect email or password',
      serverText: 'Incorrect email or password',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows the response data when there is no message: text as is, anything else as JSON (J-13)', async () => {
    await fault({ operation: 'fleets', status: 422, body: 'Site list unavailable' });
    expect(await createProviderApi(deps()).fleets()).toMatchObject({
      ok: false,
      status: 422,
      message: 'Site list unavailable',
    });
    await fault({ operation: 'fleets', status: 422, body: { error: 'nope' } });
    const json = await createProviderApi(deps()).fleets();
    expect(json).toMatchObject({ ok: false, message: '{"error":"nope"}' });
    expect(json).not.toHaveProperty('serverText'); // kept for the report, never shown
  });

  it('falls back to the exact J-13 text with the full URL when the answer is empty', async () => {
    await fault({ operation: 'searchMeter', status: 418, body: '' });
    const r = await createProviderApi(deps()).searchMeter('3P_35A_1000');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.message).toBe(
        `An error has occurred when making request to ${sim.url}/v2/commission/meter/3P_35A_1000 (code: 418).`,
      );
  });

  it('reports 5xx with url, method, status and payload (J-14)', async () => {
    await fault({ operation: 'uploadConfig', status: 503 });
    const r = await createProviderApi(deps()).trigger('3P_35A_1000');
    expect(r.ok).toBe(true); // the fault is for another operation
    await fault({ operation: 'trigger', status: 502 });
    const failed = await createProviderApi(deps()).trigger('3P_35A_1000');
    expect(failed).toMatchObject({ ok: false, status: 502, kind: 'server', message: 'Simulated fault: 502' });
    expect(reportError).toHaveBeenCalledWith({
      url: `${sim.url}/v2/commission/trigger/3P_35A_1000`,
      method: 'POST',
      status: 502,
      payload: { message: 'Simulated fault: 502' },
    });
  });

  it('does not report 4xx', async () => {
    await createProviderApi(deps()).searchMeter('3P_35A_1'); // 400: bad serial
    await fault({ operation: 'fleets', status: 404 });
    await createProviderApi(deps()).fleets();
    expect(reportError).not.toHaveBeenCalled();
  });

  it('gives up with kind timeout when the server is slower than timeoutMs', async () => {
    await fault({ operation: 'wifiStatus', delayMs: 500 });
    const started = Date.now();
    const r = await createProviderApi(deps({ timeoutMs: 100 })).wifiStatus('3P_35A_1000');
    expect(r).toMatchObject({ ok: false, kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('turns a dropped connection into class offline (no signal)', async () => {
    await fault({ operation: 'commissionLog', drop: true });
    expect(await createProviderApi(deps()).commissionLog('3P_35A_1000')).toMatchObject({ ok: false, kind: 'offline' });
  });

  it('turns a 200 whose body is not JSON into class server, reported', async () => {
    await fault({ operation: 'configStatus', malformed: true });
    expect(await createProviderApi(deps()).configStatus('3P_35A_1000')).toMatchObject({
      ok: false,
      kind: 'server',
      status: 200,
    });
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it('turns an HTML error page into class server and never keeps its markup as server words', async () => {
    await fault({
      operation: 'fleets',
      status: 503,
      body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>',
    });
    const r = await createProviderApi(deps()).fleets();
    expect(r).toMatchObject({ ok: false, status: 503, kind: 'server' });
    expect(r).not.toHaveProperty('serverText');
  });

  it('reads the wait of a 429 from Retry-After', async () => {
    await fault({ operation: 'fleets', status: 429, headers: { 'Retry-After': '42' } });
    expect(await createProviderApi(deps()).fleets()).toMatchObject({
      ok: false,
      status: 429,
      kind: 'tooMany',
      retryAfterS: 42,
    });
  });

  it('turns a refused connection into class offline', async () => {
    const r = await createProviderApi(deps({ baseUrl: 'http://127.0.0.1:9' })).fleets();
    expect(r).toMatchObject({
      ok: false,
      kind: 'offline',
      message: 'An error has occurred when making request to http://127.0.0.1:9/v2/view-fleet/fleets (code: 0).',
    });
  });

  it('lets a poller abort a call with its signal', async () => {
    await fault({ operation: 'searchMeter', delayMs: 500 });
    const ctrl = new AbortController();
    const pending = createProviderApi(deps()).searchMeter('3P_35A_1000', ctrl.signal);
    ctrl.abort();
    expect((await pending).ok).toBe(false);
  });

  it('accepts a saved config of null and an empty write answer', async () => {
    expect(await createProviderApi(deps()).getSavedConfig('3P_35A_4321')).toMatchObject({ ok: true, data: null });
    await fault({ operation: 'feedback', status: 200, body: '' });
    expect(
      await createProviderApi(deps()).feedback({ environment: 't', comment: 'c', page: '/', meter: '' }),
    ).toMatchObject({ ok: true });
  });

  it('sends geocoder calls to geocoderUrl', async () => {
    const r = await createProviderApi(deps({ baseUrl: 'http://127.0.0.1:9', geocoderUrl: sim.url })).geocodeSearch(
      'queen street',
    );
    expect(r.ok && r.data.results.length).toBeGreaterThan(1);
  });
});
