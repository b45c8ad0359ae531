// The fleet handlers, typed against their outcome names.
import type { HandlerImpls } from '../types.ts';
import type { fleetOutcomes } from './outcomes.ts';

export const fleetHandlers: HandlerImpls<typeof fleetOutcomes> = {
};
