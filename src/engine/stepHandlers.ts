// The handlers a step may run while it is shown: its `load:` on arrival, its `run:` on submit and its
// buttons' `run:`. The app fetches their code early (src/app/callHandler.ts), so a tap does not wait
// for it; a step whose buttons are in its details (not yet loaded) names what it has.
import type { CompiledStep } from './types.ts';

export function handlersOf(step: Pick<CompiledStep, 'load' | 'run' | 'buttons'>): string[] {
  const names = [step.load, step.run, ...(step.buttons ?? []).map((b) => b.run)];
  return [...new Set(names.filter((n): n is string => typeof n === 'string'))];
}
