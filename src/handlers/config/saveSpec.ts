// E-09, E-11: the specifications step stores project.spec and uploads it (K-09), as
// src/handlers/config/specFormData.ts reads it from the form.
import { project } from '../../state/project.ts';
import { failedCall, type Outcome } from '../types.ts';
import { projectPayload } from './projectPayload.ts';
import { specFromForm } from './specFormData.ts';
import { handler } from '../define.ts';

// E-11
export const saveSpec = handler(
  { input: 'formData', outcomes: ['saved'] },
  async ({ api, input }): Promise<Outcome<'saved'>> => {
    project.spec = specFromForm(input);
    const result = await api.uploadSpec(project.serialNumber, projectPayload(project));
    return result.ok ? { kind: 'saved' } : failedCall(result);
  },
);
