// /wifi-status: an offline unit gets the reconnect steps, any other the region's
// change-wifi guide. props: { offline (field), country (field), text (the guide link's words) }.
import { field } from '../fields.ts';
import type { PartProps } from './partProps.ts';
import { GuideLink } from './GuideLink.tsx';
import { ReconnectSteps } from './ReconnectSteps.tsx';

export function WifiHelp({ view, props }: PartProps) {
  const country = field(view.data, String(props.country ?? 'country')) as string | null;
  return field(view.data, String(props.offline ?? 'offline')) ? (
    <ReconnectSteps country={country} />
  ) : (
    <GuideLink guide="changeWifi" country={country} text={String(props.text ?? 'unit.wifi.help')} />
  );
}
