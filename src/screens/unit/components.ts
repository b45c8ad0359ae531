// The unit screen components, loaded lazily so each screen's code is in its own chunk.
import type { ScreenComponents } from '../types.ts';
import type { unitScreenOutcomes } from './kinds.ts';

export const unitScreens: ScreenComponents<typeof unitScreenOutcomes> = {
};
