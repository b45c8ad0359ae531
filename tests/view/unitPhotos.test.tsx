// The photos of a unit on the service screens, on the real app, client and simulator: system info
// shows the unit's photos (those on the server, and this phone's not sent yet) as thumbnails named by
// their kind, a tap opens one full size with its note, Close lets its image go; a Provider sees the
// photos of a unit of their fleet; the fleet's site view shows each unit's the same way.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPhotoStore } from '../../src/photos/photoStore.ts';
import { liveImageUrls } from '../../src/photos/unitPhotos.ts';
import { stopSending } from '../../src/photos/userPhotos.ts';
import { viewedUnit } from '../../src/state/viewedUnit.ts';
import { shrunkPhoto } from '../photos/support/shrunkPhoto.ts';
import { renderRoute } from '../support/renderRoute.tsx';
import { phoneWithPhotoStorage, sentPhoto } from '../support/shownPhotos.ts';

const INSTALLERS = '3P_35A_1009'; // in installer@example.com's fleet
const PROVIDERS = '3P_35A_2009'; // in provider@example.com's fleet

beforeAll(async () => {
  // the screens load lazily, as in the browser: their first import is not a test's time
  await Promise.all([import('../../src/screens/view/ViewScreen.tsx'), import('../../src/ui/Modal.tsx')]);
});
beforeEach(phoneWithPhotoStorage);
afterEach(async () => {
  vi.restoreAllMocks();
  await stopSending(); // the app's sender of the logged-in user's photos
});

describe('photos in system info', () => {
  it("shows the unit's photos by kind, this phone's not sent yet marked; a tap opens one full size with its note, Close lets it go", async () => {
    const { api, navigate, user } = await renderRoute('/login', { as: 'installer@example.com' });
    await sentPhoto(api, INSTALLERS, { kind: 'meterBoard', takenAt: '2025-03-14T09:00:00Z' });
    await sentPhoto(api, INSTALLERS, {
      kind: 'ctClamp',
      phase: 'L2',
      takenAt: '2025-03-14T09:05:00Z',
      note: 'L2 clamp re-seated',
    });
    // no signal on the roof: the app's sender keeps this phone's photo waiting
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const store = await openPhotoStore('installer@example.com');
    if (!store.ok) throw new Error(store.problem);
    await store.value.add({
      job: { serial: INSTALLERS, job: 'j1' },
      kind: 'unitLabel',
      photo: shrunkPhoto(),
      takenAt: new Date('2025-03-14T09:10:00Z'),
    });
    store.value.close();
    const before = liveImageUrls();

    viewedUnit.serial = INSTALLERS;
    navigate('/system-info');
    const photos = await screen.findByRole('list', { name: 'Photos' });
    // each tile shows once its image is read (findAll settles with the first ones): wait for all three
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(3));
    const tiles = within(photos).getAllByRole('img');
    expect(tiles.map((img) => img.getAttribute('alt'))).toEqual([
      'Meter board, covers off',
      'CT clamp on L2',
      "The unit's serial label",
    ]);
    expect(
      within(photos)
        .getAllByTestId('photo-tile')
        .map((t) => t.dataset.state),
    ).toEqual(['sent', 'sent', 'waiting']);
    expect(within(photos).getByText('Not sent yet')).toBeInTheDocument();

    await user.click(within(photos).getByRole('button', { name: 'CT clamp on L2' }));
    const dialog = await screen.findByRole('dialog', { name: 'CT clamp on L2' });
    expect(await within(dialog).findByTestId('photo-full')).toHaveAttribute('alt', 'CT clamp on L2');
    expect(within(dialog).getByTestId('photo-note')).toHaveTextContent('L2 clamp re-seated');
    expect(within(dialog).getByText(/^Taken /)).toBeInTheDocument();
    expect(liveImageUrls()).toBe(before + 4); // three thumbnails and the full image
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(liveImageUrls()).toBe(before + 3);

    navigate('/welcome'); // leaving the screen lets every image go
    await waitFor(() => expect(liveImageUrls()).toBe(before));
  });

  it('says in one line that a unit has no photos yet', async () => {
    const { navigate } = await renderRoute('/login', { as: 'installer@example.com' });
    viewedUnit.serial = INSTALLERS;
    navigate('/system-info');
    expect(await screen.findByText('No photos of this unit yet.')).toBeInTheDocument();
  });

  it('shows a Provider the photos an installer took of a unit of their fleet', async () => {
    const { api, navigate, logIn } = await renderRoute('/login', { as: 'provider@example.com' });
    const invited = await api.invite(PROVIDERS, { email: 'installer@example.com', serialNum: PROVIDERS });
    expect(invited.ok).toBe(true);
    await logIn('installer@example.com');
    await sentPhoto(api, PROVIDERS, { kind: 'inverterPlate', takenAt: '2025-03-14T09:00:00Z' });
    await logIn('provider@example.com');

    viewedUnit.serial = PROVIDERS;
    navigate('/system-info');
    const photos = await screen.findByRole('list', { name: 'Photos' });
    expect(await within(photos).findByRole('img', { name: "The inverter's model plate" })).toBeInTheDocument();
  });
});

describe("photos in the fleet's site view", () => {
  it("shows each unit's photos under its name, the same way as system info", async () => {
    const { api, navigate, user } = await renderRoute('/login', { as: 'installer@example.com' });
    await sentPhoto(api, INSTALLERS, { kind: 'outputLabels', takenAt: '2025-03-14T09:00:00Z', note: 'all six' });
    viewedUnit.serial = INSTALLERS;
    navigate('/solshares-at-site?from=system-info');
    const photos = await screen.findByRole('list', { name: `Photos of ${INSTALLERS}` });
    await user.click(await within(photos).findByRole('button', { name: 'Output labels in place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Output labels in place' });
    expect(within(dialog).getByTestId('photo-note')).toHaveTextContent('all six');
    // the site's other units, each with its own section
    const sections = screen.getAllByTestId('unit-photos').map((s) => s.dataset.serial);
    expect(sections).toContain(INSTALLERS);
    expect(sections.length).toBeGreaterThan(1);
  });
});
