// G-09, Z-45: COMMISSION ANOTHER UNIT starts from a clean draft and no run behind it.
import { resetProject } from '../../state/project.ts';
import { resetRun } from '../../state/run.ts';
import type { Outcome } from '../types.ts';

export async function resetCommissioningDraft(): Promise<Outcome<'done'>> {
  resetProject();
  resetRun();
  return { kind: 'done' };
}
