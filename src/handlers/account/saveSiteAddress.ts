// C-13, Z-16: /add-a-site keeps the address in the project draft and goes on to the serial entry. It
// is uploaded with the unit's serial later, at the wizard's address step (E-08): no serial exists yet.
import { project, type ProjectAddress } from '../../state/project.ts';
import type { Handler } from '../types.ts';

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Form data of the siteAddress form → the project's address (E-03); L-14: solshareName trimmed. */
export function toProjectAddress(data: Record<string, unknown>): ProjectAddress {
  return {
    address: str(data.address),
    latitude: num(data.latitude),
    longitude: num(data.longitude),
    country: str(data.country),
    solshareName: str(data.solshareName),
  };
}

export const saveSiteAddress: Handler<'saved'> = async ({ input }) => {
  project.address = toProjectAddress((input ?? {}) as Record<string, unknown>);
  return { kind: 'saved' };
};
