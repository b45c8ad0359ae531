// The unit screen components, loaded lazily so each screen's code is in its own chunk (the QR
// reader library is loaded only by the QR screen).
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { unitScreenOutcomes } from './kinds.ts';

export const unitScreens: ScreenComponents<typeof unitScreenOutcomes> = {
  qrScan: lazyScreen(() => import('./QrScanScreen.tsx')),
};
