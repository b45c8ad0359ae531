// The fleet screen components, loaded lazily so each screen's code is in its own chunk.
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { fleetScreenOutcomes } from './kinds.ts';

export const fleetScreens: ScreenComponents<typeof fleetScreenOutcomes> = {
  viewFleet: lazyScreen(() => import('./ViewFleetScreen.tsx')),
};
