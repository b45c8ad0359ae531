// /commission/22 (G-05…G-07): the asset-manager invite as a part of an `info` step. The form
// (service/InviteForm.tsx) checks the e-mail on blur and asks for confirmation; only CONFIRM submits
// { email } to the step's `run:` handler, whose outcome the flow maps (a notice in place). A failure
// shows in place and keeps the address. with: { headingText, bodyText }.
import { InviteForm } from '../../service/InviteForm.tsx';
import type { PartProps } from './partProps.ts';
import { isFailure } from '../../../handlers/types.ts';

const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

export default function Invite({ settings, submit, busy, path }: PartProps) {
  const send = async (email: string) => {
    const outcome = await submit({ email });
    return outcome !== undefined && !isFailure(outcome);
  };
  return (
    <InviteForm
      heading={text(settings.headingText, 'success.invite.heading')}
      body={text(settings.bodyText, 'success.invite.body')}
      busy={busy}
      send={send}
      path={path}
    />
  );
}
