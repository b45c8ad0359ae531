// The core screen components.
import { lazyScreen } from '../lazyScreen.ts';
import type { ScreenComponents } from '../types.ts';
import type { coreScreenOutcomes } from './kinds.ts';
// the landing page (/) is an info screen: shipped with the app, it paints without a second round trip
import InfoScreen from './InfoScreen.tsx';

export const coreScreens: ScreenComponents<typeof coreScreenOutcomes> = {
  info: InfoScreen,
  error: lazyScreen(() => import('./ErrorScreen.tsx')),
  checklist: lazyScreen(() => import('./ChecklistScreen.tsx')),
  // and the step's own form: its schema and validators are a chunk of their own
  form: lazyScreen(() => import('./FormScreen.tsx'), {
    prefetch: (step) =>
      step.form ? import('../../forms/formModules.ts').then((m) => m.formModule(step.form!)) : undefined,
  }),
};
