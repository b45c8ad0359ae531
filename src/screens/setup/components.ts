// The setup screen components, loaded lazily so each screen's code is in its own chunk.
import { lazy } from 'react';
import type { ScreenComponents } from '../types.ts';
import type { setupScreenOutcomes } from './kinds.ts';

export const setupScreens: ScreenComponents<typeof setupScreenOutcomes> = {
  deliveryMethodView: lazy(() => import('./DeliveryMethodViewScreen.tsx')),
  deliveryMethodEdit: lazy(() => import('./DeliveryMethodEditScreen.tsx')),
  connectedUnitsView: lazy(() => import('./ConnectedUnitsViewScreen.tsx')),
};
