// @vitest-environment node
// Reading a job's photos back (listPhotos, getPhoto) with the real client on the in-process
// simulator: the records in the order taken, the image as the Blob it was sent as, a Provider reading
// those of a unit of their fleet, another provider's unit refused, and answers that break the
// contract (a record of the wrong shape, an image that is not one) reported and never handed on.
import { describe, expect, it, vi } from 'vitest';
import { jpegBytes, webpBytes } from '../simulator/helpers';
import { simPost, simulatorClient } from '../support/simulatorClient';

const INSTALLERS = '3P_35A_1009'; // in installer@example.com's fleet
const PROVIDERS = '3P_35A_2009'; // in provider@example.com's fleet
const ids = ['0b7f4c1e-93a2-4f6d-8e21-5c3a9d7b1f40', '1c8f4c1e-93a2-4f6d-8e21-5c3a9d7b1f41'];

describe('listPhotos and getPhoto', () => {
  it('lists the photos received in the order taken, with kind, phase and note, and answers each image as sent', async () => {
    const { api } = await simulatorClient({ as: 'installer@example.com', token: 'login' });
    const webp = webpBytes(3000, 1);
    const jpeg = jpegBytes(5000, 2);
    // sent in the other order than taken: the list is in the order taken
    await api.putPhoto(INSTALLERS, ids[1], {
      bytes: webp.buffer,
      contentType: 'image/webp',
      kind: 'unitLabel',
      takenAt: '2025-03-14T10:00:00Z',
    });
    await api.putPhoto(INSTALLERS, ids[0], {
      bytes: jpeg.buffer,
      contentType: 'image/jpeg',
      kind: 'ctClamp',
      phase: 'L2',
      takenAt: '2025-03-14T09:00:00Z',
    });
    await api.notePhoto(INSTALLERS, ids[0], 'L2 clamp re-seated');

    const list = await api.listPhotos(INSTALLERS);
    expect(list.ok && list.data.photos.map((p) => [p.id, p.kind, p.phase ?? null, p.note])).toEqual([
      [ids[0], 'ctClamp', 'L2', 'L2 clamp re-seated'],
      [ids[1], 'unitLabel', null, ''],
    ]);

    const image = await api.getPhoto(INSTALLERS, ids[1]);
    expect(image.ok).toBe(true);
    if (!image.ok) return;
    expect(image.data.contentType).toBe('image/webp');
    expect(image.data.image).toBeInstanceOf(Blob);
    expect(new Uint8Array(await image.data.image.arrayBuffer())).toEqual(webp);
  });

  it('answers an empty list for a unit with no photo yet, and 404 for a photo it does not have', async () => {
    const { api } = await simulatorClient({ as: 'installer@example.com', token: 'login' });
    expect(await api.listPhotos(INSTALLERS)).toMatchObject({ ok: true, data: { photos: [] } });
    expect(await api.getPhoto(INSTALLERS, ids[0])).toMatchObject({ ok: false, status: 404, kind: 'notFound' });
  });

  it("lets a Provider read the photos of a unit of their fleet, and refuses them another provider's unit", async () => {
    const { api, logIn } = await simulatorClient({ as: 'provider@example.com', token: 'login' });
    // the provider lets the installer service their unit; the installer sends a photo of it
    expect(
      await api.invite(PROVIDERS, { email: 'installer@example.com', serialNum: PROVIDERS } as never),
    ).toMatchObject({
      ok: true,
    });
    await logIn('installer@example.com');
    const jpeg = jpegBytes(4096, 3);
    await api.putPhoto(PROVIDERS, ids[0], {
      bytes: jpeg.buffer,
      contentType: 'image/jpeg',
      kind: 'meterBoard',
      takenAt: '2025-03-14T09:00:00Z',
    });
    await api.putPhoto(INSTALLERS, ids[1], {
      bytes: jpeg.buffer,
      contentType: 'image/jpeg',
      kind: 'meterBoard',
      takenAt: '2025-03-14T09:00:00Z',
    });

    await logIn('provider@example.com');
    const own = await api.listPhotos(PROVIDERS);
    expect(own.ok && own.data.photos.map((p) => [p.id, p.uploadedBy])).toEqual([[ids[0], 'installer@example.com']]);
    const image = await api.getPhoto(PROVIDERS, ids[0]);
    expect(image.ok && new Uint8Array(await image.data.image.arrayBuffer())).toEqual(jpeg);

    // the installer's own unit is not the provider's: as if it did not exist
    expect(await api.listPhotos(INSTALLERS)).toMatchObject({ ok: false, status: 404, kind: 'notFound' });
    expect(await api.getPhoto(INSTALLERS, ids[1])).toMatchObject({ ok: false, status: 404, kind: 'notFound' });
  });

  it('reports a list whose record breaks the contract, and never hands it on', async () => {
    const reportError = vi.fn();
    const { api, sim } = await simulatorClient({ as: 'installer@example.com', token: 'login', reportError });
    await simPost(sim, '/__sim/faults', {
      operation: 'listPhotos',
      status: 200,
      body: { photos: [{ id: ids[0], kind: 'ctClamp' }] }, // no takenAt, note, serial…
    });
    const list = await api.listPhotos(INSTALLERS);
    expect(list).toMatchObject({ ok: false, status: 200, kind: 'server' });
    expect(list).not.toHaveProperty('data');
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0][0].payload.problem).toMatch(
      /^listPhotos \/photos\/0: must have required property/,
    );
  });

  it.each([
    [
      'JSON where an image belongs',
      { status: 200, body: { message: 'not an image' } },
      /Content-Type "application\/json"/,
    ],
    ['a text where an image belongs', { status: 200, body: 'GIF89a, or so it says' }, /Content-Type "text\/plain"/],
  ])('reports an image answer with %s, and never hands it on', async (_, rule, problem) => {
    const reportError = vi.fn();
    const { api, sim } = await simulatorClient({ as: 'installer@example.com', token: 'login', reportError });
    await simPost(sim, '/__sim/faults', { operation: 'getPhoto', ...rule });
    const image = await api.getPhoto(INSTALLERS, ids[0]);
    expect(image).toMatchObject({ ok: false, status: 200, kind: 'server' });
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0][0].payload.problem).toMatch(problem);
  });
});
