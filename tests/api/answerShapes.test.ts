// @vitest-environment node
// The answer-shape table: for every operation of openapi.yaml, the simulator answers 200 with a
// required field of the wrong type, and the real client turns it into a reported failure of class 'server'
// that never hands the data on. The table of operations comes from the contract itself, so an
// operation added later without a row here fails the coverage check.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { createProviderApi, type ApiDeps, type ProviderApi } from '../../src/api/client';
import { answerOperations } from '../../src/engine/answersPlugin';
import type { Started } from '../../simulator/serve';
import { project, startSim } from '../simulator/helpers';

type Json = Record<string, unknown>;
const doc = parse(readFileSync(new URL('../../src/api/openapi.yaml', import.meta.url), 'utf8')) as Json;
const { ops, schemas } = answerOperations(doc);

function resolve(node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let cur: unknown = doc;
  for (const part of ref.replace(/^openapi#\//, '').replace(/^#\//, '').split('/')) cur = (cur as Json)[part];
  return resolve(cur as Json);
}

/** An answer of the schema's shape whose first required field has the wrong type. */
export function wrongAnswer(schema: Json): unknown {
  const s = resolve(schema);
  if (Array.isArray(s.anyOf ?? s.oneOf)) return wrongAnswer(((s.anyOf ?? s.oneOf) as Json[]).find((b) => resolve(b).type !== 'null')!);
  if (Array.isArray(s.allOf)) return wrongAnswer((s.allOf as Json[])[0]);
  if (s.type === 'array') return [wrongAnswer(s.items as Json)];
  const required = (s.required as string[] | undefined) ?? [];
  if (required.length === 0) throw new Error(`no required field in ${JSON.stringify(s)}`);
  const field = required[0];
  const prop = resolve(((s.properties as Json)[field] ?? {}) as Json);
  const types = [prop.type].flat();
  return { [field]: types.includes('string') ? 42 : types.includes('number') || types.includes('integer') ? 'forty-two' : 42 };
}

const S = '3P_35A_1000';
const calls: Record<string, (a: ProviderApi) => Promise<unknown>> = {
  register: (a) => a.register({ name: 'N', company: 'C', licenseNumber: 'L', trainingCert: 'ABCD-12EF', email: 'n@example.com', password: 'p', passwordConfirm: 'p' }),
  login: (a) => a.login({ email: 'installer@example.com', password: 'solshare-demo' }),
  forgetPassword: (a) => a.forgetPassword({ email: 'installer@example.com' }),
  resetPassword: (a) => a.resetPassword({ password: 'x', token: 't' }),
  searchMeter: (a) => a.searchMeter(S),
  wifiStatus: (a) => a.wifiStatus(S),
  uploadAddress: (a) => a.uploadAddress(S, project(S)),
  uploadSpec: (a) => a.uploadSpec(S, project(S)),
  uploadConnections: (a) => a.uploadConnections(S, project(S)),
  getSavedConfig: (a) => a.getSavedConfig(S),
  uploadConfig: (a) => a.uploadConfig(project(S)),
  configStatus: (a) => a.configStatus(S),
  trigger: (a) => a.trigger(S),
  commissionLog: (a) => a.commissionLog(S),
  fleets: (a) => a.fleets(),
  solsharesAtSite: (a) => a.solsharesAtSite(1),
  invite: (a) => a.invite(S, { email: 'x@example.com' } as never),
  feedback: (a) => a.feedback({ feedback: 'x' } as never),
  netPromoterScore: (a) => a.netPromoterScore({ score: 9 } as never),
  updateBuildingAddress: (a) => a.updateBuildingAddress(S, {} as never),
  updateDeliveryMethod: (a) => a.updateDeliveryMethod(S, {} as never),
  updateConnectedUnits: (a) => a.updateConnectedUnits(S, {} as never),
  updateSoftware: (a) => a.updateSoftware({ serialNumber: S, task: 'monitor_patch' } as never),
  systemInfo: (a) => a.systemInfo(S),
  geocodeSearch: (a) => a.geocodeSearch('Martin Place'),
  geocodeReverse: (a) => a.geocodeReverse(-33.8, 151.2),
};

let sim: Started;
const reportError = vi.fn();
const deps = (): ApiDeps => ({ baseUrl: sim.url, getToken: () => 'any', onUnauthorized: () => {}, reportError, timeoutMs: 5000 });

beforeAll(async () => { sim = await startSim(); });
afterAll(() => sim.close());
beforeEach(async () => { await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' }); reportError.mockClear(); });

describe('every answer is checked against the contract before it is used', () => {
  it('has a row for every operation the contract answers with JSON', () => {
    expect(Object.keys(calls).sort()).toEqual([...new Set(ops.map((o) => o.id))].sort());
  });

  it.each(ops.map((o) => [o.id, o] as const))('%s: a required field of the wrong type is a reported server failure', async (id, op) => {
    const body = wrongAnswer(schemas[op.fn]);
    await fetch(`${sim.url}/__sim/faults`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ operation: id, status: Number(op.status), body }) });
    const result = await calls[id](createProviderApi(deps()));
    expect(result, `${id} answered ${JSON.stringify(body)}`).toMatchObject({ ok: false, status: Number(op.status), kind: 'server' });
    expect(result).not.toHaveProperty('serverText'); // a wrong-shaped body never reaches the screen
    expect(reportError).toHaveBeenCalledTimes(1);
    const report = reportError.mock.calls[0][0] as { payload: { problem: string } };
    expect(report.payload.problem).toMatch(new RegExp(`^${id} /`));
    expect(JSON.stringify(report)).not.toContain('forty-two'); // the path is reported, never the data
  });

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
