// The account screen components, loaded lazily so each screen's code is in its own chunk.
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { accountScreenOutcomes } from './kinds.ts';

export const accountScreens: ScreenComponents<typeof accountScreenOutcomes> = {
  login: lazyScreen(() => import('./LoginScreen.tsx')),
  sites: lazyScreen(() => import('./SitesScreen.tsx')),
};
