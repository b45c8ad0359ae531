// The photo area's screen components, loaded lazily so the step's code is in its own chunk.
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { photoScreenOutcomes } from './kinds.ts';

export const photoScreens: ScreenComponents<typeof photoScreenOutcomes> = {
  photos: lazyScreen(() => import('./PhotoStepScreen.tsx')),
};
