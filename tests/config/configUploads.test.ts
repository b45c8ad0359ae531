// E-08, E-11, E-19: the address, specifications and connection steps go on at once; their uploads follow in the
// background, one at a time and in order, stay pending through no signal, and are sent when signal returns; the
// connection list once its changes pause. Against the in-process simulator with the real API client; the network
// between them drops calls or holds them.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseAppConfig } from '../../src/config/appConfig.ts';
import { saveAddress } from '../../src/handlers/config/saveAddress.ts';
import { saveConnection } from '../../src/handlers/config/saveConnection.ts';
import { saveSpec } from '../../src/handlers/config/saveSpec.ts';
import { sendPendingConfig } from '../../src/handlers/config/configUploads.ts';
import { pendingUploads } from '../../src/state/pendingUploads.ts';
import { project } from '../../src/state/project.ts';
import { sessionEnded } from '../../src/state/job.ts';
import { uploadProblem } from '../../src/state/uploadProblem.ts';
import { boundaryFetch, type Boundary } from '../support/boundaryFetch.ts';
import { handlerContext } from '../support/handlerContext.ts';
import { simGet, simulatorClient, type SimulatorSession } from '../support/simulatorClient.ts';
import { resetDraft } from './resetDraft.ts';

const SERIAL = '3P_35A_4501';
const ADDRESS = {
  address: '1 Martin Place, Sydney',
  latitude: -33.87,
  longitude: 151.21,
  country: 'AU',
  solshareName: 'Block A',
};
const SPEC = { dcSize: 12.5, acSize: 10, inverter: 'SMA' };

let boundary: Boundary;
let held: (() => void)[];
let client: SimulatorSession;

const uploadsOf = async (serial: string) =>
  (
    await simGet<{
      uploads: Record<
        string,
        {
          kind: string;
          body: { address: { solshareName: string }; spec: { dcSize: number }; connections: { name?: string }[] };
        }[]
      >;
    }>(client.sim, '/__sim/records')
  ).uploads[serial] ?? [];

beforeEach(async () => {
  boundary = undefined;
  held = [];
  client = await simulatorClient({
    as: 'installer@example.com',
    token: 'login',
    network: (sim) => {
      const dropOrPass = boundaryFetch(sim, () => boundary);
      // 'hold' keeps each call until the test lets it through
      return async (input, init) => {
        if (boundary === ('hold' as Boundary)) await new Promise<void>((let_) => held.push(let_));
        return dropOrPass(input, init);
      };
    },
  });
  resetDraft(SERIAL);
  Object.assign(pendingUploads, { connections: null, address: null, spec: null });
  Object.assign(uploadProblem, { connections: null, address: null, spec: null });
});

const ctx = (input: Record<string, unknown>) => handlerContext({ api: client.api, input });

