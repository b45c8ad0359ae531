// A form step's title: the first of `props.titles` whose condition holds, else the step's own.
//   titles: [{ text: connections.units.threeTitle_2p, when: twoPhaseUnit }]   (Z-35)
import { conditions, type ConditionContext } from '../../../conditions/index.ts';
import type { ConditionName } from '../../../conditions/names.ts';
import type { CompiledStep } from '../../../engine/types.ts';

interface TitleWhen {
  text: string;
  when: string;
}

export function stepTitle(step: CompiledStep, args: ConditionContext): string | undefined {
  const titles = Array.isArray(step.props?.titles) ? (step.props.titles as TitleWhen[]) : [];
  return titles.find((t) => conditions[t.when as ConditionName](args))?.text ?? step.title;
}
