// The view kind's component, loaded lazily: TanStack Query and the formats live in this chunk only.
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { viewScreenOutcomes } from './kinds.ts';

export const viewScreens: ScreenComponents<typeof viewScreenOutcomes> = {
  view: lazyScreen(() => import('./ViewScreen.tsx')),
};
