// @vitest-environment node
// The answer-shape table: for every operation of openapi.yaml, the simulator answers 200 with a
// required field of the wrong type, and the real client turns it into a reported failure of class 'server'
// that never hands the data on. The table of operations comes from the contract itself, so an
// operation added later without a row here fails the coverage check.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProviderApi } from '../../src/api/client';
import type { Started } from '../../simulator/serve';
import { startSim } from '../simulator/helpers';

import { calls, ops, S, schemas, wrongAnswer } from '../support/everyOperation';
import { clientDeps } from '../support/httpSimulator.ts';

let sim: Started;
const reportError = vi.fn();
const deps = () => clientDeps(sim.url, { getToken: () => 'any', reportError, timeoutMs: 5000 });

beforeAll(async () => {
  sim = await startSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' });
  reportError.mockClear();
});

describe('every answer is checked against the contract before it is used', () => {
  it('has a row for every operation the contract answers with JSON', () => {
    expect(Object.keys(calls).sort()).toEqual([...new Set(ops.map((o) => o.id))].sort());
  });

  it.each(ops.map((o) => [o.id, o] as const))(
    '%s: a required field of the wrong type is a reported server failure',
    async (id, op) => {
      const body = wrongAnswer(schemas[op.fn]);
      await fetch(`${sim.url}/__sim/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ operation: id, status: Number(op.status), body }),
      });
      const result = await calls[id](createProviderApi(deps()));
      expect(result, `${id} answered ${JSON.stringify(body)}`).toMatchObject({
        ok: false,
        status: Number(op.status),
        kind: 'server',
      });
      expect(result).not.toHaveProperty('serverText'); // a wrong-shaped body never reaches the screen
      expect(reportError).toHaveBeenCalledTimes(1);
      const report = reportError.mock.calls[0][0] as { payload: { problem: string } };
      expect(report.payload.problem).toMatch(new RegExp(`^${id} /`));
      expect(JSON.stringify(report)).not.toContain('forty-two'); // the path is reported, never the data
    },
  );

  it('passes an answer that keeps the contract, including JSON null for a unit with no saved config', async () => {
    const api = createProviderApi({ ...deps(), getToken: () => undefined });
    const login = await api.login({ email: 'installer@example.com', password: 'solshare-demo' });
    expect(login.ok).toBe(true);
    const token = login.ok ? login.data.token : '';
    const authed = createProviderApi({ ...deps(), getToken: () => token });
    expect(await authed.searchMeter(S)).toMatchObject({ ok: true });
    expect(await authed.getSavedConfig('3P_35A_1003')).toMatchObject({ ok: true });
    expect(reportError).not.toHaveBeenCalled();
  });
});
