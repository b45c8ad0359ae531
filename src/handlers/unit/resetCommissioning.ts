// Z-45: "commission another" on /commission/7 behaves like COMMISSION ANOTHER UNIT (G-09): a clean
// draft, then "Before you start" (/confirm-training).
import { clearJobAfterLeaving } from '../../state/job.ts';

import { handler } from '../define.ts';

// Z-45
export const resetCommissioning = handler({ input: 'none', outcomes: ['done'] }, async () => {
  clearJobAfterLeaving();
  return { kind: 'done' };
});
