// The view kind: runs the step's `load:` handler on arrival (a spinner with the step's
// loading text; a failure in words with Try again; a lookup result such as notFound follows `on`),
// then shows the sections the flow declares, bound to the data, and the step's buttons. The screen
// only renders and leads on; what the data says is decided by the handler.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { holds } from './fields.ts';
import { Sections } from './Sections.tsx';
import { StepLoadState } from '../load/StepLoadState.tsx';
import { newStepQueryClient, useStepData } from '../load/useStepData.ts';
import type { ViewContext } from './ViewContext.ts';
import type { ViewProps } from './viewProps.ts';
import { isFailure } from '../../handlers/types.ts';

export default function ViewScreen(props: ScreenProps<'view'>) {
  const [client] = useState(newStepQueryClient);
  return (
    <QueryClientProvider client={client}>
      <View {...props} />
    </QueryClientProvider>
  );
}

function View({ step, params }: ScreenProps<'view'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const props: ViewProps = step.props ?? {}; // the schema's type must fit what the screen reads
  const loaded = useStepData(step, params, actions.follow, props.refreshSeconds);
  const [warning, setWarning] = useState<string | null>(null);
  const ready = step.load === undefined || loaded.data !== undefined;
  const { submit } = actions;
  const { retry } = loaded; // asks again: the chosen unit changed what the handler reads
  const view: ViewContext = {
    data: loaded.data,
    step,
    params,
    actions,
    warn: setWarning,
    submit: (serial) => void submit({ serial }).then((outcome) => outcome && !isFailure(outcome) && retry()),
  };

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <StepLoadState loaded={loaded} ready={ready} loadingText={props.loadingText} />
      {ready ? (
        <>
          {warning ? <Alert tone="warning">{t(warning)}</Alert> : null}
          <Sections sections={props.sections ?? []} view={view} />
          {props.buttonsWhen === undefined || holds(loaded.data, props.buttonsWhen) ? (
            <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
