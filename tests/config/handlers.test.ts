// @vitest-environment node
// The config handlers on their own: the address stored and uploaded (E-08), connection groups
// (E-14, E-16, Z-05) and the allocation store (E-40).
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/provider.ts';
import { saveAddress } from '../../src/handlers/config/saveAddress.ts';
import { saveAllocationPhase } from '../../src/handlers/config/saveAllocation.ts';
import { saveConnection } from '../../src/handlers/config/saveConnection.ts';
import { project } from '../../src/state/project.ts';
import { handlerContext } from '../support/handlerContext.ts';
import { initTestI18n } from '../support/renderScreen.tsx';
import { pretendLoggedIn } from '../support/tokens.ts';
import { resetDraft } from './resetDraft.ts';

const ok = { ok: true as const, status: 200, data: undefined };

const ctx = handlerContext;

beforeAll(initTestI18n);
beforeEach(() => resetDraft('3P_35A_0001'));

describe('saveAddress', () => {
  it('stores the trimmed address, goes on, and uploads it for the serial (E-08, L-14)', async () => {
    pretendLoggedIn(); // the backend's copy is sent only with a session (configUploads.ts)
    const uploadAddress = vi.fn(async () => ok);
    const input = {
      address: '1 Main St, Sydney',
      latitude: -33.8,
      longitude: 151.2,
      country: 'AU',
      solshareName: '  Block A ',
    };
    expect(await saveAddress(ctx({ api: { uploadAddress } as unknown as ProviderApi, input }))).toEqual({
      kind: 'saved',
    });
    expect(project.address).toEqual({
      address: '1 Main St, Sydney',
      latitude: -33.8,
      longitude: 151.2,
      country: 'AU',
      solshareName: 'Block A',
    });
    // sent in the background (tests/config/configUploads.test.ts follows it through the simulator)
    await vi.waitFor(() =>
      expect(uploadAddress).toHaveBeenCalledWith('3P_35A_0001', expect.objectContaining({ address: project.address })),
    );
  });
});

describe('saveConnection', () => {
  it('refuses No Connection on group 0 (Z-05)', async () => {
    const outcome = await saveConnection(ctx({ params: { index: '0' }, input: { kind: 'NONE' } }));
    expect(outcome.kind).toBe('failed');
    expect(project.connections[0]!.type).toBe('');
  });

  it('moves to the next group with its index, and to the review after group 4 (E-16)', async () => {
    expect(await saveConnection(ctx({ params: { index: '3' }, input: { kind: 'ONE_TRIPLE', name: 'Shop' } }))).toEqual({
      kind: 'next',
      params: { index: 4 },
    });
    expect(await saveConnection(ctx({ params: { index: '4' }, input: { kind: 'NONE' } }))).toEqual({ kind: 'review' });
  });
});

describe('saveAllocationPhase', () => {
  const twoGroups = () =>
    Object.assign(project, {
      serialNumber: '3P_35A_0500',
      connections: [
        { type: '3x1', L1: 'A', L2: 'B', L3: 'C' },
        { type: '3x1', L1: 'D', L2: 'E', L3: 'F' },
        ...project.connections.slice(2),
      ],
      spec: { ...project.spec, dcSize: 10 },
    });
  const weights = (mode: string, values: string[]) => ({ weights: { mode, groups: [[0, 1]], values: [values] } });

  it('stores five entries per phase with 0-based indices and leads on (E-40)', async () => {
    twoGroups();
    expect(await saveAllocationPhase(ctx({ params: { index: '2' }, input: weights('percent', ['50']) }))).toEqual({
      kind: 'next',
      params: { index: 3 },
    });
    expect(project.algorithmWeight[1]).toEqual([
      [1, 0, 50],
      [1, 1, 50],
      [1, 2, null],
      [1, 3, null],
      [1, 4, null],
    ]);
    expect(project.algorithmWeight).toHaveLength(3);
    expect(await saveAllocationPhase(ctx({ params: { index: '3' }, input: weights('percent', ['50']) }))).toEqual({
      kind: 'review',
    });
  });

  it('converts kW to percent exactly and keeps the unit for the next phase (E-35, Y.7)', async () => {
    twoGroups();
    expect(await saveAllocationPhase(ctx({ params: { index: '1' }, input: weights('kW', ['0.83']) }))).toEqual({
      kind: 'next',
      params: { index: 2 },
    });
    expect(project.algorithmWeight[0]?.slice(0, 2)).toEqual([
      [0, 0, 24.92],
      [0, 1, 75.08],
    ]);
    expect(project.allocationUnit).toBe('kW');
  });

  it.each([
    [weights('percent', ['']), { key: 'allocation.errors.empty', values: { labels: 'L1-1' } }],
    [weights('percent', ['100.5']), { key: 'allocation.errors.overPercent' }],
    [weights('kW', ['3.34']), { key: 'allocation.errors.overKw' }],
    [
      { weights: { mode: 'percent', groups: [[0, 1, 2]], values: [['10', '20']] } },
      { key: 'allocation.errors.invalid' },
    ],
    [{}, { key: 'allocation.errors.invalid' }],
  ])('refuses %j with %j and stores nothing (L-30…L-32)', async (input, message) => {
    twoGroups();
    expect(await saveAllocationPhase(ctx({ params: { index: '1' }, input }))).toEqual({ kind: 'failed', message });
    expect(project.algorithmWeight).toEqual([]);
  });
});
