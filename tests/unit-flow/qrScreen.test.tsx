// /commission/4 in a browser without a usable camera: the problem is said in words, and the photo
// fallback reads the code (the photo reader is replaced by a fake that "finds" a given text; the real
// one reads real photos in Chromium in e2e/wizard.spec.ts).
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHandler } from '../../src/app/callHandler.ts';
import QrScanScreen from '../../src/screens/unit/QrScanScreen.tsx';
import { project } from '../../src/state/project.ts';
import { cleanState } from './fakes.ts';
import { initTestI18n, renderScreen } from '../support/renderScreen.tsx';
import { flowStep } from '../support/flowStep.ts';

const decoded = vi.hoisted(() => ({ text: '' as string | null, readerMissing: false }));
vi.mock('../../src/screens/unit/qr/decodeQrPhoto.ts', () => ({
  decodeQrPhoto: async () => {
    if (decoded.readerMissing) throw new TypeError('Failed to fetch dynamically imported module');
    return decoded.text;
  },
  preloadQrPhotoReader: () => undefined,
}));

const qrStep = flowStep('/commission/4');
const photo = () => new File(['not really an image'], 'label.jpg', { type: 'image/jpeg' });

beforeAll(async () => {
  await initTestI18n();
  await loadHandler('setCommissioningSerial'); // handlers load lazily: not timed by a cold import under load
});
beforeEach(() => {
  cleanState();
  decoded.readerMissing = false;
});
afterEach(cleanup);

describe('QR scan screen', () => {
  it('without a secure page it says why the camera cannot start, and offers the photo', () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    renderScreen(QrScanScreen, qrStep);
    expect(screen.getByTestId('camera-problem')).toHaveTextContent(/secure \(https\) connection/);
    const input = screen.getByLabelText('Take a photo of the QR code instead');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
  });

  it('a photo of a code that is not a commissioning link says so', async () => {
    decoded.text = 'WIFI:S:Site;T:WPA;P:secret;;';
    const { history } = renderScreen(QrScanScreen, qrStep);
    await userEvent.upload(screen.getByLabelText('Take a photo of the QR code instead'), photo());
    expect(await screen.findByTestId('qr-message')).toHaveTextContent(
      'This QR code is not a SolShare commissioning link.',
    );
    expect(history).toEqual(['/commission/4']);
  });

  it('a photo without a code asks for another photo', async () => {
    decoded.text = null;
    renderScreen(QrScanScreen, qrStep);
    await userEvent.upload(screen.getByLabelText('Take a photo of the QR code instead'), photo());
    expect(await screen.findByTestId('qr-message')).toHaveTextContent(/could not find a QR code in that photo/);
  });

  it('a photo taken when the reader could not be loaded says so, and another photo can be taken', async () => {
    decoded.readerMissing = true;
    const { history } = renderScreen(QrScanScreen, qrStep);
    const input = screen.getByLabelText('Take a photo of the QR code instead');
    await userEvent.upload(input, photo());
    expect(await screen.findByTestId('qr-message')).toHaveTextContent(
      'This phone could not load what reads the photo, most likely because it has no signal.',
    );
    expect(input).toBeEnabled();
    expect(screen.getByText('Take a photo of the QR code instead')).toBeInTheDocument(); // no longer "Reading…"
    expect(history).toEqual(['/commission/4']);
  });

  it('a commissioning link hands its serial on, like a typed one', async () => {
    decoded.text = 'https://allume.example/commission/2p-100-0120';
    const { history } = renderScreen(QrScanScreen, qrStep);
    await userEvent.upload(screen.getByLabelText('Take a photo of the QR code instead'), photo());
    await waitFor(() => expect(history.at(-1)).toBe('/commission/5'));
    expect(project.serialNumber).toBe('2P_100_0120');
  });
});
