// E-09, E-11: the specifications step stores project.spec, as src/handlers/config/specFormData.ts reads it
// from the form, and goes on; its upload (K-09) follows in the background (configUploads.ts).
import { project } from '../../state/project.ts';
import type { Outcome } from '../types.ts';
import { uploadInBackground } from './configUploads.ts';
import { specFromForm } from './specFormData.ts';
import { handler } from '../define.ts';

// E-11
export const saveSpec = handler(
  { input: 'formData', outcomes: ['saved'] },
  async ({ api, input }): Promise<Outcome<'saved'>> => {
    project.spec = specFromForm(input);
    uploadInBackground(api, 'spec');
    return { kind: 'saved' };
  },
);
