// /commission/17 (E-24…E-28, H-23, Z-13, Z-14): Demand-based delivery or Custom allocation (two-phase
// units: Custom allocation only). NEXT runs chooseDeliveryMethod, which stores the method and leads
// to the allocation screens (software above v0.4.5) or the CT step. The help link is a flow button.
import { useState } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { deliveryChoices, type DeliveryChoice } from '../../handlers/rules/deliveryMethod.ts';
import { supportsUnequalAllocation } from '../../handlers/rules/softwareVersion.ts';
import { project } from '../../state/project.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';

/** What the draft already holds, shown as the starting choice. */
function storedChoice(method: string | null, choices: DeliveryChoice[]): DeliveryChoice | null {
  if (choices.length === 1) return choices[0] ?? null;
  if (method === 'optimise') return 'demandBased';
  if (method === 'optimise_even' || method === 'optimise_weight') return 'customAllocation';
  return null;
}

export default function DeliveryMethodScreen({ step, params }: ScreenProps<'deliveryMethod'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const snap = useSnapshot(project);
  const choices = deliveryChoices(snap.serialNumber);
  const [choice, setChoice] = useState<DeliveryChoice | null>(() => storedChoice(project.solarDeliveryMethod, choices));
  const [tried, setTried] = useState(false);
  const supported = supportsUnequalAllocation(snap.unit?.swVersion);
  const next = () => {
    setTried(true);
    if (choice) void actions.submit({ choice });
  };
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <fieldset className="my-4 flex flex-col gap-3">
        <legend className="sr-only">{t(step.title ?? 'delivery.title')}</legend>
        {choices.map((c) => (
          <label key={c} className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border-2 p-3 ${choice === c ? 'border-brand-800 bg-brand-50' : 'border-slate-400 bg-white'}`}>
            <input type="radio" name="deliveryMethod" value={c} checked={choice === c} onChange={() => setChoice(c)} className="mt-1 h-6 w-6 shrink-0 accent-brand-700" />
            <span>
              <span className="block text-lg font-semibold text-slate-900">{t(`delivery.choice.${c}`)}</span>
              <span className="block text-base text-slate-700">{t(`delivery.choiceHelp.${c}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {/* H-23, E-27: older software keeps Custom allocation but without weights */}
      {!supported && choices.includes('customAllocation') ? <Alert tone="info">{t('delivery.upgradeNote')}</Alert> : null}
      {tried && !choice ? <Alert tone="error">{t('delivery.errors.choose')}</Alert> : null}
      <div className="mt-6">
        <Button onClick={next} busy={actions.busy}>{t('common.next')}</Button>
      </div>
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
