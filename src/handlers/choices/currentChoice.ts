// What a choice step shows as already chosen, read from the job (the job holds it, so no load is
// needed), and the placeholders its words use. A flow names a reader with `current:`, as it names
// handlers; the values are the option values the flow declares (`three`, `200`, `demandBased`).
import { deliveryChoiceOf } from '../rules/deliveryMethod.ts';
import { CONNECTION_GROUPS, kindFromWire, type ConnectionKind } from '../rules/connections.ts';
import { project } from '../../state/project.ts';
import { groupIndex } from '../config/saveConnection.ts';
import type { ChoiceReaderName } from './names.ts';

export interface ChoiceState {
  /** the option value the job holds, or null when nothing is chosen yet */
  current: string | null;
  /** values for the step's words: `connections.groupOf` reads {{number}} of {{total}} */
  placeholders?: Record<string, string | number>;
  /** the route names something that does not exist (a group index out of range): this key is shown instead */
  missing?: string;
}

const CONNECTION_VALUE: Readonly<Record<ConnectionKind, string>> = {
  ONE_TRIPLE: 'three',
  THREE_SINGLE: 'single',
  NONE: 'none',
};

export const currentChoice: Record<ChoiceReaderName, (ctx: { params: Record<string, string> }) => ChoiceState> = {
  // Z-14: optimise → demandBased, optimise_even / optimise_weight → customAllocation
  deliveryMethod: () => ({ current: deliveryChoiceOf(project.solarDeliveryMethod) }),
  ctRating: () => ({ current: project.CTRating === null ? null : String(project.CTRating) }),
  // E-13: groups 0…4 of the route's :index, shown to the user as 1…5
  connectionType: ({ params }) => {
    const index = groupIndex(params.index);
    if (index === null) return { current: null, missing: 'connections.notFound' };
    const kind = kindFromWire(project.connections[index]?.type);
    return {
      current: kind ? CONNECTION_VALUE[kind] : null,
      placeholders: { number: index + 1, total: CONNECTION_GROUPS },
    };
  },
};
