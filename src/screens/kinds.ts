// Every screen kind and the outcomes it can emit, by area. Pure data for the build-time checker.
import { accountScreenOutcomes } from './account/kinds.ts';
import { coreScreenOutcomes } from './core/kinds.ts';
import { runScreenOutcomes } from './run/kinds.ts';
import { configScreenOutcomes } from './config/kinds.ts';
import { unitScreenOutcomes } from './unit/kinds.ts';
import { fleetScreenOutcomes } from './fleet/kinds.ts';
import { viewScreenOutcomes } from './view/kinds.ts';
import { reportScreenOutcomes } from './report/kinds.ts';
import { progressScreenOutcomes } from './progress/kinds.ts';
import { choiceScreenOutcomes } from './choice/kinds.ts';
import { photoScreenOutcomes } from './photos/kinds.ts';

export const screenOutcomes = {
  ...coreScreenOutcomes,
  ...accountScreenOutcomes,
  ...unitScreenOutcomes,
  ...configScreenOutcomes,
  ...runScreenOutcomes,
  ...fleetScreenOutcomes,
  ...reportScreenOutcomes,
  ...progressScreenOutcomes,
  ...choiceScreenOutcomes,
  ...viewScreenOutcomes,
  ...photoScreenOutcomes,
} as const;

export type ScreenKind = keyof typeof screenOutcomes;
