// The photo step (/commission/photos) with the real store (fake-indexeddb, one database per user) and
// the step as flows/ declares it. The pixels are a phone browser's answers (jsdom has no canvas): every
// file decodes to 4032 × 3024 unless marked undecodable, and encodes to 1 byte per 10 pixels.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoStoreOf, stopSending } from '../../src/photos/userPhotos.ts';
import PhotoStepScreen from '../../src/screens/photos/PhotoStepScreen.tsx';
import { PhotoPixels } from '../../src/screens/photos/photoPixels.ts';
import type { ScreenProps } from '../../src/screens/types.ts';
import { jobPhotos } from '../../src/state/jobPhotos.ts';
import { clearJob } from '../../src/state/job.ts';
import { session } from '../../src/state/session.ts';
import { deliveryDraft } from '../config/resetDraft.ts';
import { flowStep } from '../support/flowStep.ts';
import { initTestI18n, renderScreen } from '../support/renderScreen.tsx';
import { jpegBytes } from '../simulator/helpers.ts';
import { phonePixels } from './support/phonePixels.ts';
import { REQUIRED_KINDS } from '../support/requiredPhotos.ts';

const step = flowStep('/commission/photos');
const INSTALLER = 'installer@example.com';
const undecodable = new WeakSet<Blob>();
const pixels = phonePixels(undecodable);
const photo = (size = 4_000_000, name = 'IMG_0001.jpg') => new File([jpegBytes(size)], name, { type: 'image/jpeg' });

const urls = { made: 0, revoked: 0 };
function WithPixels(props: ScreenProps<'photos'>) {
  return (
    <PhotoPixels.Provider value={pixels}>
      <PhotoStepScreen {...props} />
    </PhotoPixels.Provider>
  );
}
const open = () => renderScreen(WithPixels, step);
const user = () => userEvent.setup({ applyAccept: false }); // a phone's "all files" picker lets anything through
const tile = (name: string) => screen.getByTestId(`photo-tile-${name}`);
const choose = async (name: string, file: File) => {
  await user().upload(await screen.findByTestId(`photo-tile-${name}-choose`), file);
};

beforeAll(initTestI18n);
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory(); // a phone nobody used yet
  deliveryDraft('3P_35A_0401', 'v0.5.0', 'AU');
  clearJob();
  deliveryDraft('3P_35A_0401', 'v0.5.0', 'AU');
  Object.assign(session, { email: INSTALLER });
  Object.assign(urls, { made: 0, revoked: 0 });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: () => `blob:thumbnail-${++urls.made}`,
      revokeObjectURL: () => void (urls.revoked += 1),
    }),
  );
});
afterEach(async () => {
  vi.restoreAllMocks();
  await stopSending(); // closes the user's store, as a logout does
});

describe('the tiles', () => {
  it('shows one tile per kind of the AU list, the CT clamp once per phase, required ones marked', async () => {
    open();
    await screen.findByTestId('photo-tile-meterBoard-take');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([...REQUIRED_KINDS, "The inverter's model plate", 'Damage found before the work']);
    expect(within(tile('inverterPlate')).getByText('Optional')).toBeInTheDocument();
    expect(within(tile('ctClamp-L2')).getByText('Required')).toBeInTheDocument();
    expect(screen.getByTestId('photo-tile-meterBoard-take')).toHaveAttribute('capture', 'environment');
    expect(screen.getByTestId('photo-tile-meterBoard-choose')).not.toHaveAttribute('capture');
  });

  it('asks a two-phase unit in GB for two CT clamps and the inverter plate as required', async () => {
    deliveryDraft('2P_100_0001', 'v0.5.0', 'GB');
    open();
    await screen.findByTestId('photo-tile-ctClamp-L2');
    expect(screen.queryByTestId('photo-tile-ctClamp-L3')).not.toBeInTheDocument();
    expect(within(tile('inverterPlate')).getByText('Required')).toBeInTheDocument();
  });
});

