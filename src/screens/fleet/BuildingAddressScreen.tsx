// /view-building-address (H-14): the unit's SolShare name, building address and country, from its
// linked project. EDIT is a flow button (it seeds the edit form, then opens /edit-building-address);
// a unit without a linked project says so (H-11) and offers no edit.
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { LoadState } from '../service/LoadState.tsx';
import { useSystemInfo } from '../service/useSystemInfo.ts';

export default function BuildingAddressScreen({ step, params }: ScreenProps<'buildingAddress'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const info = useSystemInfo();
  const linked = info.data?.meter.project ?? null;
  const na = t('common.na');
  const buttons = linked ? step.buttons : step.buttons?.filter((b) => b.back);
  return (
    <Page title={step.title} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <LoadState loading={info.loading} problem={info.problem} onRetry={info.retry} />
      {info.data && !linked ? <Alert tone="warning">{t('systemInfo.notLinked')}</Alert> : null}
      {linked ? (
        <dl className="my-4 flex flex-col gap-3 text-base">
          <div>
            <dt className="text-sm font-semibold text-slate-700">{t('buildingAddress.view.name')}</dt>
            <dd className="text-slate-900">{linked.solshareName || info.data?.meter.alias || na}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">{t('buildingAddress.view.address')}</dt>
            <dd className="break-words text-slate-900">{linked.address || na}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">{t('buildingAddress.view.country')}</dt>
            <dd className="text-slate-900">{t(`sites.country.${linked.country}`, { defaultValue: linked.country })}</dd>
          </div>
        </dl>
      ) : null}
      {info.data ? <FlowButtons buttons={buttons} actions={actions} params={params} query={query} /> : null}
    </Page>
  );
}
