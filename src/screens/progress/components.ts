// The progress kind's component, loaded lazily (its own chunk).
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { progressScreenOutcomes } from './kinds.ts';

export const progressScreens: ScreenComponents<typeof progressScreenOutcomes> = {
  progress: lazyScreen(() => import('./ProgressScreen.tsx')),
};
