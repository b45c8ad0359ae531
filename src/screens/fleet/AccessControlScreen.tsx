// /access-control (H-40, issue 14): who has access to this SolShare's site, where the API says
// (x-assumption: meter.project.access), and the asset-manager invite with the same confirmation and
// call as the success screen (G-05…G-07; the step runs sendInvite). After an invite the system info
// is loaded again, so the new person is listed.
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { BodyBlocks } from '../../ui/BodyBlocks.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { InviteForm } from '../service/InviteForm.tsx';
import { LoadState } from '../service/LoadState.tsx';
import { useSystemInfo } from '../service/useSystemInfo.ts';

export default function AccessControlScreen({ step, params }: ScreenProps<'accessControl'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const info = useSystemInfo();
  const access = info.data?.meter.project?.access;
  const send = async (email: string) => {
    if (!step.run) return false;
    const sent = (await actions.submit({ email }))?.kind === 'sent';
    if (sent) info.retry();
    return sent;
  };
  return (
    <Page title={step.title} failure={actions.failure}>
      <LoadState loading={info.loading && !info.data} problem={info.problem} onRetry={info.retry} />
      {info.data ? (
        <>
          <h2 className="mb-2 text-lg font-bold text-slate-900">{t('systemInfo.access.who')}</h2>
          {access ? (
            <ul aria-label={t('systemInfo.access.who')} className="flex flex-col gap-2">
              {access.map((a) => (
                <li key={`${a.role}:${a.email}`} className="rounded-lg border-2 border-slate-300 bg-white px-3 py-2 text-base">
                  <span className="block font-semibold break-words text-slate-900">{a.name || a.email}</span>
                  {a.name ? <span className="block text-sm break-words text-slate-700">{a.email}</span> : null}
                  <span className="block text-sm font-semibold text-slate-800">{t(`systemInfo.access.roles.${a.role}`)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-base text-slate-800">{t('systemInfo.access.managed')}</p>
          )}
          <BodyBlocks blocks={step.body} />
          <InviteForm heading="systemInfo.access.inviteHeading" body="systemInfo.access.invite" busy={actions.busy} send={send} path={step.path} />
        </>
      ) : null}
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
