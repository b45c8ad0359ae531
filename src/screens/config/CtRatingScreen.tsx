// /commission/ct-rating (E-42, E-45, Z-51): tap 200, 120 or 75 A to store project.CTRating and go on.
// Opened where the rating is automatic (2P serial, GB or DE site), it sets that rating and leaves
// at once (`automatic` → /commission/19). "Not sure?" is a flow button.
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { automaticCtRating, CT_RATINGS } from '../../handlers/rules/ctRating.ts';
import { project } from '../../state/project.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ScreenProps } from '../types.ts';
import { ChoiceButton } from './ChoiceButton.tsx';

export default function CtRatingScreen({ step, params }: ScreenProps<'ctRating'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const snap = useSnapshot(project);
  const automatic = automaticCtRating(project.serialNumber, project.address.country) !== null;
  const { submit } = actions;
  useEffect(() => {
    if (automatic) void submit(undefined); // Z-51: the handler sets the rating and answers `automatic`
  }, [automatic, submit]);
  if (automatic) return <Page title={step.title} progress={step.progress} failure={actions.failure}><Spinner /></Page>;
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <div className="mt-4 flex flex-col gap-3">
        {CT_RATINGS.map((rating) => (
          <ChoiceButton
            key={rating}
            title={t('ct.rating', { value: rating })}
            selected={snap.CTRating === rating}
            disabled={actions.busy}
            onClick={() => void submit({ rating })}
          />
        ))}
      </div>
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
