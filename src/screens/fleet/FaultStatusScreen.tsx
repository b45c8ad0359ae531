// /fault-status (H-31…H-34): every displayable fault of the current unit with its name, description
// and whether it is critical (in words); `No issues here!` when there is none; support contacts.
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { displayableFaults } from '../../handlers/fleet/faults.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { LoadState } from '../service/LoadState.tsx';
import { SupportContacts } from './SupportContacts.tsx';
import { useSystemInfo } from '../service/useSystemInfo.ts';

export default function FaultStatusScreen({ step, params }: ScreenProps<'faultStatus'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const info = useSystemInfo();
  const faults = info.data ? displayableFaults(info.data.meter.faults) : null;
  return (
    <Page title={step.title} failure={actions.failure}>
      <BodyBlocks blocks={step.body} />
      <LoadState loading={info.loading} problem={info.problem} onRetry={info.retry} />
      {faults && faults.length === 0 ? <p className="my-4 text-lg font-semibold text-green-800"><span aria-hidden>✔ </span>{t('faults.none')}</p> : null}
      {faults && faults.length > 0 ? (
        <ul aria-label={t('faults.listLabel')} className="my-4 flex flex-col gap-3">
          {faults.map((f) => (
            <li key={f.key} className={`rounded-lg border-l-4 bg-white p-3 shadow-sm ${f.critical ? 'border-red-700' : 'border-amber-600'}`}>
              <p className="text-base font-bold text-slate-900">{t(`faults.names.${f.key}`)}</p>
              <p className="text-base text-slate-800">{t(`faults.descriptions.${f.key}`)}</p>
              <p className={`mt-1 text-sm font-semibold ${f.critical ? 'text-red-800' : 'text-amber-900'}`}>
                <span aria-hidden>{f.critical ? '✖ ' : '⚠ '}</span>
                {t(f.critical ? 'faults.critical' : 'faults.nonCritical')}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {info.data ? <SupportContacts heading="faults.contactHeading" /> : null}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
