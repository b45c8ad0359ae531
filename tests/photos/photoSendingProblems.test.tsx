// What the installer is told when sending the job's photos goes wrong, with the whole app, the real
// sender and client and the simulator in-process: a connection that drops half way (the photos not
// sent are kept, the banner says so and what to do, and they go once it is back), and a photo the
// server refuses (its words on the photo's tile, what to do there and in the banner, and it is not
// sent again by itself).
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { photoStoreOf, stopSending } from '../../src/photos/userPhotos.ts';
import type { PhotoStore } from '../../src/photos/photoStore.ts';
import { jobPhotos } from '../../src/state/jobPhotos.ts';
import { photoTooLarge } from '../../simulator/photos.ts';
import { deliveryDraft } from '../config/resetDraft.ts';
import { renderRoute } from '../support/renderRoute.tsx';
import { simGet, simPost, type Simulator } from '../support/simulatorClient.ts';
import { shrunkPhoto } from './support/shrunkPhoto.ts';

const INSTALLER = 'installer@example.com';
const JOB = { serial: '3P_35A_0401', job: 'job-problems' };
let online = true;
/** the photo uploads that reached the simulator, per photo id */
let reached: Map<string, number>;
/** while set, a photo's upload fails at the network boundary, as a roof's signal does */
let cut = false;
let uploadsBeforeCut = 0;

/** the network between phone and simulator: uploads pass, counted, until the connection is cut */
const network = (sim: Simulator) => async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input as RequestInfo, init);
  const photo = /\/photos\/([^/?]+)$/.exec(new URL(request.url).pathname)?.[1];
  if (request.method === 'PUT' && photo) {
    if (cut && uploadsBeforeCut-- <= 0) throw new TypeError('Failed to fetch'); // the connection dropped
    reached.set(photo, (reached.get(photo) ?? 0) + 1);
  }
  return sim.app.fetch(request);
};

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  online = false; // photos are kept with no signal, then signal returns
  reached = new Map();
  cut = false;
  uploadsBeforeCut = 0;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await stopSending();
});

async function keep(store: PhotoStore, kind: string, minute: number) {
  const added = await store.add({
    job: JOB,
    kind,
    photo: shrunkPhoto({ seed: minute }),
    takenAt: new Date(Date.UTC(2025, 2, 14, 9, minute)),
  });
  if (!added.ok) throw new Error(added.problem);
  return added.value;
}

async function installersStore(): Promise<PhotoStore> {
  const opened = await photoStoreOf(INSTALLER);
  if (!opened.ok) throw new Error(opened.problem);
  return opened.value;
}

const storedIds = async (sim: Simulator) =>
  (await simGet<{ photos: { id: string; serial: string }[] }>(sim, '/__sim/records')).photos
    .filter((p) => p.serial === JOB.serial)
    .map((p) => p.id)
    .sort();

function signalReturns(): void {
  online = true;
  window.dispatchEvent(new Event('online'));
}

it('keeps the photos a dropped connection cut off after the first, says so and what to do, and sends each once when it is back', async () => {
  const { sim, user } = await renderRoute('/welcome', { as: INSTALLER, network });
  const store = await installersStore();
  const board = await keep(store, 'meterBoard', 10);
  const wiring = await keep(store, 'unitWiring', 20);
  const label = await keep(store, 'unitLabel', 30);
  // the banner counts each kept photo as its store says so: on a loaded machine it was found still at 2
  await waitFor(() => expect(screen.getByTestId('photos-to-send')).toHaveTextContent('3 photos to send.'));

  cut = true;
  uploadsBeforeCut = 1; // the first photo goes; the connection drops under the second
  signalReturns();
  const banner = await screen.findByTestId('photos-to-send', {}, { timeout: 5000 });
  await waitFor(() =>
    expect(banner).toHaveTextContent(
      '2 photos to send. Sending was cut off. They stay on this phone and go again shortly: keep working, or tap SEND NOW.',
    ),
  );
  expect(await storedIds(sim)).toEqual([board.id]);
  expect((await store.toSend()).map((p) => p.id)).toEqual([wiring.id, label.id]);

  cut = false; // the connection is back: SEND NOW does not wait for the retry
  await user.click(within(banner).getByRole('button', { name: 'SEND NOW' }));
  await waitFor(() => expect(screen.queryByTestId('photos-to-send')).not.toBeInTheDocument());
  expect(await storedIds(sim)).toEqual([board.id, wiring.id, label.id].sort());
  expect([...reached.values()], 'each photo reached the simulator once').toEqual([1, 1, 1]);
});

it('shows the server’s words when it refuses a photo, says what to do on the tile and in the banner, and does not send it again by itself', async () => {
  const { sim, navigate } = await renderRoute('/welcome', { as: INSTALLER, network });
  deliveryDraft(JOB.serial, 'v0.5.0', 'AU');
  jobPhotos.job = JOB.job;
  const store = await installersStore();
  // the server finds the first photo too large (a server whose limit is lower than the phone's):
  // the simulator answers 413 in the words of its own limit
  await simPost(sim, '/__sim/faults', {
    operation: 'putPhoto',
    status: 413,
    body: { message: photoTooLarge(1_000_000) },
    times: 1,
  });
  const board = await keep(store, 'meterBoard', 10);
  const label = await keep(store, 'unitLabel', 20);

  signalReturns();
  const refused = await screen.findByTestId('photos-refused', {}, { timeout: 5000 });
  expect(refused).toHaveTextContent(
    "✖ 1 photo was not taken by the server. They stay on this phone. On the job's photo step each one says why: take it again, or delete it.",
  );
  await waitFor(() => expect(screen.queryByTestId('photos-to-send')).not.toBeInTheDocument());
  expect(await storedIds(sim)).toEqual([label.id]);
  expect(await store.get(board.id)).toMatchObject({ sent: { state: 'refused', status: 413 } });

  navigate('/commission/photos');
  const tile = await screen.findByTestId('photo-tile-meterBoard-photo-1', {}, { timeout: 5000 });
  expect(within(tile).getByTestId('photo-sent')).toHaveTextContent(
    `The server did not take this photo: ${photoTooLarge(1_000_000)}`,
  );
  expect(tile).toHaveTextContent(
    'Take the photo again with TAKE AGAIN, or delete it if the job does not need it. SEND AGAIN sends this same photo once more.',
  );
  expect(within(tile).getByRole('button', { name: 'SEND AGAIN' })).toBeInTheDocument();

  // signal coming and going, and time passing, do not send it again: only the installer does
  window.dispatchEvent(new Event('online'));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(reached.get(board.id), 'sent once, not again and again').toBe(1);
  expect(await store.get(board.id)).toMatchObject({ sent: { state: 'refused' } });
});
