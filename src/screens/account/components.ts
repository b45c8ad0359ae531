// The account screen components, loaded lazily so each screen's code is in its own chunk.
import { lazy } from 'react';
import type { ScreenComponents } from '../types.ts';
import type { accountScreenOutcomes } from './kinds.ts';

export const accountScreens: ScreenComponents<typeof accountScreenOutcomes> = {
  login: lazy(() => import('./LoginScreen.tsx')),
  sites: lazy(() => import('./SitesScreen.tsx')),
};
