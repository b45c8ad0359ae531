// B-08: the forgot-password modal takes an email (checked like the login email, Z-25) and asks for a
// reset link; it then says `email sent`, or `email send failed` with why and what to do (no signal,
// the server's problem, too many requests with the wait …), in the modal itself.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '../../handlers/rules/index.ts';
import { Alert } from '../../ui/Alert.tsx';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import { failureLine, type ShownFailure } from '../../ui/shownFailure.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextInput } from '../../ui/TextField.tsx';
import { useHandler } from '../../app/useHandler.ts';
import { isFailure } from '../../handlers/types.ts';

// its code is fetched as the screen shows, so a tap with no signal is said as such (useHandler)
const SENDS = ['requestPasswordReset'] as const;

type Status = 'idle' | 'busy' | 'sent' | ShownFailure;

export function ForgotPasswordModal({
  open,
  initialEmail,
  onClose,
}: {
  open: boolean;
  initialEmail: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const runHandler = useHandler(undefined, SENDS);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const sending = useRef(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // each opening starts afresh from the email typed on the login form
    setWasOpen(open);
    if (open) {
      setEmail(initialEmail);
      setError(null);
      setStatus('idle');
    }
  }

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    if (sending.current) return; // one tap: Enter or a second tap while it is sending sends nothing more
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) return setError(t('login.errors.email'));
    setError(null);
    setStatus('busy');
    sending.current = true; // a ref: a second tap before the next render still sees it
    const outcome = await runHandler('requestPasswordReset', { email: trimmed }).finally(() => {
      sending.current = false;
    });
    if (outcome) setStatus(isFailure(outcome) ? outcome.message : 'sent');
  };

  return (
    <Modal
      open={open}
      title={t('login.forgot.title')}
      onClose={onClose}
      actions={
        <>
          {status !== 'sent' ? (
            <Button type="submit" form="forgot-password" busy={status === 'busy'}>
              {t('login.forgot.send')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <form id="forgot-password" noValidate onSubmit={(e) => void send(e)}>
        <p className="mb-3 text-base text-slate-700">{t('login.forgot.body')}</p>
        <TextInput
          id="forgot-email"
          label={t('login.forgot.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
      </form>
      {status === 'sent' ? <Alert tone="success">{t('login.forgot.sent')}</Alert> : null}
      {typeof status === 'object' ? (
        <FailureAlert
          failure={{
            what: t('login.forgot.failed'),
            todo: failureLine(status),
            cls: status.cls,
            retryAfterS: status.retryAfterS,
            retry: () => void send(),
          }}
        />
      ) : null}
    </Modal>
  );
}
