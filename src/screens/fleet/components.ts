// The fleet screen components, loaded lazily so each screen's code is in its own chunk.
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { fleetScreenOutcomes } from './kinds.ts';

export const fleetScreens: ScreenComponents<typeof fleetScreenOutcomes> = {
  viewFleet: lazyScreen(() => import('./ViewFleetScreen.tsx'), {
    // the first page of sites travels while the screen's code loads and draws
    onOpen: (step, services, search) =>
      import('./useFleetList.ts').then((m) => m.startFleetList(services, step.path, search)),
  }),
};
