// The core screen components.
import { lazy } from 'react';
import type { ScreenComponents } from '../types.ts';
import type { coreScreenOutcomes } from './kinds.ts';

export const coreScreens: ScreenComponents<typeof coreScreenOutcomes> = {
  info: lazy(() => import('./InfoScreen.tsx')),
  error: lazy(() => import('./ErrorScreen.tsx')),
  checklist: lazy(() => import('./ChecklistScreen.tsx')),
  form: lazy(() => import('./FormScreen.tsx')),
  poll: lazy(() => import('./PollScreen.tsx')),
};
