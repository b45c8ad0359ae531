// E-03, E-08, Z-16: the wizard's address step stores project.address and goes on; its upload (K-08)
// follows in the background (configUploads.ts), and a failure is said on the next screens, nothing lost.
import { project, type ProjectAddress } from '../../state/project.ts';
import type { Outcome } from '../types.ts';
import { uploadInBackground } from './configUploads.ts';
import { handler } from '../define.ts';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const coordinate = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Form data of the siteAddress form → the stored address (E-03); solshare name trimmed (L-14). */
export function addressFromForm(data: Record<string, unknown> | undefined): ProjectAddress {
  data ??= {};
  return {
    address: text(data.address),
    latitude: coordinate(data.latitude),
    longitude: coordinate(data.longitude),
    country: text(data.country),
    solshareName: text(data.solshareName),
  };
}

// E-08
export const saveAddress = handler(
  { input: 'formData', outcomes: ['saved'] },
  async ({ api, input }): Promise<Outcome<'saved'>> => {
    project.address = addressFromForm(input);
    uploadInBackground(api, 'address');
    return { kind: 'saved' };
  },
);
