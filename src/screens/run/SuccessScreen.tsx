// /commission/22 (G-04…G-10): `Commissioning successful!`, the asset-manager invite and the way on.
// The invite form (service/InviteForm.tsx) checks the email on blur (L-34, Y.16m) and asks whether the
// invitee is officially appointed (G-06); only CONFIRM runs the step's handler, whose success shows
// `Invitation sent successfully.` in place. FINISH, COMMISSION ANOTHER UNIT and VIEW SYSTEM INFO are
// the flow's buttons.
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';
import { InviteForm } from '../service/InviteForm.tsx';

export default function SuccessScreen({ step, params }: ScreenProps<'success'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const send = async (email: string) => {
    if (!step.run) return false;
    return (await actions.submit({ email }))?.kind === 'sent';
  };

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <p className="my-3 text-base text-slate-800">{t('success.body')}</p>
      <InviteForm heading="success.invite.heading" body="success.invite.body" busy={actions.busy} send={send} path={step.path} />
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
    </Page>
  );
}
