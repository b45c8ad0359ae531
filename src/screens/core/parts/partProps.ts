// What an info part receives: the block's `with` settings and the step's actions.
import type { ShownOutcome } from '../../../app/shownOutcome.ts';
import type { Inputs } from '../../../handlers/inputs.ts';

export interface PartProps {
  settings: Record<string, unknown>;
  follow(target: string): void;
  /** sends the part's input to the step's `run:` handler (only the invite part submits) */
  submit(input: Inputs['email']): Promise<ShownOutcome | undefined>;
  busy: boolean;
  path: string; // the step's route pattern: a part's draft is kept under it
}
