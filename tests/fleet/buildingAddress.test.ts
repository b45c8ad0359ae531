// @vitest-environment node
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/provider.ts';
import { readLocaleFiles } from '../../src/checker/checks/locales.ts';
import {
  beginBuildingAddressEdit,
  EDIT_DRAFT_KEY,
  updateBuildingAddress,
} from '../../src/handlers/fleet/buildingAddress.ts';
import { clearDraft, readDraft } from '../../src/state/formDrafts.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { storeSystemInfo, systemInfo } from '../../src/state/systemInfo.ts';
import { systemInfoFixture } from './fixtures.ts';
import { handlerContext } from '../support/handlerContext.ts';

const SERIAL = '3P_35A_6709';
const ctx = (api: Partial<ProviderApi>, input?: unknown) =>
  handlerContext({ api, input, path: '/edit-building-address' });

beforeAll(async () => {
  await i18next.init({
    resources: readLocaleFiles(process.cwd()).resources,
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

beforeEach(() => {
  Object.assign(project, emptyProject(), {
    serialNumber: SERIAL,
    address: { address: 'Wizard St', latitude: 1, longitude: 2, country: 'GB', solshareName: '' },
  });
  storeSystemInfo(SERIAL, systemInfoFixture({}));
  clearDraft(EDIT_DRAFT_KEY);
});

describe('EDIT on /view-building-address (H-14)', () => {
  it("opens the form with the unit's address, not the wizard draft's", async () => {
    expect(await beginBuildingAddressEdit(ctx({}))).toEqual({ kind: 'editing' });
    expect(readDraft(EDIT_DRAFT_KEY)).toEqual({
      address: '1 Martin Place, Sydney NSW 2000, Australia',
      latitude: -33.8678,
      longitude: 151.2073,
      country: 'AU',
      solshareName: 'Martin Place',
    });
  });

  it('refuses with the H-11 text when the unit has no linked project', async () => {
    storeSystemInfo(SERIAL, systemInfoFixture({ project: null }));
    expect(await beginBuildingAddressEdit(ctx({}))).toEqual({
      kind: 'failed',
      message: { key: 'systemInfo.notLinked' },
    });
  });
});

describe('saving /edit-building-address (H-18)', () => {
  it('posts {solshareName, address, latitude, longitude, country} for the current serial and shows it saved', async () => {
    const updateBuildingAddress$ = vi
      .fn()
      .mockResolvedValue({ ok: true, status: 200, data: { message: 'address updated' } });
    const input = {
      address: '10 Downing Street',
      latitude: 51.5,
      longitude: -0.12,
      country: 'GB',
      solshareName: ' No. 10 ',
    };
    expect(await updateBuildingAddress(ctx({ updateBuildingAddress: updateBuildingAddress$ }, input))).toEqual({
      kind: 'saved',
    });
    expect(updateBuildingAddress$).toHaveBeenCalledWith(SERIAL, {
      solshareName: 'No. 10',
      address: '10 Downing Street',
      latitude: 51.5,
      longitude: -0.12,
      country: 'GB',
    });
    expect(systemInfo.data?.meter.project).toMatchObject({
      address: '10 Downing Street',
      country: 'GB',
      solshareName: 'No. 10',
    });
  });

  it('a failed save is shown in place with the server message and changes nothing', async () => {
    const api = {
      updateBuildingAddress: vi
        .fn()
        .mockResolvedValue({ ok: false, status: 500, kind: 'server', message: 'Saving failed. Try again.' }),
    };
    expect(
      await updateBuildingAddress(
        ctx(api, { address: 'X', latitude: null, longitude: null, country: 'AU', solshareName: '' }),
      ),
    ).toEqual({ kind: 'failed', message: { class: 'server' } });
    expect(systemInfo.data?.meter.project?.address).toBe('1 Martin Place, Sydney NSW 2000, Australia');
  });
});
