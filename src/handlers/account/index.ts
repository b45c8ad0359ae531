// The account handlers, typed against their outcome names.
import type { HandlerImpls } from '../types.ts';
import type { accountOutcomes } from './outcomes.ts';

export const accountHandlers: HandlerImpls<typeof accountOutcomes> = {
};
