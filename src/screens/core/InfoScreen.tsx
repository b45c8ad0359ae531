// The generic screen: title, body blocks (words, and registered parts such as the resume-a-job card)
// and buttons, all from the flow file. Blocks and buttons with `when:` show only while it holds.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { conditions } from '../../conditions/index.ts';
import type { RouteConditionName } from '../../conditions/names.ts';
import { introTips, introTipsWanted, turnOffIntroTips } from '../../state/introTips.ts';
import { project } from '../../state/project.ts';
import { session } from '../../state/session.ts';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ScreenProps } from '../types.ts';
import { infoParts } from './infoParts.tsx';
import type { InfoPartName } from './partNames.ts';
import { unitValues } from './unitValues.ts';

export default function InfoScreen({ step, params }: ScreenProps<'info'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  useSnapshot(project); // re-render when the unit found by the search arrives
  const { email } = useSnapshot(session);
  useSnapshot(introTips);
  const tips = { wanted: introTipsWanted(email), turnOff: () => turnOffIntroTips(email) };
  const query = new URLSearchParams(useSearch());
  const holds = (when: string | undefined) => !when || conditions[when as RouteConditionName]({ params, query });
  const values = unitValues(t('common.na'));
  // one boundary for the body and the buttons: while a part's code is on its way the screen waits whole,
  // so no button is drawn and then pushed down under a finger by a part arriving above it
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <Suspense fallback={<Spinner />}>
        {(step.body ?? []).map((block, i) => {
          if (typeof block !== 'object' || !('part' in block))
            return <BodyBlocks key={i} blocks={[block]} values={values} />;
          if (!holds(block.when)) return null;
          const Part = infoParts[block.part as InfoPartName];
          return (
            <Part
              key={i}
              settings={block.with ?? {}}
              follow={actions.follow}
              submit={actions.submit}
              busy={actions.busy}
              path={step.path}
            />
          );
        })}
        <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} introTips={tips} />
      </Suspense>
    </Page>
  );
}
