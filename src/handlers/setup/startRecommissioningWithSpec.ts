// /reset-connections/specifications: the unit's saved configuration and its system info name no
// inverter, so the installer gives the specifications (E-09…E-11) before the re-commissioning run
// starts (E-55). The edited connections are already in the draft (startRecommissioning).
import { project } from '../../state/project.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import { specFromForm } from '../config/specFormData.ts';
import { failedKey } from '../types.ts';
import { lacksInverter, outputsChangedFor, startOrAsk } from './startRecommissioning.ts';
import { handler } from '../define.ts';

// the specifications, then the run with upload
export const startRecommissioningWithSpec = handler(
  { input: 'formData', outcomes: ['started', 'chooseDelivery', 'chooseCt'] },
  async ({ input }) => {
    // the draft is the unit re-commissioned from /reset-connections, or that step must be done again
    if (project.serialNumber === '' || project.serialNumber !== unitInView())
      return failedKey('connectedUnits.errors.notLoaded');
    project.spec = specFromForm(input);
    if (lacksInverter()) return failedKey('connectedUnits.reset.inverterUnknown');
    return startOrAsk(project.serialNumber, outputsChangedFor.serial === project.serialNumber);
  },
);
