// The run handlers, typed against their outcome names.
import type { HandlerImpls } from '../types.ts';
import type { runOutcomes } from './outcomes.ts';

export const runHandlers: HandlerImpls<typeof runOutcomes> = {
};
