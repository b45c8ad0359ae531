// @vitest-environment node
// Looking at another unit never destroys the job in progress. Check internet
// (/wifi-enter-serial), Reconfigure (/reconfigure-enter-serial) and a unit tapped at a site run their
// handlers against the real API client and the simulator; the job (its unit, address, SolShare name,
// drafts and the step reached) stays exactly as it was.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderApi } from '../../src/api/client.ts';
import { boxesFrom } from '../../src/handlers/config/connectionBoxes.ts';
import { startRecommissioningWithSpec } from '../../src/handlers/setup/startRecommissioningWithSpec.ts';
import { startRecommissioning } from '../../src/handlers/setup/startRecommissioning.ts';
import { checkWifi } from '../../src/handlers/unit/checkWifi.ts';
import { loadSystemInfo } from '../../src/handlers/unit/loadSystemInfo.ts';
import { sendInvite } from '../../src/handlers/run/sendFeedback.ts';
import { formDrafts, readDraft, saveDraft } from '../../src/state/formDrafts.ts';
import { claimJob, jobOwner, logOut, recordJobStep, resetPhone } from '../../src/state/job.ts';
import { emptyProject, project, type Connection } from '../../src/state/project.ts';
import { run } from '../../src/state/run.ts';
import { systemInfo } from '../../src/state/systemInfo.ts';
import { lookAtJob, unitInView, viewedUnit } from '../../src/state/viewedUnit.ts';
import { FAST } from '../simulator/helpers.ts';
import { handlerContext } from '../support/handlerContext.ts';
import { simGet, simulatorClient, type Simulator } from '../support/simulatorClient.ts';

const JOB_UNIT = '3P_35A_0401';
const OTHER = '3P_35A_6709'; // 09: commissioned, with an installer and a site (docs/training-units.md)
const ADDRESS_DRAFT = 'siteAddress:/commission/address';

let sim: Simulator;
let api: ProviderApi;

const ctx = (path: string, input?: unknown) => handlerContext({ api, path, input, progress: () => undefined });

/** Everything of the job a careless lookup could destroy, as plain data. */
const theJob = () =>
  JSON.parse(
    JSON.stringify({
      project,
      drafts: formDrafts,
      lastStep: jobOwner.lastStep,
      run: { serial: run.serial, step: run.step },
    }),
  ) as unknown;

beforeAll(async () => {
  // each test starts on a fresh phone (resetPhone below) but calls the server as the installer
  ({ sim, api } = await simulatorClient({ as: 'installer@example.com', simulator: { speed: FAST }, token: 'login' }));
});

beforeEach(() => {
  resetPhone();
  claimJob('installer@example.com');
  Object.assign(project, emptyProject(), { serialNumber: JOB_UNIT });
  project.address = {
    address: '1 Martin Place, Sydney NSW 2000, Australia',
    latitude: -33.8678,
    longitude: 151.2073,
    country: 'AU',
    solshareName: 'Block A',
  };
  project.spec.dcSize = 10;
  saveDraft(ADDRESS_DRAFT, { solshareName: 'Block A, typed but not saved' });
  recordJobStep('/commission/address');
});

describe('looking at another unit keeps the job in progress', () => {
  it('Check internet with another serial (/wifi-enter-serial) leaves the job and its drafts as they were', async () => {
    const before = theJob();
    await expect(checkWifi(ctx('/wifi-enter-serial', { serial: '3p 35a 6709' }) as never)).resolves.toEqual({
      kind: 'ready',
    });
    expect(theJob()).toEqual(before);
    expect(readDraft(ADDRESS_DRAFT)).toEqual({ solshareName: 'Block A, typed but not saved' });
  });

  it.each(['/reconfigure-enter-serial', '/solshares-at-site', '/system-info'])(
    'system info of another unit (%s) leaves the job and its drafts as they were',
    async (path) => {
      const before = theJob();
      await expect(loadSystemInfo(ctx(path, { serial: OTHER }) as never)).resolves.toEqual({ kind: 'ready' });
      expect(systemInfo.serial).toBe(OTHER); // the other unit is what the service screens show
      expect(theJob()).toEqual(before);
    },
  );

  it('re-commissioning the unit looked at is what makes it the job’s unit', async () => {
    await loadSystemInfo(ctx('/reconfigure-enter-serial', { serial: OTHER }) as never);
    const connections = [
      { type: '3x1', L1: 'Flat 1', L2: 'Flat 2', L3: 'Flat 3' },
      ...Array.from({ length: 4 }, () => ({ type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' })),
    ];
    await expect(
      startRecommissioning(
        ctx('/reset-connections', { groups: boxesFrom(OTHER, connections as Connection[]) }) as never,
      ),
    ).resolves.toEqual({ kind: 'needsInverter' });
    expect(project.serialNumber).toBe(OTHER);
    await expect(
      startRecommissioningWithSpec(
        ctx('/reset-connections/specifications', { dcSize: 10, acSize: 8, inverter: 'SMA' }) as never,
      ),
    ).resolves.toEqual({ kind: 'chooseDelivery' }); // its outputs changed: the delivery method first
    expect(run).toMatchObject({ serial: OTHER, recommissioning: true });
  });

  it('an invite sent from /access-control is for the unit looked at, not the job’s unit', async () => {
    await loadSystemInfo(ctx('/reconfigure-enter-serial', { serial: OTHER }) as never);
    await expect(sendInvite(ctx('/access-control', { email: 'manager@example.com' }) as never)).resolves.toEqual({
      kind: 'sent',
    });
    const records = await simGet<{ invites: { serial: string; email: string }[] }>(sim, '/__sim/records');
    expect(records.invites.at(-1)).toMatchObject({ serial: OTHER, email: 'manager@example.com' });
  });

  it('the service screens show the unit looked at until the installer is back in the job', async () => {
    await checkWifi(ctx('/wifi-enter-serial', { serial: OTHER }) as never);
    expect(unitInView()).toBe(OTHER);
    lookAtJob(); // FlowRoute does this on every wizard step of the job
    expect(unitInView()).toBe(JOB_UNIT);
  });

  it('logging out forgets the unit looked at with the job', async () => {
    await checkWifi(ctx('/wifi-enter-serial', { serial: OTHER }) as never);
    logOut();
    expect(viewedUnit.serial).toBe('');
  });
});
