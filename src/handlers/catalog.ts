// Every handler's outcome names, by area. Pure data: the build-time flow checker imports it in Node.
import { accountOutcomes } from './account/outcomes.ts';
import { configOutcomes } from './config/outcomes.ts';
import { runOutcomes } from './run/outcomes.ts';
import { unitOutcomes } from './unit/outcomes.ts';
import { fleetOutcomes } from './fleet/outcomes.ts';
import { setupOutcomes } from './setup/outcomes.ts';
import { reportOutcomes } from './report/outcomes.ts';

export const handlerOutcomes = {
  ...accountOutcomes,
  ...unitOutcomes,
  ...configOutcomes,
  ...runOutcomes,
  ...fleetOutcomes,
  ...setupOutcomes,
  ...reportOutcomes,
} as const;

export type HandlerName = keyof typeof handlerOutcomes;
