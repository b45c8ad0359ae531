// Where a form's values start, before its draft: the project as stored (Z-16: the wizard's address
// step confirms the project address; E-09: back on the step, the stored spec is shown again) or a
// fixed choice (J-05: a comment unless the user flags an issue). The form screen and the frame of a
// form behind a login (src/boot/storedFrame.ts) start from the same values.
import { addressFormData } from '../handlers/config/addressFormData.ts';
import { specToFormData } from '../handlers/config/specFormData.ts';
import type { ProjectDraft } from '../state/storedShapes.ts';
import type { FormData } from './formModule.ts';

const FORM_STARTS: Record<string, (project: ProjectDraft) => FormData> = {
  siteAddress: (project) => addressFormData(project.address),
  specifications: (project) => specToFormData(project.spec),
  feedback: () => ({ kind: 'comment' }),
};

/** The values `form` starts from for `project`; none for most forms. */
export const formStart = (form: string, project: ProjectDraft): FormData =>
  Object.hasOwn(FORM_STARTS, form) ? FORM_STARTS[form](project) : {};
