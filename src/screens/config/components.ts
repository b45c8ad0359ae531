// The config screen components, loaded lazily so each screen's code is in its own chunk.
import { lazy } from 'react';
import type { ScreenComponents } from '../types.ts';
import type { configScreenOutcomes } from './kinds.ts';

export const configScreens: ScreenComponents<typeof configScreenOutcomes> = {
  connectionUnits: lazy(() => import('./ConnectionUnitsScreen.tsx')),
};
