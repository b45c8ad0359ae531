// E-03, E-08, Z-16: the wizard's address step stores project.address, then uploads it (K-08).
// An upload failure stays on the form (J-13 text) with everything typed kept.
import { project, type ProjectAddress } from '../../state/project.ts';
import { failedCall, type Outcome } from '../types.ts';
import { projectPayload } from './projectPayload.ts';
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
    const result = await api.uploadAddress(project.serialNumber, projectPayload(project));
    return result.ok ? { kind: 'saved' } : failedCall(result);
  },
);
