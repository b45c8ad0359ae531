// The document screen component, loaded lazily so its code (and the QR encoder) is in its own chunk.
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { reportScreenOutcomes } from './kinds.ts';

export const reportScreens: ScreenComponents<typeof reportScreenOutcomes> = {
  document: lazyScreen(() => import('./DocumentScreen.tsx')),
};
