// What the flow checker must know about the code: handler outcomes, screen kinds, conditions, parts.
// Pure data, so the build (Node) can import it; forms are listed from content/forms by the loader.
import { conditionNames, routeConditionNames } from './conditions/names.ts';
import { handlerInputs, handlerOutcomes } from './handlers/catalog.ts';
import { ALSO_ACCEPTS } from './handlers/handlerInputs.ts';
import { infoPartNames } from './screens/core/partNames.ts';
import { kindInputs, screenOutcomes, submitsOnlyWhenAsked } from './screens/catalog.ts';
import { formParts } from './forms/formPartNames.ts';

export const registry = {
  handlers: handlerOutcomes as Record<string, readonly string[]>,
  screens: screenOutcomes as Record<string, readonly string[]>,
  conditions: conditionNames,
  routeConditions: routeConditionNames,
  parts: infoPartNames,
  inputs: { handlers: handlerInputs, kinds: kindInputs, alsoAccepts: ALSO_ACCEPTS, optional: submitsOnlyWhenAsked },
  formParts,
};
