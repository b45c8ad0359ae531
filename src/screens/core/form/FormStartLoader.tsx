// A form step with `load:`: its handler runs on arrival (the same loading, failure and Try
// again as a view, TanStack Query in this lazy chunk so forms without `load:` never carry it); any
// outcome but `ready` follows the step's `on`; `ready` carries a FormStart, which the form screen
// (FormScreen.tsx) draws its form from.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useFlowActions } from '../../../app/useFlowActions.ts';
import type { FormStart } from '../../../handlers/formStart.ts';
import { StepLoadState } from '../../load/StepLoadState.tsx';
import { newStepQueryClient, useStepData } from '../../load/useStepData.ts';
import type { ScreenProps } from '../../types.ts';

type Props = ScreenProps<'form'> & { children: (start: FormStart) => ReactNode };

export default function FormStartLoader(props: Props) {
  const [client] = useState(newStepQueryClient);
  return (
    <QueryClientProvider client={client}>
      <WithStart {...props} />
    </QueryClientProvider>
  );
}

function WithStart({ step, params, children }: Props) {
  const { follow } = useFlowActions(step, params);
  const loaded = useStepData(step, params, follow);
  const start = loaded.data as FormStart | undefined;
  return (
    <>
      <StepLoadState loaded={loaded} ready={start !== undefined} loadingText={step.props?.loadingText} />
      {start !== undefined ? children(start) : null}
    </>
  );
}
