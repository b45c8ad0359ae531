// The fleet screen components, loaded lazily so each screen's code is in its own chunk.
import { lazy } from 'react';
import type { ScreenComponents } from '../types.ts';
import type { fleetScreenOutcomes } from './kinds.ts';

export const fleetScreens: ScreenComponents<typeof fleetScreenOutcomes> = {
  viewFleet: lazy(() => import('./ViewFleetScreen.tsx')),
};
