// /system-info (H-05…H-13): the current unit at a glance, in the order H-05 gives. Lines that open a
// screen emit the outcome the flow maps (H-12); building address and access control need a linked
// project (H-11). Tapping a SolShare of the site runs the step's handler (loadSystemInfo) for it
// (H-36, debounced). The data is loaded again on arrival when it is missing (after a reload).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { systemInfoView } from '../../handlers/fleet/systemInfoView.ts';
import { fleet } from '../../state/fleet.ts';
import { wifi } from '../../state/wifi.ts';
import { Alert } from '../../ui/Alert.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { useHandler } from '../../app/useHandler.ts';
import type { ScreenProps } from '../types.ts';
import { InfoRow } from './InfoRow.tsx';
import { LoadState } from '../service/LoadState.tsx';
import { SiteUnitList } from './SiteUnitList.tsx';
import { PowerStatus, WifiStatusIcon } from './StatusIcons.tsx';
import { SupportContacts } from './SupportContacts.tsx';
import { useSiteClick } from './useSiteClick.ts';
import { useSystemInfo } from '../service/useSystemInfo.ts';

export default function SystemInfoScreen({ step, params }: ScreenProps<'systemInfo'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const info = useSystemInfo();
  const live = useSnapshot(wifi);
  const sites = useSnapshot(fleet);
  const runHandler = useHandler();
  const query = new URLSearchParams(useSearch());
  const [warning, setWarning] = useState(false);
  const openUnit = useSiteClick((serial) => {
    void actions.submit({ serial });
  });

  useEffect(() => {
    if (!fleet.loaded) void runHandler('loadFleet', { force: false }); // H-39: the count shows once the fleet is known
  }, [runHandler]);

  const { data, serial } = info;
  const view = data ? systemInfoView(serial, data, live.serial === serial ? live : null) : null;
  const na = t('common.na');
  // H-11: without a linked project these two lines say so and stay
  const needsProject = (outcome: 'buildingAddress' | 'accessControl') => () => (view?.linked ? actions.emit(outcome) : setWarning(true));

  return (
    <Page title={step.title} failure={actions.failure}>
      <LoadState loading={info.loading} problem={info.problem} onRetry={info.retry} />
      {view && data ? (
        <>
          <PowerStatus colour={view.power} />
          {warning ? <Alert tone="warning">{t('systemInfo.notLinked')}</Alert> : null}
          <ul className="mt-2 flex flex-col gap-2">
            <InfoRow label={t('systemInfo.serial')}>{serial}</InfoRow>
            <InfoRow label={t('systemInfo.buildingAddress')} onOpen={needsProject('buildingAddress')}>{view.address ?? na}</InfoRow>
            <InfoRow label={t('systemInfo.wifi.label')} icon={<WifiStatusIcon colour={view.wifi.colour} />}>
              {t(view.wifi.connected ? 'systemInfo.wifi.connected' : 'systemInfo.wifi.lastConnected')} {view.wifi.ssid ?? na}
              <span className="block text-sm text-slate-700">{t(view.wifi.connected ? 'systemInfo.wifi.online' : 'systemInfo.wifi.offline')}</span>
            </InfoRow>
            <InfoRow label={t('systemInfo.deliveryMethod')} onOpen={() => actions.emit('deliveryMethod')}>{t(`systemInfo.delivery.${view.delivery}`)}</InfoRow>
            <InfoRow label={t('systemInfo.connectedUnits')} onOpen={() => actions.emit('connectedUnits')}>{t('systemInfo.unitCount', { count: view.connectedUnits })}</InfoRow>
            <InfoRow label={t('systemInfo.faultStatus')} onOpen={() => actions.emit('faultStatus')}>{t('systemInfo.faultCount', { count: view.faultCount })}</InfoRow>
            <InfoRow label={t('systemInfo.solsharesAtSite')} onOpen={() => actions.emit('solsharesAtSite')}>{t('systemInfo.unitsAtSite', { count: data.solsharesAtSite.length })}</InfoRow>
          </ul>
          {data.solsharesAtSite.length > 0 ? (
            <div className="mt-2 pl-3">
              <SiteUnitList units={data.solsharesAtSite} current={serial} disabled={actions.busy} onOpen={openUnit} label={t('systemInfo.solsharesAtSite')} />
            </div>
          ) : null}
          <ul className="mt-2 flex flex-col gap-2">
            <InfoRow label={t('systemInfo.installer')}>{view.installer ? t('systemInfo.installerValue', view.installer) : na}</InfoRow>
            <InfoRow label={t('systemInfo.viewFleet')} onOpen={() => actions.emit('viewFleet')}>{sites.loaded ? t('systemInfo.siteCount', { count: sites.sites.length }) : t('common.loading')}</InfoRow>
            <InfoRow label={t('systemInfo.accessControl')} onOpen={needsProject('accessControl')}>{t('systemInfo.accessControlValue')}</InfoRow>
            <InfoRow label={t('systemInfo.softwareVersion')}>{view.softwareVersion ?? na}</InfoRow>
            <InfoRow label={t('systemInfo.firmwareVersion')}>{view.firmwareVersion ?? na}</InfoRow>
          </ul>
          <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
          <SupportContacts heading="systemInfo.help" />
        </>
      ) : null}
    </Page>
  );
}
