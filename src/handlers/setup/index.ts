// The setup handlers, typed against their outcome names.
import type { HandlerImpls } from '../types.ts';
import type { setupOutcomes } from './outcomes.ts';

export const setupHandlers: HandlerImpls<typeof setupOutcomes> = {
};
