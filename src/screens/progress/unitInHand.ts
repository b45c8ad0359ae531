// What a progress step hands its handler: the serial of the unit the work is about. A route that
// names one (/system-info/:serial, an output label's link) hands that, as it came; every other
// progress step is the job's (its `requires: [serial]` guarantees one), which the draft keeps so a
// reload resumes the same unit. The handler reads the serial from its input, never from the store.
import { project } from '../../state/project.ts';

export const unitInHand = (params: Record<string, string>): { serial: string } => ({
  serial: params.serial ?? project.serialNumber,
});
