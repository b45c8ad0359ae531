// /commission/16 (E-22, L-26, L-28, Z-52) as a form step: the five groups as Connected-tick boxes to
// start from, and SAVE: the boxes the form sent, checked again, become the stored groups (uploaded,
// E-19). The form's own validator says L-26 / L-28 in words first; the check here guards the store.
import { project } from '../../state/project.ts';
import type { LoadedOutcome } from '../fleet/loadSystemInfoView.ts';
import type { FormStart } from '../formStart.ts';
import type { ConnectionGroupError } from '../rules/connections.ts';
import { failedKey, type Failure, type Outcome } from '../types.ts';
import { boxesFrom, boxesFromForm, checkBoxes, connectionsFrom } from './connectionBoxes.ts';
import { uploadInBackground } from './configUploads.ts';
import { handler } from '../define.ts';

// /commission/16 on arrival: the five groups as boxes (a form's FormStart)
export const loadConnectionEdit = handler(
  { input: 'none', outcomes: ['ready'] },
  async (): Promise<LoadedOutcome<'ready', FormStart>> => {
    return { kind: 'ready', data: { values: { groups: boxesFrom(project.serialNumber, project.connections) } } };
  },
);

// E-22, Z-52
export const saveEditedConnections = handler(
  { input: 'formData', outcomes: ['saved'] },
  async ({ api, config, input }): Promise<Outcome<'saved'>> => {
    const serial = project.serialNumber;
    const boxes = boxesFromForm(boxesFrom(serial, project.connections), input?.groups);
    if (!boxes) return failedKey('connections.notFound');
    const problem = checkBoxes(serial, boxes);
    if (problem) return connectionProblem(problem, 'connections');
    project.connections = connectionsFrom(serial, boxes, project.connections);
    uploadInBackground(api, 'connections', config.timing.connectionUploadDebounceMs); // E-19
    return { kind: 'saved' };
  },
);

/** A failed L-26…L-29 check as the failure shown in place, in the words of the form's own validator. */
export function connectionProblem(problem: ConnectionGroupError, form: string): Failure {
  const key = `forms.${form}.errors.groups`;
  return problem.kind === 'emptyNames'
    ? failedKey(`${key}.emptyNames`, { labels: problem.labels.join(', ') })
    : failedKey(`${key}.nonePerPhase`);
}
