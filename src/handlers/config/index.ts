// The config handlers, typed against their outcome names.
import type { HandlerImpls } from '../types.ts';
import type { configOutcomes } from './outcomes.ts';

export const configHandlers: HandlerImpls<typeof configOutcomes> = {
};
