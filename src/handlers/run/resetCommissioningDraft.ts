// G-09, Z-45: COMMISSION ANOTHER UNIT starts from a clean draft and no run behind it.
import { clearJobAfterLeaving } from '../../state/job.ts';
import type { Outcome } from '../types.ts';
import { handler } from '../define.ts';

// COMMISSION ANOTHER UNIT (G-09)
export const resetCommissioningDraft = handler(
  { input: 'none', outcomes: ['done'] },
  async (): Promise<Outcome<'done'>> => {
    clearJobAfterLeaving(); // the draft, what was typed on every step (allocations too), the run and the update
    return { kind: 'done' };
  },
);
