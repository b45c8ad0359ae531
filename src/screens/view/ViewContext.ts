// What every section and part of a view can use: the data, the step, and the screen's actions.
import type { useFlowActions } from '../../app/useFlowActions.ts';
import type { StepOf } from '../types.ts';

export interface ViewContext {
  data: unknown;
  step: StepOf<'view'>;
  params: Record<string, string>;
  actions: ReturnType<typeof useFlowActions<'view'>>;
  /** sends an item's serial to the step's `run:` handler, then loads the view again (the handler may have changed what it shows) */
  submit(serial: string): void;
  /** shows a warning above the sections (a row whose `needs` does not hold) */
  warn(key: string): void;
}
