// @vitest-environment node
// Sending the photos kept on the phone, with the real API client against the real simulator
// in-process (its faults for the server's failures, the network boundary for a dropped connection),
// and the store on fake-indexeddb: once each, oldest first, waiting with no signal and after a 401,
// retrying what may pass, giving up on what cannot.
import { createHash } from 'node:crypto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProviderApi } from '../../src/api/client';
import type { PhoneNetwork } from '../../src/photos/phoneNetwork';
import { createPhotoSender, type PhotoSender, type SenderStatus } from '../../src/photos/photoSender';
import { openPhotoStore, type PhotoStore } from '../../src/photos/photoStore';
import { createSimulator } from '../../simulator/app';
import { NOT_A_PHOTO, photoTooLarge } from '../../simulator/photos';
import { boundaryFetch, type Boundary } from '../support/boundaryFetch';
import { ask, eventually, jpegBytes, loginToken, sleep } from '../simulator/helpers';
import { shrunkPhoto } from './support/shrunkPhoto';

const INSTALLER = 'installer@example.com';
const JOB = { serial: '3P_35A_1009', job: 'j1' }; // in installer@example.com's fleet
const at = (minute: number) => new Date(Date.UTC(2025, 2, 14, 9, minute));
const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

let sim: ReturnType<typeof createSimulator>;
let store: PhotoStore;
let sender: PhotoSender;
let token: string | undefined;
let who = INSTALLER;
let boundary: Boundary;
let unauthorized: number;
let puts: number;
/** runs once around the simulator's answer to a PUT: (send it on) → the answer the client gets */
let aroundPut: ((forward: () => Promise<Response>) => Promise<Response>) | undefined;
const seen: SenderStatus[] = [];

function phone(): PhoneNetwork & { set(online: boolean): void } {
  let online = true;
  const listeners = new Set<() => void>();
  return {
    isOnline: () => online,
    subscribe: (f) => (listeners.add(f), () => listeners.delete(f)),
    set(value) {
      online = value;
      listeners.forEach((f) => f());
    },
  };
}
let network: ReturnType<typeof phone>;

beforeEach(async () => {
  sim = createSimulator();
  token = await loginToken(sim.app);
  who = INSTALLER;
  boundary = undefined;
  unauthorized = 0;
  puts = 0;
  aroundPut = undefined;
  seen.length = 0;
  network = phone();
  const toSim = boundaryFetch(sim, () => boundary);
  const api = createProviderApi({
    baseUrl: 'http://sim.test',
    timeoutMs: 2000,
    getToken: () => token,
    onUnauthorized: () => void (unauthorized += 1),
    reportError: () => undefined,
    fetch: async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (request.method !== 'PUT') return toSim(request);
      puts += 1;
      const around = aroundPut;
      aroundPut = undefined;
      return around ? around(() => toSim(request)) : toSim(request);
    },
  });
  const opened = await openPhotoStore(INSTALLER, new IDBFactory());
  if (!opened.ok) throw new Error(opened.problem);
  store = opened.value;
  sender = createPhotoSender({
    api,
    store,
    owner: INSTALLER,
    login: () => (token ? { email: who, token } : undefined),
    network,
    backoff: { firstMs: 20, maxMs: 80 },
  });
  sender.subscribe((s) => seen.push(s));
});
afterEach(async () => {
  await sender.stop();
  store.close();
});

async function keep(kind: string, minute: number, extra: { phase?: 'L1' | 'L2' | 'L3'; note?: string } = {}) {
  const added = await store.add({
    job: JOB,
    kind,
    photo: shrunkPhoto({ seed: minute }),
    takenAt: at(minute),
    ...extra,
  });
  if (!added.ok) throw new Error(added.problem);
  return added.value;
}
const received = async () =>
  (await ask(sim.app, 'GET', `/v2/commission/${JOB.serial}/photos`, { token: await loginToken(sim.app) })).body
    .photos as { id: string; kind: string; phase?: string; takenAt: string; note: string; sha256: string }[];
const settled = (state: SenderStatus['state'] = 'idle', ms = 5000) =>
  eventually(async () => (sender.status().state === state ? true : undefined), ms);

