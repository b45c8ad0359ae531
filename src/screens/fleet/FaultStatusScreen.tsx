// /fault-status (H-31…H-34, issue 14): every displayable fault of the current unit with its name,
// description, whether it is critical (icon and words), since when, and the suggested next step
// (content/faultActions.json, by the site's country); an offline unit gets the reconnect steps and
// the region's change-wifi guide. `No issues here!` when there is none; support contacts.
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { faultAction } from '../../handlers/fleet/faultActions.ts';
import { unitFaults } from '../../handlers/fleet/faults.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { GuideLink } from '../service/GuideLink.tsx';
import { LoadState } from '../service/LoadState.tsx';
import { ReconnectSteps } from '../service/ReconnectSteps.tsx';
import { HealthBadge } from '../view/HealthBadge.tsx';
import { SupportContacts } from './SupportContacts.tsx';
import { useSystemInfo } from '../service/useSystemInfo.ts';

export default function FaultStatusScreen({ step, params }: ScreenProps<'faultStatus'>) {
  const { t, i18n } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const info = useSystemInfo();
  const faults = info.data ? unitFaults(info.data.meter.faults, info.data.meter.connected) : null; // H-34
  const country = info.data?.meter.project?.country ?? null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Page title={step.title} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <LoadState loading={info.loading} problem={info.problem} onRetry={info.retry} />
      {faults && faults.length === 0 ? <p className="my-4 text-lg font-semibold text-green-800"><span aria-hidden>✔ </span>{t('faults.none')}</p> : null}
      {faults && faults.length > 0 ? (
        <ul aria-label={t('faults.listLabel')} className="my-4 flex flex-col gap-3">
          {faults.map((f) => {
            const action = faultAction(f.key, country);
            const since = f.since ? Date.parse(f.since) : NaN;
            return (
              <li key={f.key} data-testid="fault" className={`rounded-lg border-2 border-l-8 bg-white p-3 ${f.critical ? 'border-red-700' : f.key === 'offline' ? 'border-slate-600' : 'border-amber-600'}`}>
                <h2 className="text-lg font-bold text-slate-900">{t(`faults.names.${f.key}`)}</h2>
                <HealthBadge health={f.critical ? 'critical' : f.key === 'offline' ? 'offline' : 'attention'} className="text-base" />
                <span className="sr-only"> {t(f.critical ? 'faults.critical' : 'faults.nonCritical')}</span>
                {Number.isFinite(since) ? <p className="text-sm text-slate-700">{t('faults.since', { time: when.format(since) })}</p> : null}
                <p className="mt-1 text-base text-slate-800">{t(`faults.descriptions.${f.key}`)}</p>
                {action ? (
                  <div className="mt-2 rounded-md bg-slate-100 p-2">
                    <h3 className="text-base font-bold text-slate-900">{t('faults.nextStep')}</h3>
                    <p className="text-base text-slate-800">{t(action.key)}</p>
                    {action.reconnect ? <ReconnectSteps country={country} headingLevel={3} /> : action.guide ? <GuideLink guide={action.guide} country={country} text={`infoCentre.links.${action.guide}`} /> : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {info.data ? <SupportContacts heading="faults.contactHeading" /> : null}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
