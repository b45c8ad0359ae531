// The run screen components, loaded lazily so each screen's code is in its own chunk.
import { lazy } from 'react';
import type { ScreenComponents } from '../types.ts';
import type { runScreenOutcomes } from './kinds.ts';

export const runScreens: ScreenComponents<typeof runScreenOutcomes> = {
  commissionResult: lazy(() => import('./CommissionResultScreen.tsx')),
  troubleshooting: lazy(() => import('./TroubleshootingScreen.tsx')),
  success: lazy(() => import('./SuccessScreen.tsx')),
};
