// The choice kind's component, loaded lazily so its code is in its own chunk.
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { choiceScreenOutcomes } from './kinds.ts';

export const choiceScreens: ScreenComponents<typeof choiceScreenOutcomes> = {
  choice: lazyScreen(() => import('./ChoiceScreen.tsx')),
};
