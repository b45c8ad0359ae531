// The run screen components, loaded lazily so each screen's code is in its own chunk.
import type { ScreenComponents } from '../types.ts';
import type { runScreenOutcomes } from './kinds.ts';

export const runScreens: ScreenComponents<typeof runScreenOutcomes> = {
};
