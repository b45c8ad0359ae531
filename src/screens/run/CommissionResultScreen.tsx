// /commission/20 (E-63…E-65, E-72, F-10, Z-23, Z-24, Z-37, Z-39). A log still pending is the app's
// poll timeout: the timeout text. A failed log whose first code selects a troubleshooting page opens
// it in place of this one; otherwise the default list: one message per log entry, in the site's
// country wording, sorted case-insensitively. Try again and Reconfigure are the flow's buttons.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import table from 'virtual:troubleshooting-table';
import { useFlowActions } from '../../app/useFlowActions.ts';
import {
  countryGroup,
  DEFAULT_PAGE,
  failureMessageKeys,
  firstErrorCode,
  generationOf,
  selectTroubleshootingPage,
  sortMessagesAlphabetically,
  variantChain,
  variantKey,
} from '../../handlers/rules/index.ts';
import { project } from '../../state/project.ts';
import { run } from '../../state/run.ts';
import { Alert } from '../../ui/Alert.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { ScreenProps } from '../types.ts';
import { useRunCountry } from './runCountry.ts';

export default function CommissionResultScreen({ step, params }: ScreenProps<'commissionResult'>) {
  const { t, i18n } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const { log } = useSnapshot(run);
  const { serialNumber } = useSnapshot(project);
  const country = useRunCountry();

  // no log at all (nothing came back before the timeout) reads as still pending (E-64)
  const pending = log === null || log.status === 'pending';
  const page = pending
    ? DEFAULT_PAGE
    : selectTroubleshootingPage(table, { code: firstErrorCode(log.logs), generation: generationOf(serialNumber), country });

  useEffect(() => {
    // `page` is a `go:` of flows/troubleshooting-table.yaml, never a computed path: the table's
    // routes are the ones flows/troubleshooting.yaml declares. Replacing history keeps Back from
    // landing here again and bouncing forward (Z-23).
    if (page !== DEFAULT_PAGE) navigate(page, { replace: true });
  }, [page, navigate]);

  if (page !== DEFAULT_PAGE) return <Spinner label={t('results.opening')} />;

  const props = step.props ?? {};
  const messages = pending
    ? []
    : sortMessagesAlphabetically(
        failureMessageKeys(log.logs, countryGroup(country)).map((m) =>
          // the country's variant chain (content/countries.json) picks failure.reverse_nz / _au / base
          t(variantKey(m.key, variantChain(country), (k) => i18n.exists(k)), { conName: m.conName ?? '', otherCon: m.otherCon ?? '' }),
        ),
      );

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      {pending ? (
        <>
          <Alert tone="error">{t(String(props.pendingText ?? 'failure.pendingTimeout'))}</Alert>
          <p className="my-3 text-base text-slate-800">{t('results.timeoutNext')}</p>
        </>
      ) : (
        <>
          <p className="my-3 text-base font-semibold text-slate-900">{t(String(props.failedText ?? 'results.failed'))}</p>
          {messages.length ? (
            <ul className="my-3 space-y-2" data-testid="failure-messages">
              {messages.map((text, i) => (
                <li key={i} className="flex gap-2 rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-base text-red-900">
                  <span aria-hidden>✖</span>
                  <span>{text}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="my-3 text-base text-slate-800">{t('results.noMessages')}</p>
          )}
          <p className="my-3 text-base text-slate-800">{t('results.whatNext')}</p>
        </>
      )}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
