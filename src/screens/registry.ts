// Screen kind → component. Typed against kinds.ts, so a kind without a component fails typecheck.
import { accountScreens } from './account/components.ts';
import { coreScreens } from './core/components.ts';
import type { ScreenKind } from './kinds.ts';
import { runScreens } from './run/components.ts';
import type { ScreenComponent } from './types.ts';
import { configScreens } from './config/components.ts';
import { unitScreens } from './unit/components.ts';
import { fleetScreens } from './fleet/components.ts';
import { viewScreens } from './view/components.ts';
import { reportScreens } from './report/components.ts';
import { progressScreens } from './progress/components.ts';
import { choiceScreens } from './choice/components.ts';
import { photoScreens } from './photos/components.ts';

export const screenComponents: { [K in ScreenKind]: ScreenComponent<K> } = {
  ...coreScreens,
  ...accountScreens,
  ...unitScreens,
  ...configScreens,
  ...runScreens,
  ...fleetScreens,
  ...reportScreens,
  ...progressScreens,
  ...choiceScreens,
  ...viewScreens,
  ...photoScreens,
};