describe('taking a photo', () => {
  it('shrinks a camera photo, keeps it waiting to be sent, and shows it at once; a reload shows it again', async () => {
    const view = open();
    await choose('meterBoard', photo());
    const img = await within(tile('meterBoard')).findByRole('img', { name: 'Photo 1: Meter board, covers off' });
    expect(img).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(within(tile('meterBoard')).getByText('Kept on this phone, waiting to be sent')).toBeInTheDocument();
    const store = await photoStoreOf(INSTALLER);
    if (!store.ok) throw new Error(store.problem);
    const [kept] = await store.value.toSend();
    expect(kept).toMatchObject({ kind: 'meterBoard', imageBytes: 192_000, sent: { state: 'waiting' } });
    expect(kept.location).toBeUndefined(); // "keep where it was taken" is off unless chosen

    view.unmount();
    expect(urls.revoked).toBe(urls.made); // every thumbnail URL let go with the screen
    open();
    expect(await within(await screen.findByTestId('photo-tile-meterBoard')).findByRole('img')).toBeInTheDocument();
  });

  it('takes a 40 MB photo too, shrunk to under 500 KB', async () => {
    open();
    await choose('unitLabel', photo(40 * 1024 * 1024, 'PANORAMA.jpg'));
    await within(tile('unitLabel')).findByRole('img');
    const store = await photoStoreOf(INSTALLER);
    if (!store.ok) throw new Error(store.problem);
    expect((await store.value.toSend())[0].imageBytes).toBeLessThan(500_000);
  });

  it.each([
    [
      'a file that is not an image',
      () => new File(['%PDF-1.7 a datasheet'], 'datasheet.pdf', { type: 'application/pdf' }),
      'This file is not a photo.',
      'Choose a photo, or take one with the camera.',
    ],
    [
      'a photo the phone cannot decode',
      () => {
        const f = photo();
        undecodable.add(f);
        return f;
      },
      'This phone cannot open this photo.',
      'Take the photo again with the camera, or save it as JPEG and choose it again.',
    ],
    [
      'a file over 64 MB',
      () => photo(65 * 1024 * 1024, 'HUGE.jpg'),
      'This photo is too large to use (over 64 MB, or over 200 megapixels).',
      "Take the photo again with the camera's normal setting.",
    ],
  ])('answers %s in words on its tile, and keeps the photos taken before', async (_, file, what, todo) => {
    open();
    await choose('meterBoard', photo());
    await within(tile('meterBoard')).findByRole('img');
    await choose('ctClamp-L1', file());
    const alert = await within(tile('ctClamp-L1')).findByRole('alert');
    expect(alert).toHaveTextContent(what);
    expect(alert).toHaveTextContent(todo);
    expect(within(tile('ctClamp-L1')).queryByRole('img')).not.toBeInTheDocument();
    expect(within(tile('meterBoard')).getByRole('img')).toBeInTheDocument();
  });

  it('says the storage is full when the phone has no room, and keeps nothing half', async () => {
    open();
    await choose('meterBoard', photo());
    await within(tile('meterBoard')).findByRole('img');
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await choose('unitWiring', photo());
    const alert = await within(tile('unitWiring')).findByRole('alert');
    expect(alert).toHaveTextContent("The phone's storage is full: the photo was not kept.");
    expect(alert).toHaveTextContent('Photos kept before are safe.');
    expect(within(tile('meterBoard')).getByRole('img')).toBeInTheDocument();
  });

  it('takes a photo again in its place, and deletes one only once asked', async () => {
    open();
    await choose('meterBoard', photo());
    await within(tile('meterBoard')).findByRole('img');
    const store = await photoStoreOf(INSTALLER);
    if (!store.ok) throw new Error(store.problem);
    const [first] = await store.value.toSend();
    await user().upload(screen.getByTestId('photo-tile-meterBoard-photo-1-retake'), photo(3_000_000, 'IMG_0002.jpg'));
    await waitFor(async () => expect((await store.value.toSend()).map((p) => p.id)).not.toContain(first.id));
    expect(await store.value.toSend()).toHaveLength(1);

    await user().click(await within(tile('meterBoard')).findByRole('button', { name: 'Delete' }));
    expect(within(tile('meterBoard')).getByText('Delete this photo from the phone?')).toBeInTheDocument();
    await user().click(within(tile('meterBoard')).getByRole('button', { name: 'Keep it' }));
    expect(within(tile('meterBoard')).getByRole('img')).toBeInTheDocument();
    await user().click(within(tile('meterBoard')).getByRole('button', { name: 'Delete' }));
    await user().click(within(tile('meterBoard')).getByRole('button', { name: 'YES, DELETE' }));
    await waitFor(() => expect(within(tile('meterBoard')).queryByRole('img')).not.toBeInTheDocument());
    expect(await store.value.toSend()).toEqual([]);
    // the thumbnail's URL is let go in its effect's clean-up, which React runs after the img has left the page
    await waitFor(() => expect(urls.revoked).toBe(urls.made));
  });
});

