// @vitest-environment node
// Z-55 on the server: every operation of the document called with each role's token. The
// commissioning calls answer a Provider 403; everything else (reading a job's photos too) is open to both roles.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { operations } from '../../simulator/contract';
import { ask, loginToken, project } from './helpers';

const COMMISSIONER_ONLY = [
  'commissionLog',
  'configStatus',
  'getSavedConfig',
  'notePhoto',
  'putPhoto',
  'searchMeter',
  'trigger',
  'updateSoftware',
  'uploadAddress',
  'uploadConfig',
  'uploadConnections',
  'uploadSpec',
];

const S = '3P_35A_1000'; // in no fleet: ownership does not get in the way
const bodies: Record<string, unknown> = {
  uploadAddress: project(S),
  uploadSpec: project(S),
  uploadConnections: project(S),
  uploadConfig: project(S),
  updateSoftware: { device: S, job: 'software' },
  notePhoto: { note: '' },
};

function request(op: (typeof operations)[number]): { method: string; path: string; body?: unknown } {
  const path = op.path
    .replace('{serial}', S)
    .replace('{projectId}', '1')
    .replace('{photoId}', '0b7f4c1e-93a2-4f6d-8e21-5c3a9d7b1f40');
  return { method: op.method, path, body: op.hasBody ? (bodies[op.operationId] ?? {}) : undefined };
}

describe('roles: which operations a Provider may call', () => {
  const { app } = createSimulator({ speed: 200 });
  const secured = operations.filter((o) => o.secured);
  const tokens = { provider: '', installer: '' };
  beforeAll(async () => {
    tokens.provider = await loginToken(app, 'provider@example.com');
    tokens.installer = await loginToken(app);
  });

  it('the document names exactly the commissioning calls as Commissioner-only (x-roles)', () => {
    expect(
      secured
        .filter((o) => o.roles?.includes('Commissioner') && !o.roles.includes('Provider'))
        .map((o) => o.operationId)
        .sort(),
    ).toEqual(COMMISSIONER_ONLY);
  });

  it.each(secured.map((o) => [o.operationId, COMMISSIONER_ONLY.includes(o.operationId) ? 403 : 'not 403'] as const))(
    '%s answers a Provider %s',
    async (id, expected) => {
      const op = secured.find((o) => o.operationId === id)!;
      const { method, path, body } = request(op);
      const provider = await ask(app, method, path, { token: tokens.provider, body });
      if (expected === 403) {
        expect(provider.status).toBe(403);
        expect(provider.body.message).toContain('Commissioner');
      } else {
        expect(provider.status).not.toBe(403);
      }
      const installer = await ask(app, method, path, { token: tokens.installer, body });
      expect(installer.status, `${id} for a Commissioner`).not.toBe(403);
    },
  );

  it('a user holding both roles may commission', async () => {
    const sim = createSimulator();
    const both = await sim.state.model.accounts.issue(
      { email: 'provider@example.com', roles: ['Provider', 'Commissioner'] },
      Math.floor(Date.now() / 1000) + 60,
    );
    // roles come from the account on the server, not from the token's claims
    expect((await ask(sim.app, 'GET', `/v2/commission/meter/${S}`, { token: both })).status).toBe(403);
    sim.state.model.accounts.accounts.get('provider@example.com')!.roles.push('Commissioner');
    expect((await ask(sim.app, 'GET', `/v2/commission/meter/${S}`, { token: both })).status).toBe(200);
  });
});
