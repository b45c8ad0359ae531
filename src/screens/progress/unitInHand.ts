// What a progress step hands its handler: the serial of the unit the work is about. A route that
// names one (/system-info/:serial, an output label's link) hands that, as it came; the step before
// /commission/5 hands the job's serial in its outcome (`?serial=`). Every other arrival (Try again
// from /commission/6/1, a reload, the rest of the wizard's progress steps) is the job's, from the draft
// its `requires: [serial]` guarantees. The handler reads the serial from its input, never from the store.
import { project } from '../../state/project.ts';

export const unitInHand = (params: Record<string, string>, query: URLSearchParams): { serial: string } => ({
  serial: params.serial ?? query.get('serial') ?? project.serialNumber,
});