describe('photoSender: each photo once, oldest first', () => {
  it('sends every waiting photo with its kind, phase and time, oldest first, and counts down to none', async () => {
    const label = await keep('unitLabel', 30);
    const board = await keep('meterBoard', 10);
    const clamp = await keep('ctClamp', 20, { phase: 'L2' });
    sender.start();
    await settled();
    const photos = await received();
    expect(photos.map((p) => [p.id, p.kind, p.phase, p.takenAt])).toEqual([
      [board.id, 'meterBoard', undefined, '2025-03-14T09:10:00.000Z'],
      [clamp.id, 'ctClamp', 'L2', '2025-03-14T09:20:00.000Z'],
      [label.id, 'unitLabel', undefined, '2025-03-14T09:30:00.000Z'],
    ]);
    expect(photos[0].sha256).toBe(sha256((await store.image(board.id))!.bytes)); // the bytes kept, unchanged
    expect(puts).toBe(3);
    expect(seen.map((s) => s.toSend).filter((n, i, all) => n !== all[i - 1])).toEqual([3, 2, 1, 0]);
    expect(sender.status()).toEqual({ toSend: 0, refused: 0, state: 'idle' });
    expect((await store.list(JOB)).map((p) => p.sent.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('sends a photo taken while it runs', async () => {
    sender.start();
    await settled();
    const later = await keep('unitWiring', 5);
    await eventually(async () => ((await received()).length === 1 ? true : undefined));
    expect((await received())[0].id).toBe(later.id);
  });

  it('sends the note after the image, and a note changed after it was sent', async () => {
    const board = await keep('meterBoard', 10, { note: 'covers off' });
    sender.start();
    await settled();
    expect((await received())[0].note).toBe('covers off');
    await store.setNote(board.id, 'covers off, board 2 of 2');
    await eventually(async () => ((await received())[0].note === 'covers off, board 2 of 2' ? true : undefined));
    await settled();
    expect(await store.get(board.id)).toMatchObject({
      note: 'covers off, board 2 of 2',
      sentNote: 'covers off, board 2 of 2',
    });
    expect(puts).toBe(1);
  });

  it('sends a photo again when its answer was lost, and the server keeps it once (its repeat answered 200)', async () => {
    const board = await keep('meterBoard', 10);
    aroundPut = async (forward) => {
      await forward(); // the server stores it…
      throw new TypeError('Failed to fetch'); // …and the answer never reaches the phone
    };
    sender.start();
    await settled();
    expect(puts).toBe(2);
    expect((await received()).map((p) => p.id)).toEqual([board.id]);
    expect((await store.get(board.id))?.sent).toEqual({ state: 'sent' });
  });
});

describe('photoSender: no signal, failures that pass', () => {
  it('sends nothing while the phone is offline, and everything when signal returns', async () => {
    network.set(false);
    await keep('meterBoard', 10);
    await keep('unitLabel', 20);
    sender.start();
    await settled('offline');
    expect(sender.status()).toEqual({ toSend: 2, refused: 0, state: 'offline' });
    await sleep(100);
    expect(puts).toBe(0);
    network.set(true);
    await settled();
    expect(await received()).toHaveLength(2);
  });

  it('retries a dropped connection and a server in trouble after growing waits, then sends', async () => {
    await keep('meterBoard', 10);
    aroundPut = () => Promise.reject(new TypeError('Failed to fetch')); // the connection drops once
    sim.state.faults.push({ operation: 'putPhoto', status: 503, times: 2 });
    sender.start();
    await settled('idle');
    expect(puts).toBe(4); // dropped, 503, 503, stored
    expect(await received()).toHaveLength(1);
    expect(seen.filter((s) => s.state === 'retrying').length).toBeGreaterThanOrEqual(3);
  });

  it('waits as long as a 429 says', async () => {
    await keep('meterBoard', 10);
    sim.state.faults.push({ operation: 'putPhoto', status: 429, headers: { 'Retry-After': '1' }, times: 1 });
    const started = Date.now();
    sender.start();
    await settled('retrying');
    await settled('idle');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await received()).toHaveLength(1);
  });

  it('sends at once when woken during a retry’s wait (Send again)', async () => {
    const slow = createPhotoSender({
      api: createProviderApi({
        baseUrl: 'http://sim.test',
        timeoutMs: 2000,
        getToken: () => token,
        onUnauthorized: () => undefined,
        reportError: () => undefined,
        fetch: boundaryFetch(sim, () => boundary),
      }),
      store,
      owner: INSTALLER,
      login: () => (token ? { email: INSTALLER, token } : undefined),
      network,
      backoff: { firstMs: 60_000, maxMs: 60_000 },
    });
    await keep('meterBoard', 10);
    boundary = 'drop';
    slow.start();
    await eventually(async () => (slow.status().state === 'retrying' ? true : undefined));
    boundary = undefined;
    slow.wake();
    await eventually(async () => (slow.status().state === 'idle' ? true : undefined));
    await slow.stop();
    expect(await received()).toHaveLength(1);
  });
});

describe('photoSender: a full disk', () => {
  it('waits before sending again when it cannot record an answer, instead of sending in a loop', async () => {
    await keep('meterBoard', 10);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const full = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    sender.start();
    await settled('retrying');
    await sleep(150); // waits of 20, 40, 80 ms: a few tries, not hundreds
    expect(puts).toBeGreaterThanOrEqual(1);
    expect(puts).toBeLessThanOrEqual(4);
    expect(errors).toHaveBeenCalledWith('Sending photos stopped for a moment:', expect.any(Error));
    full.mockRestore();
    await settled('idle');
    expect(await received()).toHaveLength(1); // each repeat answered 200: stored once
  });
});

describe('photoSender: a login that ended', () => {
  it('stops on a 401 until the installer logs in again, then goes on', async () => {
    await keep('meterBoard', 10);
    await keep('unitLabel', 20);
    sim.state.faults.push({ operation: 'putPhoto', status: 401, times: 1 });
    sender.start();
    await settled('loggedOut');
    expect(unauthorized).toBe(1); // the app's own 401 handling ran (the login screen opens)
    await keep('unitWiring', 30); // a change does not send with the token the server refused
    await sleep(100);
    expect(puts).toBe(1);
    token = await loginToken(sim.app); // logged in again: a new token
    sender.wake();
    await settled();
    expect(await received()).toHaveLength(3);
  });

  it('sends nothing while nobody, or another installer, is logged in', async () => {
    await keep('meterBoard', 10);
    token = undefined;
    sender.start();
    await settled('loggedOut');
    token = await loginToken(sim.app, 'provider@example.com');
    who = 'provider@example.com';
    sender.wake();
    await sleep(100);
    expect(sender.status().state).toBe('loggedOut');
    expect(puts).toBe(0);
    who = ' Installer@Example.com'; // the owner again, however the session spells it
    token = await loginToken(sim.app);
    sender.wake();
    await settled();
    expect(await received()).toHaveLength(1);
  });
});

describe('photoSender: refusals are not sent for ever', () => {
  it.each([
    [413, photoTooLarge(1_000_000)],
    [415, NOT_A_PHOTO],
  ])('marks a photo answered %i refused with the server’s words, and sends the next', async (status, message) => {
    const board = await keep('meterBoard', 10);
    const label = await keep('unitLabel', 20);
    sim.state.faults.push({ operation: 'putPhoto', status, body: { message }, times: 1 });
    sender.start();
    await settled();
    await sleep(100);
    expect(puts).toBe(2);
    expect((await store.get(board.id))?.sent).toEqual({ state: 'refused', status, reason: message });
    expect((await received()).map((p) => p.id)).toEqual([label.id]);
    // a refused photo is not counted to send, but counted refused: the banner says so
    expect(sender.status()).toEqual({ toSend: 0, refused: 1, state: 'idle' });
  });

  it('marks refused a photo whose id the server holds with another image (409)', async () => {
    const board = await keep('meterBoard', 10);
    const other = jpegBytes(4096, 99);
    const put = await ask(
      sim.app,
      'PUT',
      `/v2/commission/${JOB.serial}/photos/${board.id}?kind=meterBoard&takenAt=${at(10).toISOString()}`,
      {
        token,
        content: { type: 'image/jpeg', data: other },
      },
    );
    expect(put.status).toBe(201);
    sender.start();
    await settled();
    expect((await store.get(board.id))?.sent).toMatchObject({
      state: 'refused',
      status: 409,
      reason: expect.stringMatching(/^Conflict: /),
    });
  });

  it('sends a refused photo again when asked', async () => {
    const board = await keep('meterBoard', 10);
    sim.state.faults.push({
      operation: 'putPhoto',
      status: 413,
      body: { message: photoTooLarge(1_000_000) },
      times: 1,
    });
    sender.start();
    await settled();
    expect((await store.get(board.id))?.sent.state).toBe('refused');
    await sender.sendAgain(board.id);
    await eventually(async () => ((await received()).length === 1 ? true : undefined));
    await settled();
    expect((await store.get(board.id))?.sent).toEqual({ state: 'sent' });
  });

  it('stops sending a note the server refused until it is changed, keeping the photo sent', async () => {
    const board = await keep('meterBoard', 10);
    sender.start();
    await settled();
    sim.state.faults.push({
      operation: 'notePhoto',
      status: 400,
      body: { message: 'Bad request: note too long' },
      times: 1,
    });
    await store.setNote(board.id, 'refused note');
    await eventually(async () => ((await store.get(board.id))?.noteRefused ? true : undefined));
    await settled();
    expect(await store.get(board.id)).toMatchObject({
      sent: { state: 'sent' },
      noteRefused: { note: 'refused note', reason: 'Bad request: note too long' },
    });
    await store.setNote(board.id, 'a shorter note');
    await eventually(async () => ((await received())[0].note === 'a shorter note' ? true : undefined));
  });
});

describe('photoSender: stopping', () => {
  it('sends nothing after stop, and says so', async () => {
    sender.start();
    await settled();
    await sender.stop();
    await keep('meterBoard', 10);
    await sleep(100);
    expect(puts).toBe(0);
    expect(sender.status().state).toBe('stopped');
  });
});
