// The asset-manager invite (G-05…G-07): one e-mail field checked on blur (L-34), then a confirmation
// modal asking whether the invitee is officially appointed (G-06); only CONFIRM calls `send`. Shared by
// the success screen (/commission/22) and access control, so both ask the same question
// and make the same call. The e-mail typed is kept in the job's drafts under the step's path, so a
// reload or a 401 loses nothing; a sent invite clears it for the next invitee.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '../../handlers/rules/index.ts';
import { formStep } from '../../state/formDrafts.ts';
import { Button } from '../../ui/Button.tsx';
import { LazyModal as Modal } from '../../ui/LazyModal.tsx';
import { storedText, useStepDraft } from '../useStepDraft.ts';

const readInvite = (stored: Record<string, unknown>) => ({ email: storedText(stored, 'email') });

type InviteFormProps = {
  heading: string;
  body: string;
  busy: boolean;
  send(email: string): Promise<boolean>;
  path: string;
};

export function InviteForm({ heading, body, busy, send, path }: InviteFormProps) {
  const { t } = useTranslation();
  const [{ email }, setDraft, clearDraft] = useStepDraft(formStep('invite', path), readInvite);
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
    if (await send(email.trim())) {
      setDraft({ email: '' }); // ready for another invitee
      clearDraft();
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="my-6 rounded-xl border border-slate-300 bg-white p-4">
      <h2 id={`${id}-heading`} className="mb-2 text-lg font-bold text-slate-900">
        {t(heading)}
      </h2>
      <p className="mb-3 text-base text-slate-800">{t(body)}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (check()) setConfirming(true);
        }}
      >
        <label htmlFor={`${id}-email`} className="block text-base font-semibold text-slate-900">
          {t('success.invite.label')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setDraft({ email: e.target.value });
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
          <Button type="submit" variant="secondary" busy={busy}>
            {t('success.invite.send')}
          </Button>
        </div>
      </form>
      <Modal
        open={confirming}
        title={t('success.invite.confirmTitle')}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button onClick={() => void confirm()}>{t('success.invite.confirmYes')}</Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('success.invite.confirmNo')}
            </Button>
          </>
        }
      >
        <p className="text-base text-slate-800">{t('success.invite.confirmBody', { email: email.trim() })}</p>
      </Modal>
    </section>
  );
}
