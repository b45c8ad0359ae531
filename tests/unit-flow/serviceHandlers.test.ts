// @vitest-environment node
// Serial hand-over, system info, wifi check and "commission another" (D-02, H-01…H-04, J-01, J-03, Z-45).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SystemInfo } from '../../src/api/types.ts';
import { checkWifi } from '../../src/handlers/unit/checkWifi.ts';
import { loadSystemInfo } from '../../src/handlers/unit/loadSystemInfo.ts';
import { resetCommissioning } from '../../src/handlers/unit/resetCommissioning.ts';
import { setCommissioningSerial } from '../../src/handlers/unit/enterSerial.ts';
import { project } from '../../src/state/project.ts';
import { systemInfo } from '../../src/state/systemInfo.ts';
import { unitInView, viewedUnit } from '../../src/state/viewedUnit.ts';
import { wifi } from '../../src/state/wifi.ts';
import { cleanState, context } from './fakes.ts';
import { fail, ok } from '../support/apiResults.ts';

const address = { address: '1 Sun St', latitude: 1, longitude: 2, country: 'AU', solshareName: 'Roof' };

beforeEach(() => {
  cleanState();
  project.serialNumber = '3P_35A_0001';
  project.address = { ...address };
  project.spec.dcSize = 10;
  project.unit = { updateTask: ['software'], forceUpdate: false, swVersion: null, connected: true, ssid: 'x' };
});

describe('setCommissioningSerial', () => {
  it("stores the serial, keeps the address and drops the previous unit's draft", async () => {
    await expect(setCommissioningSerial(context({}, { input: { serial: '2P_100_0120' } }))).resolves.toEqual({
      kind: 'set',
    });
    expect(project.serialNumber).toBe('2P_100_0120');
    expect(project.address).toEqual(address);
    expect(project.spec.dcSize).toBeNull();
    expect(project.unit).toBeNull();
  });

  it('the same serial keeps the draft but forgets the last search facts', async () => {
    await setCommissioningSerial(context({}, { input: { serial: '3P_35A_0001' } }));
    expect(project.spec.dcSize).toBe(10);
    expect(project.unit).toBeNull();
  });

  it('refuses an invalid serial: screens validate first', async () => {
    await expect(setCommissioningSerial(context({}, { input: { serial: 'nope' } }))).rejects.toThrow(/invalid serial/);
  });
});

describe('loadSystemInfo (H-01…H-04)', () => {
  const data = { meter: { commissioned: true } } as unknown as SystemInfo;
  it.each([
    [{ code: 200 as const, data }, 'ready'],
    [{ code: 404 as const }, 'notFound'],
    [{ code: 403 as const }, 'forbidden'],
    [{ code: 423 as const }, 'notCommissioned'],
  ])('%j → %s', async (answer, kind) => {
    const api = { systemInfo: vi.fn(async () => ok(answer)) };
    await expect(loadSystemInfo(context(api, { input: { serial: '3p-35a-0400' } }))).resolves.toEqual({ kind });
  });

  it("ready stores the data and makes the serial the unit in view, leaving the job's unit", async () => {
    const systemInfoCall = vi.fn(async () => ok({ code: 200 as const, data }));
    await loadSystemInfo(context({ systemInfo: systemInfoCall }, { input: { serial: '3P_35A_0400' } }));
    expect(systemInfoCall).toHaveBeenCalledWith('3P_35A_0400', expect.any(AbortSignal));
    expect(unitInView()).toBe('3P_35A_0400');
    expect(project.serialNumber).toBe('3P_35A_0001');
    expect(project.spec.dcSize).toBe(10);
    expect(systemInfo).toMatchObject({ serial: '3P_35A_0400', data });
  });

  it("without input it loads the job's unit when no other is looked at (VIEW SYSTEM INFO on /commission/7)", async () => {
    const systemInfoCall = vi.fn(async () => ok({ code: 404 as const }));
    await loadSystemInfo(context({ systemInfo: systemInfoCall }));
    expect(systemInfoCall).toHaveBeenCalledWith('3P_35A_0001', expect.any(AbortSignal));
  });

  it('a failed request is shown in place with its message', async () => {
    const api = { systemInfo: vi.fn(async () => fail('Server down')) };
    await expect(loadSystemInfo(context(api, { input: { serial: '3P_35A_0400' } }))).resolves.toEqual({
      kind: 'failed',
      message: { class: 'server', serverText: 'Server down' },
    });
  });
});

describe('checkWifi (J-01, J-03)', () => {
  it("found: stores the status and looks at the serial, leaving the job's unit", async () => {
    const api = { wifiStatus: vi.fn(async () => ok({ code: 200 as const, connected: false, ssid: 'Site-WiFi' })) };
    await expect(checkWifi(context(api, { input: { serial: '2P_100_0001' } }))).resolves.toEqual({ kind: 'ready' });
    expect(wifi).toMatchObject({ serial: '2P_100_0001', connected: false, ssid: 'Site-WiFi' });
    expect(viewedUnit.serial).toBe('2P_100_0001');
    expect(project.serialNumber).toBe('3P_35A_0001');
  });

  it('the not-found code → notFound, the current unit unchanged', async () => {
    const api = { wifiStatus: vi.fn(async () => ok({ code: 404 as const, connected: false, ssid: null })) };
    await expect(checkWifi(context(api, { input: { serial: '2P_100_0001' } }))).resolves.toEqual({ kind: 'notFound' });
    expect(project.serialNumber).toBe('3P_35A_0001');
  });
});

describe('resetCommissioning (Z-45)', () => {
  it('starts from a clean draft once the screen it was tapped on has been left', async () => {
    await expect(resetCommissioning(context({}))).resolves.toEqual({ kind: 'done' });
    expect(project.serialNumber).not.toBe(''); // still there while the outcome is followed (G-09)
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(project.serialNumber).toBe('');
    expect(project.address.address).toBe('');
  });
});