describe('notes', () => {
  it('keeps a note per photo and one for the job across a reload', async () => {
    const view = open();
    await choose('meterBoard', photo());
    await within(tile('meterBoard')).findByRole('img');
    await user().type(within(tile('meterBoard')).getByLabelText('Note on this photo (optional)'), 'Main switch left');
    await user().type(screen.getByLabelText('Note on the job (optional)'), 'Key from the caretaker');
    await user().tab();
    view.unmount();
    open();
    const meterBoard = await screen.findByTestId('photo-tile-meterBoard');
    expect(await within(meterBoard).findByLabelText('Note on this photo (optional)')).toHaveValue('Main switch left');
    expect(screen.getByLabelText('Note on the job (optional)')).toHaveValue('Key from the caretaker');
  });
});

describe('NEXT', () => {
  it('names the missing required photos and goes on only with a reason, kept with the job', async () => {
    const { history } = open();
    await choose('meterBoard', photo());
    await within(tile('meterBoard')).findByRole('img');
    await user().click(screen.getByRole('button', { name: 'NEXT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Required photos missing' });
    expect(within(dialog).getByTestId('missing-photos').textContent).not.toContain('Meter board');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(REQUIRED_KINDS.slice(1)); // all but the meter board's
    await user().click(within(dialog).getByRole('button', { name: 'GO ON WITHOUT THEM' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write why, to go on without them.');
    expect(history.at(-1)).toBe('/commission/photos');
    await user().type(within(dialog).getByLabelText('Why can you not take them?'), 'Board locked, no key');
    await user().click(within(dialog).getByRole('button', { name: 'GO ON WITHOUT THEM' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/19'));
    expect(jobPhotos.missingReason).toBe('Board locked, no key');
  });
});

describe('whose photos', () => {
  it('never shows another user on this phone the first one’s photos', async () => {
    const view = open();
    await choose('meterBoard', photo());
    await within(tile('meterBoard')).findByRole('img');
    view.unmount();
    Object.assign(session, { email: 'second@example.com' });
    open();
    await screen.findByTestId('photo-tile-meterBoard-take');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('starts the next job empty, while the last job’s photos are still to send', async () => {
    const view = open();
    await choose('meterBoard', photo());
    await within(tile('meterBoard')).findByRole('img');
    view.unmount();
    clearJob();
    deliveryDraft('3P_35A_0401', 'v0.5.0', 'AU');
    open();
    await screen.findByTestId('photo-tile-meterBoard-take');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const store = await photoStoreOf(INSTALLER);
    if (!store.ok) throw new Error(store.problem);
    expect(await store.value.toSend()).toHaveLength(1);
  });
});

describe('asked for by a troubleshooting page', () => {
  const asking = flowStep('/commission/error/reversed-ct-au/3');
  const askedAt = (back: string) =>
    renderScreen(WithPixels, step, {
      path: `/commission/photos?ask=ctClamp&back=${encodeURIComponent(back)}`,
      steps: [asking],
    });

  it('shows only the tiles of the kind the page asks for, keeps the photo with the job, and DONE goes back to the page', async () => {
    const view = askedAt('/commission/error/reversed-ct-au/3');
    expect(
      await screen.findByText(
        'The troubleshooting page asks for this photo. Take it, then tap DONE to go back to where you were.',
      ),
    ).toBeInTheDocument();
    await screen.findByTestId('photo-tile-ctClamp-L1');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'CT clamp on L1',
      'CT clamp on L2',
      'CT clamp on L3',
    ]);
    expect(screen.queryByRole('button', { name: 'NEXT' })).not.toBeInTheDocument();

    await choose('ctClamp-L2', photo());
    await within(tile('ctClamp-L2')).findByRole('img');
    const store = await photoStoreOf(INSTALLER);
    if (!store.ok) throw new Error(store.problem);
    expect(await store.value.toSend()).toEqual([
      expect.objectContaining({ kind: 'ctClamp', phase: 'L2', job: jobPhotos.job, serial: '3P_35A_0401' }),
    ]);

    await user().click(screen.getByRole('button', { name: 'DONE, BACK TO TROUBLESHOOTING' }));
    expect(view.history.at(-1)).toBe('/commission/error/reversed-ct-au/3');
  });

  it('ignores a way back that is not a page asking for that photo, and shows the whole step', async () => {
    for (const back of ['/welcome', '//example.com/commission/error/reversed-ct-au/3', 'https://example.com/']) {
      const view = askedAt(back);
      expect(await screen.findByTestId('photo-tile-meterBoard')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'NEXT' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'DONE, BACK TO TROUBLESHOOTING' })).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
