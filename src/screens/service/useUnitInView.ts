// The serial the service screens show (src/state/viewedUnit.ts), re-rendering when either the unit
// looked at or the job's unit changes.
import { useSnapshot } from 'valtio';
import { project } from '../../state/project.ts';
import { viewedUnit } from '../../state/viewedUnit.ts';

export function useUnitInView(): string {
  const viewed = useSnapshot(viewedUnit).serial;
  const job = useSnapshot(project).serialNumber;
  return viewed || job;
}
