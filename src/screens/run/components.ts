// The run screen components, loaded lazily so each screen's code is in its own chunk.
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { runScreenOutcomes } from './kinds.ts';

export const runScreens: ScreenComponents<typeof runScreenOutcomes> = {
  troubleshooting: lazyScreen(() => import('./TroubleshootingScreen.tsx')),
};
