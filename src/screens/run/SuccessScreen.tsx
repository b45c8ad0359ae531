// /commission/22 (G-04…G-10): `Commissioning successful!`, the asset-manager invite and the way on.
// The email is checked on blur (L-34: one text for empty and invalid, Y.16m). Sending first asks
// whether the invitee is officially appointed (G-06); only CONFIRM runs the step's handler, whose
// success shows `Invitation sent successfully.` in place. FINISH, COMMISSION ANOTHER UNIT and
// VIEW SYSTEM INFO are the flow's buttons.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { isValidEmail } from '../../handlers/rules/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Page } from '../../ui/Page.tsx';
import type { ScreenProps } from '../types.ts';

export default function SuccessScreen({ step, params }: ScreenProps<'success'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const id = useId();

  const check = () => {
    const bad = !isValidEmail(email);
    setInvalid(bad);
    return !bad;
  };
  const confirm = async () => {
    setConfirming(false);
    if (!step.run) return;
    const outcome = await actions.submit({ email: email.trim() });
    if (outcome?.kind === 'sent') setEmail(''); // ready for another invitee
  };

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      <p className="my-3 text-base text-slate-800">{t('success.body')}</p>
      <section aria-labelledby={`${id}-heading`} className="my-6 rounded-xl border border-slate-300 bg-white p-4">
        <h2 id={`${id}-heading`} className="mb-2 text-lg font-bold text-slate-900">{t('success.invite.heading')}</h2>
        <p className="mb-3 text-base text-slate-800">{t('success.invite.body')}</p>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (check()) setConfirming(true);
          }}
        >
          <label htmlFor={`${id}-email`} className="block text-base font-semibold text-slate-900">{t('success.invite.label')}</label>
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              // once corrected, the error goes while typing: removed on blur it would shift SEND INVITE
              // under the finger and swallow the tap that caused the blur
              if (invalid && isValidEmail(e.target.value)) setInvalid(false);
            }}
            onBlur={check}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
            className={`mt-2 min-h-12 w-full rounded-lg border-2 px-3 text-base text-slate-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-amber-400 ${invalid ? 'border-red-700' : 'border-slate-400'}`}
          />
          {invalid ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-base text-red-800">
              <span aria-hidden>✖ </span>
              {t('success.invite.error')}
            </p>
          ) : null}
          <div className="mt-4">
            <Button type="submit" variant="secondary" busy={actions.busy}>{t('success.invite.send')}</Button>
          </div>
        </form>
      </section>
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
      <Modal
        open={confirming}
        title={t('success.invite.confirmTitle')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button onClick={() => void confirm()}>{t('success.invite.confirmYes')}</Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>{t('success.invite.confirmNo')}</Button>
          </>
        }
      >
        <p className="text-base text-slate-800">{t('success.invite.confirmBody', { email: email.trim() })}</p>
      </Modal>
    </Page>
  );
}
