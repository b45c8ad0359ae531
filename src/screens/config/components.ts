// The config screen components, loaded lazily so each screen's code is in its own chunk.
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { configScreenOutcomes } from './kinds.ts';

export const configScreens: ScreenComponents<typeof configScreenOutcomes> = {
  connectionUnits: lazyScreen(() => import('./ConnectionUnitsScreen.tsx')),
};