describe('the address and specifications uploads', () => {
  it('go on to the next step before the server answers, and land in order once it does', async () => {
    boundary = 'hold' as Boundary;
    expect(await saveAddress(ctx(ADDRESS))).toEqual({ kind: 'saved' });
    expect(await saveSpec(ctx(SPEC))).toEqual({ kind: 'saved' });
    expect(pendingUploads).toMatchObject({ address: SERIAL, spec: SERIAL });
    expect(await uploadsOf(SERIAL)).toEqual([]);

    await expect.poll(() => held.length).toBe(1); // one at a time: the spec waits for the address
    held[0]!();
    await expect.poll(() => held.length).toBe(2);
    boundary = undefined;
    held[1]!();
    await sendPendingConfig(client.api);
    const uploads = await uploadsOf(SERIAL);
    expect(uploads.map((u) => u.kind)).toEqual(['address', 'spec']);
    expect(uploads[1]!.body.spec.dcSize).toBe(12.5);
    expect(pendingUploads).toMatchObject({ address: null, spec: null });
  });

  it('keep what was saved with no signal, say why, and send it when signal returns', async () => {
    boundary = 'drop';
    expect(await saveAddress(ctx(ADDRESS))).toEqual({ kind: 'saved' });
    expect(await saveSpec(ctx(SPEC))).toEqual({ kind: 'saved' });
    await sendPendingConfig(client.api);
    expect(project.address.solshareName).toBe('Block A');
    expect(pendingUploads).toMatchObject({ address: SERIAL, spec: SERIAL });
    expect(uploadProblem).toMatchObject({ address: 'offline', spec: 'offline' });
    expect(await uploadsOf(SERIAL)).toEqual([]);

    boundary = undefined; // signal again: PendingUploads sends what is pending
    await sendPendingConfig(client.api);
    const uploads = await uploadsOf(SERIAL);
    expect(uploads.map((u) => u.kind)).toEqual(['address', 'spec']);
    expect(uploads[0]!.body.address.solshareName).toBe('Block A');
    expect(pendingUploads).toMatchObject({ address: null, spec: null });
    expect(uploadProblem).toMatchObject({ address: null, spec: null });
  });

  it("drop an earlier job's unsent part rather than send the next job's project under its serial", async () => {
    boundary = 'drop';
    await saveAddress(ctx(ADDRESS));
    await sendPendingConfig(client.api);
    resetDraft('3P_35A_4502'); // the next job, on another unit
    boundary = undefined;
    await sendPendingConfig(client.api);
    expect(await uploadsOf(SERIAL)).toEqual([]);
    expect(pendingUploads.address).toBeNull();
  });
});

describe('the connection list (E-19)', () => {
  const QUIET_MS = 150;
  const config = parseAppConfig({ timing: { connectionUploadDebounceMs: QUIET_MS } });
  const nameGroup = (name: string, index = 0) =>
    saveConnection(
      handlerContext({
        api: client.api,
        config,
        params: { index: String(index) },
        input: { kind: 'ONE_TRIPLE', name },
      }),
    );
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('changed several times quickly, is sent once, with the newest names, after the changes pause', async () => {
    for (const name of ['S', 'Sh', 'Shop']) {
      await nameGroup(name);
      await wait(QUIET_MS / 3);
    }
    expect(await uploadsOf(SERIAL)).toEqual([]);
    expect(pendingUploads.connections).toBe(SERIAL);
    await expect.poll(async () => (await uploadsOf(SERIAL)).length).toBe(1);
    await wait(QUIET_MS * 2);
    const uploads = await uploadsOf(SERIAL);
    expect(uploads.map((u) => u.kind)).toEqual(['connection']);
    expect(JSON.stringify(uploads[0]!.body.connections[0])).toContain('Shop');
    await expect.poll(() => pendingUploads.connections).toBeNull();
  });

  it('waits in the one queue behind the address and specifications, so nothing lands out of order', async () => {
    boundary = 'hold' as Boundary;
    await saveAddress(ctx(ADDRESS));
    await saveSpec(ctx(SPEC));
    await nameGroup('Shop');
    await wait(QUIET_MS * 2);
    await expect.poll(() => held.length).toBe(1); // the address is on its way; the spec and the list wait
    boundary = undefined;
    held[0]!();
    await expect
      .poll(async () => (await uploadsOf(SERIAL)).map((u) => u.kind))
      .toEqual(['address', 'spec', 'connection']);
  });

  it('failed with no signal, stays pending and is sent with the next change', async () => {
    boundary = 'drop';
    await nameGroup('Shop');
    await expect.poll(() => uploadProblem.connections).toBe('offline');
    expect(pendingUploads.connections).toBe(SERIAL);
    boundary = undefined;
    await nameGroup('Bakery', 1);
    await expect.poll(async () => (await uploadsOf(SERIAL)).length).toBe(1);
    expect(JSON.stringify((await uploadsOf(SERIAL))[0]!.body.connections)).toContain('Bakery');
    await expect.poll(() => uploadProblem.connections).toBeNull();
  });

  it('changed logged out, is not sent', async () => {
    sessionEnded();
    await nameGroup('Shop');
    await wait(QUIET_MS * 2);
    await sendPendingConfig(client.api);
    expect(await uploadsOf(SERIAL)).toEqual([]);
    expect(pendingUploads.connections).toBeNull();
  });
});
