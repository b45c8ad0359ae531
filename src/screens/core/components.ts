// The core screen components.
import { lazy } from 'react';
import type { ScreenComponents } from '../types.ts';
import type { coreScreenOutcomes } from './kinds.ts';
// the landing page (/) is an info screen: shipped with the app, it paints without a second round trip
import InfoScreen from './InfoScreen.tsx';

export const coreScreens: ScreenComponents<typeof coreScreenOutcomes> = {
  info: InfoScreen,
  error: lazy(() => import('./ErrorScreen.tsx')),
  checklist: lazy(() => import('./ChecklistScreen.tsx')),
  form: lazy(() => import('./FormScreen.tsx')),
};
