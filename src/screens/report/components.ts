// The document screen component, loaded lazily so its code (and the QR encoder) is in its own chunk.
import { lazy } from 'react';
import type { ScreenComponents } from '../types.ts';
import type { reportScreenOutcomes } from './kinds.ts';

export const reportScreens: ScreenComponents<typeof reportScreenOutcomes> = {
  document: lazy(() => import('./DocumentScreen.tsx')),
};
