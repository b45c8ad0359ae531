// The view kind's component, loaded lazily: TanStack Query and the formats live in this chunk only.
import { lazy } from 'react';
import type { ScreenComponents } from '../types.ts';
import type { viewScreenOutcomes } from './kinds.ts';

export const viewScreens: ScreenComponents<typeof viewScreenOutcomes> = {
  view: lazy(() => import('./ViewScreen.tsx')),
};
