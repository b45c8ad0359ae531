// @vitest-environment node
// The unit search (D-07…D-19, D-25, Z-41, Z-58; Y.13) against a fake API with fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedDraft, SearchMeterResponse } from '../../src/api/types.ts';
import { searchUnit } from '../../src/handlers/unit/searchUnit.ts';
import { searchUntilTerminal } from '../../src/handlers/unit/searchUnit.ts';
import { project } from '../../src/state/project.ts';
import { wifi } from '../../src/state/wifi.ts';
import { cleanState, context, jobContext } from './fakes.ts';
import { apiAnswering, fail, fallbackText, meter, ok } from '../support/apiResults.ts';

const timing = { searchPollMs: 1000, searchTimeoutMs: 10_000 };

function seedDraft(serial = '3P_35A_0001') {
  project.serialNumber = serial;
  project.address = {
    address: '1 Sun St, Sydney',
    latitude: -33.9,
    longitude: 151.2,
    country: 'AU',
    solshareName: 'Roof A',
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  cleanState();
  seedDraft();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('searchUnit outcomes (Y.13, normal search)', () => {
  it.each([
    [200, 'ready'],
    [205, 'commissioning'],
    [404, 'notFound'],
    [409, 'alreadyCommissioned'],
    [206, 'needsPowerCycle'],
    [403, 'forbidden'],
    [423, 'notCommissioned'],
  ] as const)('result %i leads to %s', async (code, outcome) => {
    const api = { searchMeter: vi.fn(async () => meter(code)), getSavedConfig: vi.fn(async () => ok(null)) };
    await expect(searchUnit(jobContext(api))).resolves.toEqual({ kind: outcome });
  });

  it('asks for the serial it is handed, not one it reads from the draft', async () => {
    const searchMeter = vi.fn(async () => meter(404));
    await searchUnit(context({ searchMeter }, { input: { serial: '3p_35a_0002' } }));
    expect(searchMeter).toHaveBeenCalledWith('3P_35A_0002', expect.any(AbortSignal));
  });

  it('refuses to search without a serial: the step must hand one', async () => {
    const searchMeter = vi.fn(async () => meter(404));
    await expect(searchUnit(context({ searchMeter }))).rejects.toThrow(/invalid serial/);
    expect(searchMeter).not.toHaveBeenCalled();
  });

  it('a failed request is said on the search screen by its class, not as the unit being offline', async () => {
    const api = { searchMeter: vi.fn(async () => fail(fallbackText(500), 0)) };
    await expect(searchUnit(jobContext(api))).resolves.toEqual({
      kind: 'failed',
      message: { class: 'offline', context: 'search' },
    });
    const down = { searchMeter: vi.fn(async () => fail('<html>503</html>', 503)) };
    await expect(searchUnit(jobContext(down))).resolves.toEqual({
      kind: 'failed',
      message: { class: 'server', context: 'search' },
    });
  });

  it('an unlisted result code is the server failing the contract', async () => {
    const api = { searchMeter: vi.fn(async () => meter(500 as SearchMeterResponse['code'])) };
    await expect(searchUnit(jobContext(api))).resolves.toEqual({
      kind: 'failed',
      message: { class: 'server', context: 'search' },
    });
  });
});

describe('polling (D-07, D-10, D-16)', () => {
  it('keeps polling on 406 at the configured interval, then follows the terminal result', async () => {
    const codes = [406, 406, 200] as const;
    const searchMeter = vi.fn(async () => meter(codes[Math.min(searchMeter.mock.calls.length - 1, 2)]));
    const api = { searchMeter, getSavedConfig: vi.fn(async () => ok(null)) };
    const result = searchUnit(jobContext(api));
    await vi.advanceTimersByTimeAsync(0);
    expect(searchMeter).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(searchMeter).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(searchMeter).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(searchMeter).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual({ kind: 'ready' });
  });

  it('tells the screen each time the unit is still offline', async () => {
    const searchMeter = vi.fn(async () => meter(searchMeter.mock.calls.length < 3 ? 406 : 404));
    const progress = vi.fn();
    const result = searchUnit(jobContext({ searchMeter }, { progress }));
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toEqual({ kind: 'notFound' });
    expect(progress).toHaveBeenCalledTimes(2);
    expect(progress).toHaveBeenLastCalledWith({ phase: 'unitOffline' });
  });

  it('a unit still offline at the search timeout leads to unreachable', async () => {
    const searchMeter = vi.fn(async () => meter(406));
    const result = searchUnit(jobContext({ searchMeter }));
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ kind: 'unreachable' });
    expect(searchMeter).toHaveBeenCalledTimes(11); // at 0, 1 s … 10 s
  });

  it('sends one request at a time even when the answer is slower than the interval', async () => {
    let inFlight = 0;
    let most = 0;
    const searchMeter = vi.fn(async () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 2500));
      inFlight -= 1;
      return meter(searchMeter.mock.calls.length < 4 ? 406 : 404);
    });
    const result = searchUnit(jobContext({ searchMeter }));
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(result).resolves.toEqual({ kind: 'notFound' });
    expect(most).toBe(1);
  });

  it('sends nothing after the screen is left (signal aborted)', async () => {
    const controller = new AbortController();
    const searchMeter = vi.fn(async () => meter(406));
    const result = searchUntilTerminal(apiAnswering({ searchMeter }), '3P_35A_0001', timing, controller.signal);
    await vi.advanceTimersByTimeAsync(1500);
    expect(searchMeter).toHaveBeenCalledTimes(2);
    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(searchMeter).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ kind: 'aborted' });
  });

  it('ignores a reply that arrives after the abort', async () => {
    const controller = new AbortController();
    const searchMeter = vi.fn(async () => {
      controller.abort();
      return meter(200);
    });
    await expect(
      searchUntilTerminal(apiAnswering({ searchMeter }), '3P_35A_0001', timing, controller.signal),
    ).resolves.toEqual({ kind: 'aborted' });
  });
});

