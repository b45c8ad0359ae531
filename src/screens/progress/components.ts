// The progress kind's component, loaded lazily (its own chunk).
import { lazy } from 'react';
import type { ScreenComponents } from '../types.ts';
import type { progressScreenOutcomes } from './kinds.ts';

export const progressScreens: ScreenComponents<typeof progressScreenOutcomes> = {
  progress: lazy(() => import('./ProgressScreen.tsx')),
};
