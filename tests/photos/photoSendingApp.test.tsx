// The app sends the photos, not the photo step: with the real app, client and simulator, a photo kept
// with no signal is counted on every screen, logging out asks first, and signal returning sends it
// once; logging out stops the sender and closes the user's store.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { photoStoreOf, stopSending } from '../../src/photos/userPhotos.ts';
import { shrunkPhoto } from './support/shrunkPhoto.ts';
import { renderRoute } from '../support/renderRoute.tsx';
import { simGet } from '../support/simulatorClient.ts';

const INSTALLER = 'installer@example.com';
let online = true;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await stopSending();
});

it('counts a photo kept with no signal on any screen, asks before logging out, and sends it once when signal returns', async () => {
  online = false;
  const { sim, user } = await renderRoute('/welcome', { as: INSTALLER });
  const opened = await photoStoreOf(INSTALLER);
  if (!opened.ok) throw new Error(opened.problem);
  await opened.value.add({ job: { serial: '3P_35A_0401', job: 'j1' }, kind: 'meterBoard', photo: shrunkPhoto() });

  const banner = await screen.findByTestId('photos-to-send');
  expect(banner).toHaveTextContent('1 photo to send. Waiting for signal; they are kept on this phone.');

  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(await screen.findByRole('button', { name: 'Logout' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log out with photos not sent?' });
  expect(within(dialog).getByTestId('logout-unsent-photos')).toHaveTextContent(
    '1 photo of your jobs is not sent yet. It stays on this phone and is sent when installer@example.com logs in here again.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'KEEP WORKING' }));

  online = true;
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(screen.queryByTestId('photos-to-send')).not.toBeInTheDocument());
  const { photos } = await simGet<{ photos: { serial: string; kind: string }[] }>(sim, '/__sim/records');
  expect(photos).toEqual([expect.objectContaining({ serial: '3P_35A_0401', kind: 'meterBoard' })]);
});