describe('ready: saved config, unit facts and delivery method (D-18, D-19, D-25, Z-58)', () => {
  it('restores the saved config but keeps the current address and country', async () => {
    const saved: SavedDraft = {
      serialNumber: '3P_35A_0001',
      address: { address: 'Old St', latitude: 1, longitude: 2, country: 'GB', solshareName: 'Old' },
      spec: { dcSize: 12, acSize: 10, inverter: 'SMA', inputInverter: '' },
      connections: [{ type: '3x1', L1: 'Unit 1', L2: 'Unit 2', L3: 'Unit 3' }],
      algorithmWeight: [[[0, 0, 50]]],
      solarDeliveryMethod: 'optimise',
      CTRating: 120,
    };
    const api = { searchMeter: vi.fn(async () => meter(200)), getSavedConfig: vi.fn(async () => ok(saved)) };
    await expect(searchUnit(jobContext(api))).resolves.toEqual({ kind: 'ready' });
    expect(project.address).toEqual({
      address: '1 Sun St, Sydney',
      latitude: -33.9,
      longitude: 151.2,
      country: 'AU',
      solshareName: 'Roof A',
    });
    expect(project.spec).toEqual(saved.spec);
    expect(project.connections).toHaveLength(5);
    expect(project.connections[0]).toEqual(saved.connections?.[0]);
    expect(project.connections[4]).toEqual({ type: '', L1: '', L2: '', L3: '' });
    expect(project.solarDeliveryMethod).toBe('optimise');
    expect(project.CTRating).toBe(120);
    expect(project.algorithmWeight).toEqual(saved.algorithmWeight);
  });

  it.each([
    ['no saved config (null)', ok(null)],
    ['an empty object', ok({} as never)],
    ['a failed request', fail(fallbackText(500))],
  ])('leaves the draft unchanged on %s', async (_name, answer) => {
    project.spec.dcSize = 9;
    project.CTRating = 200;
    const api = { searchMeter: vi.fn(async () => meter(200)), getSavedConfig: vi.fn(async () => answer) };
    await expect(searchUnit(jobContext(api))).resolves.toEqual({ kind: 'ready' });
    expect(project.spec.dcSize).toBe(9);
    expect(project.CTRating).toBe(200);
  });

  it('asks for the saved config beside the search, so a unit ready at once costs one round trip', async () => {
    const order: string[] = [];
    const slow = <T>(name: string, answer: T) =>
      vi.fn(async () => {
        order.push(`${name} asked`);
        await new Promise((r) => setTimeout(r, 400));
        order.push(`${name} answered`);
        return answer;
      });
    const api = { searchMeter: slow('search', meter(200)), getSavedConfig: slow('config', ok(null)) };
    const result = searchUnit(jobContext(api));
    await vi.advanceTimersByTimeAsync(400);
    expect(order.slice(0, 2).sort()).toEqual(['config asked', 'search asked']);
    expect(order).toContain('config answered'); // within the search's own round trip
    await expect(result).resolves.toEqual({ kind: 'ready' });
    expect(api.getSavedConfig).toHaveBeenCalledTimes(1);
  });

  it('asks for the saved config again once the unit came online after a wait: the first answer may be stale', async () => {
    const codes = [406, 200] as const;
    const searchMeter = vi.fn(async () => meter(codes[Math.min(searchMeter.mock.calls.length - 1, 1)]));
    const spec = { dcSize: 12, acSize: 10, inverter: 'SMA', inputInverter: '' };
    const getSavedConfig = vi
      .fn()
      .mockResolvedValueOnce(ok(null))
      .mockResolvedValueOnce(ok({ serialNumber: '3P_35A_0001', spec } as SavedDraft));
    const result = searchUnit(jobContext({ searchMeter, getSavedConfig }));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ kind: 'ready' });
    expect(getSavedConfig).toHaveBeenCalledTimes(2);
    expect(project.spec).toEqual(spec);
  });

  it('keeps the unit facts of the search (D-19) and the wifi status', async () => {
    const api = {
      searchMeter: vi.fn(async () =>
        meter(200, {
          updateTask: ['software', 'monitor_patch'],
          forceUpdate: true,
          swVersion: 'v0.6.1',
          connected: false,
          ssid: 'Old-WiFi',
        }),
      ),
      getSavedConfig: vi.fn(async () => ok(null)),
    };
    await searchUnit(jobContext(api));
    expect(project.unit).toEqual({
      updateTask: ['software', 'monitor_patch'],
      forceUpdate: true,
      swVersion: 'v0.6.1',
      connected: false,
      ssid: 'Old-WiFi',
    });
    expect(wifi).toMatchObject({ serial: '3P_35A_0001', connected: false, ssid: 'Old-WiFi' });
  });

  it('a two-phase unit gets net metering (D-25), even over a saved method', async () => {
    seedDraft('2P_100_0120');
    const api = {
      searchMeter: vi.fn(async () => meter(200)),
      getSavedConfig: vi.fn(async () => ok({ serialNumber: '2P_100_0120', solarDeliveryMethod: 'optimise' as const })),
    };
    await searchUnit(jobContext(api));
    expect(project.solarDeliveryMethod).toBe('net_metering');
  });

  it('a three-phase unit keeps its delivery method', async () => {
    project.solarDeliveryMethod = 'optimise_even';
    const api = { searchMeter: vi.fn(async () => meter(200)), getSavedConfig: vi.fn(async () => ok(null)) };
    await searchUnit(jobContext(api));
    expect(project.solarDeliveryMethod).toBe('optimise_even');
  });
});

describe('retry variant (D-17, Z-41)', () => {
  const run = (code: SearchMeterResponse['code'], options: { retryVariant?: boolean; recommissioning?: boolean }) =>
    searchUntilTerminal(
      apiAnswering({ searchMeter: vi.fn(async () => meter(code)) }),
      '3P_35A_0001',
      timing,
      new AbortController().signal,
      options,
    ).then((r) => r.kind);

  it.each([200, 205] as const)('stays on %i', async (code) => {
    await expect(run(code, { retryVariant: true })).resolves.toBe('stay');
  });

  it.each([
    [404, 'notFound'],
    [206, 'needsPowerCycle'],
    [403, 'forbidden'],
    [423, 'notCommissioned'],
    [409, 'alreadyCommissioned'],
  ] as const)('follows %i like the normal search (%s)', async (code, kind) => {
    await expect(run(code, { retryVariant: true })).resolves.toBe(kind);
  });

  it('stays on 409 when re-commissioning', async () => {
    await expect(run(409, { retryVariant: true, recommissioning: true })).resolves.toBe('stay');
  });

  it('the normal search never stays', async () => {
    await expect(run(200, {})).resolves.toBe('ready');
  });
});
