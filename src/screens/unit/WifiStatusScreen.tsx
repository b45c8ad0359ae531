// /wifi-status (J-02, Y.16d): the unit's network in words: `Connected to` or `Last connected to`,
// then the network name, plus the region's change-wifi guide (content/infoCentre.json); an offline
// unit also gets the reconnect steps (issue 14). Reads the wifi store, which the top-bar polling keeps
// current on this screen (A-16, J-04).
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { useUnitInView } from '../service/useUnitInView.ts';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { project } from '../../state/project.ts';
import { wifi } from '../../state/wifi.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { WifiIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { GuideLink } from '../service/GuideLink.tsx';
import { ReconnectSteps } from '../service/ReconnectSteps.tsx';

export default function WifiStatusScreen({ step, params }: ScreenProps<'wifiStatus'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const { connected, ssid } = useSnapshot(wifi);
  const serialNumber = useUnitInView();
  const { address } = useSnapshot(project); // the site's country picks the guide; the installer is still on site
  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <p className="my-2 text-base text-slate-700">{t('unit.wifi.serial', { serial: serialNumber })}</p>
      <div className="my-4 flex items-start gap-3 rounded-lg border-2 border-slate-300 bg-white p-4">
        <span className={connected ? 'text-green-800' : 'text-amber-800'}><WifiIcon /></span>
        <div>
          <p className="text-sm font-bold uppercase tracking-wide text-slate-700">
            {t(connected ? 'unit.wifi.stateConnected' : 'unit.wifi.stateDisconnected')}
          </p>
          <p className="text-lg text-slate-900" data-testid="wifi-line">
            {t(connected ? 'unit.wifi.connected' : 'unit.wifi.lastConnected')}{' '}
            <strong>{ssid ?? t('unit.wifi.unknownNetwork')}</strong>
          </p>
        </div>
      </div>
      {connected === false ? <ReconnectSteps country={address.country} /> : <GuideLink guide="changeWifi" country={address.country} text="unit.wifi.help" />}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
