// /view-solar-deliver-method (H-19…H-21, Z-14): the method the unit runs, by its display name, and
// the allocation per phase when weights are stored. EDIT is a flow button.
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { hasAnyWeight } from '../../handlers/rules/allocation.ts';
import { deliveryMethodDisplay } from '../../handlers/rules/deliveryMethod.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { AllocationTable } from './AllocationTable.tsx';
import { allocationRows } from './serviceModel.ts';
import { SystemInfoLoading } from './SystemInfoLoading.tsx';
import { useCurrentSystemInfo } from './useCurrentSystemInfo.ts';

export default function DeliveryMethodViewScreen({ step, params }: ScreenProps<'deliveryMethodView'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const info = useCurrentSystemInfo(actions.emit);
  const serial = info.serial;
  if (!info.data) {
    return <Page title={step.title}><SystemInfoLoading state={info} /></Page>;
  }
  const { config } = info.data;
  // H-13: algorithm_type is what system info reports; solar_delivery_method is more precise when present
  const display = deliveryMethodDisplay({ serial, stored: config.solar_delivery_method ?? config.algorithm_type, algorithmWeight: config.algo_weight });
  return (
    <Page title={step.title} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <p className="text-base text-slate-700">{t('deliverySetup.view.current')}</p>
      <p className="mb-4 text-xl font-bold text-slate-900" data-testid="method">{t(`deliverySetup.display.${display}`)}</p>
      <h2 className="mb-2 text-lg font-semibold text-slate-900">{t('deliverySetup.view.allocation')}</h2>
      {hasAnyWeight(config.algo_weight) ? (
        <AllocationTable phases={allocationRows(serial, info.data)} />
      ) : (
        <p className="text-base text-slate-800">{t(display === 'demandBased' ? 'deliverySetup.view.byDemand' : 'deliverySetup.view.noWeights')}</p>
      )}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
