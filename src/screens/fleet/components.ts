// The fleet screen components, loaded lazily so each screen's code is in its own chunk.
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { fleetScreenOutcomes } from './kinds.ts';

export const fleetScreens: ScreenComponents<typeof fleetScreenOutcomes> = {
  // a screen that leads to the fleet fetches its first page, so the tap shows sites at once
  viewFleet: lazyScreen(
    () => import('./ViewFleetScreen.tsx'),
    (_step, services) => import('./useFleetList.ts').then((m) => m.prefetchFirstPage(services)),
  ),
};
