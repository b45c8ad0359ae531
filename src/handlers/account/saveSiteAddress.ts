// C-13, Z-16: /add-a-site keeps the address in the project draft and goes on to the serial entry. It
// is uploaded with the unit's serial later, at the wizard's address step (E-08): no serial exists yet.
import { project } from '../../state/project.ts';
import { addressFromForm } from '../config/saveAddress.ts';

import { handler } from '../define.ts';

// C-13, Z-16
export const saveSiteAddress = handler({ input: 'formData', outcomes: ['saved'] }, async ({ input }) => {
  project.address = addressFromForm(input);
  return { kind: 'saved' };
});
