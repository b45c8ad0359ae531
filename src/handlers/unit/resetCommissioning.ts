// Z-45: "commission another" on /commission/7 behaves like COMMISSION ANOTHER UNIT (G-09): a clean
// draft, then /commission/1.
import { clearJobAfterLeaving } from '../../state/job.ts';
import type { Handler } from '../types.ts';

export const resetCommissioning: Handler<'done'> = async () => {
  clearJobAfterLeaving();
  return { kind: 'done' };
};
