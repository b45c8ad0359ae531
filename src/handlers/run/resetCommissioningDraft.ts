// G-09, Z-45: COMMISSION ANOTHER UNIT starts from a clean draft and no run behind it.
import { clearJobAfterLeaving } from '../../state/job.ts';
import type { Outcome } from '../types.ts';

export async function resetCommissioningDraft(): Promise<Outcome<'done'>> {
  clearJobAfterLeaving(); // the draft, what was typed on every step (allocations too), the run and the update
  return { kind: 'done' };
}
