// A troubleshooting page that asks for a photo (its askPhoto in flows/troubleshooting.yaml), in the
// whole app: the page says why and offers the photo step, which shows only that kind's tiles and
// leads back to the page; the AU and the UK pages of a reversed CT both ask for the clamp.
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { stopSending } from '../../src/photos/userPhotos.ts';
import { deliveryDraft } from '../config/resetDraft.ts';
import { renderRoute } from '../support/renderRoute.tsx';

const INSTALLER = 'installer@example.com';
const ASK =
  "Take a photo of each CT clamp you turned, closed around its cable with the arrow visible: the job's record then shows the fix.";

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => stopSending());

it.each([
  ['AU', '/commission/error/reversed-ct-au/3'],
  ['GB', '/commission/error/reversed-ct-uk/3'],
])(
  'the last step of the reversed CT guide in %s asks for a photo of the clamp, opens its tiles and comes back',
  async (country, page) => {
    const { user, navigate, history } = await renderRoute('/welcome', { as: INSTALLER });
    deliveryDraft('3P_35A_0401', 'v0.5.0', country);
    navigate(page);
    const ask = await screen.findByTestId('photo-ask');
    expect(ask).toHaveTextContent(ASK);

    await user.click(within(ask).getByRole('button', { name: 'Photo of the CT clamp' }));
    expect(history.at(-1)).toBe(`/commission/photos?ask=ctClamp&back=${encodeURIComponent(page)}`);
    expect(await screen.findByTestId('photo-tile-ctClamp-L1')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'CT clamp on L1',
      'CT clamp on L2',
      'CT clamp on L3',
    ]);

    await user.click(screen.getByRole('button', { name: 'DONE, BACK TO TROUBLESHOOTING' }));
    expect(history.at(-1)).toBe(page);
    expect(await screen.findByTestId('photo-ask')).toBeInTheDocument();
  },
);
