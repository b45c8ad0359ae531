// The setup screen components, loaded lazily so each screen's code is in its own chunk.
import type { ScreenComponents } from '../types.ts';
import type { setupScreenOutcomes } from './kinds.ts';

export const setupScreens: ScreenComponents<typeof setupScreenOutcomes> = {
};
