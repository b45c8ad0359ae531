// Z-45: "commission another" on /commission/7 behaves like COMMISSION ANOTHER UNIT (G-09): a clean
// draft, then /commission/1.
import { clearJobAfterLeaving } from '../../state/job.ts';
import type { HandlerOf } from '../types.ts';

export const resetCommissioning: HandlerOf<'resetCommissioning'> = async () => {
  clearJobAfterLeaving();
  return { kind: 'done' };
};
