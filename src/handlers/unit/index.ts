// The unit handlers, typed against their outcome names.
import type { HandlerImpls } from '../types.ts';
import type { unitOutcomes } from './outcomes.ts';

export const unitHandlers: HandlerImpls<typeof unitOutcomes> = {
};
