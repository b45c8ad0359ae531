// /login (B-01, B-02): email and password, checked here with the exact texts of L-01 and L-02 before
// the step's handler logs in. A wrong password shows the server's message in place (J-13) and keeps
// what was typed. The sign-up link is a flow button; "Forgot password?" opens a modal (B-08).
import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useFlowActions } from '../../app/useFlowActions.ts';
import { useTypedBeforeHydration } from '../../app/hydration.ts';
import { isValidEmail } from '../../handlers/rules/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FlowButtons } from '../../ui/FlowButtons.tsx';
import { Page } from '../../ui/Page.tsx';
import { Alert } from '../../ui/Alert.tsx';
import { useSnapshot } from 'valtio';
import { jobOwner } from '../../state/job.ts';
import { clockOff, session } from '../../state/session.ts';
import { useClockAmount } from '../../app/ClockBanner.tsx';
import type { ScreenProps } from '../types.ts';
import { PasswordInput, TextInput } from '../../ui/TextField.tsx';
import { lazyDrawn } from '../../ui/lazyDrawn.ts';

// the dialog code loads on first use, keeping the first screen small (its size target)
const ForgotPasswordModal = lazyDrawn(async () => ({
  default: (await import('./ForgotPasswordModal.tsx')).ForgotPasswordModal,
}));

export default function LoginScreen({ step, params }: ScreenProps<'login'>) {
  const { t } = useTranslation();
  const actions = useFlowActions(step, params);
  const query = new URLSearchParams(useSearch());
  const { sessionEnded, email: jobEmail } = useSnapshot(jobOwner);
  useSnapshot(session); // the clock offset measured at the last login
  const [email, setEmail] = useState(() => (sessionEnded && jobEmail ? jobEmail : ''));
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [forgotOpen, setForgotOpen] = useState(false);
  useTypedBeforeHydration('login-form'); // typed before the app took the page over: kept

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = email.trim(); // B-02: trimmed before validation and submission
    const found = {
      email: isValidEmail(trimmed) ? undefined : t('login.errors.email'),
      password: password === '' ? t('login.errors.password') : undefined,
    };
    setErrors(found);
    if (found.email || found.password || !step.run) return;
    setEmail(trimmed);
    void actions.submit({ email: trimmed, password });
  };

  return (
    <Page title={step.title} progress={step.progress} failure={actions.failure}>
      {sessionEnded ? <Alert tone="info">{t('login.sessionExpired')}</Alert> : null}
      <ClockOff />
      <form id="login-form" noValidate onSubmit={submit}>
        <TextInput
          id="login-email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          error={errors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordInput
          id="login-password"
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" busy={actions.busy}>
          {t('login.submit')}
        </Button>
      </form>
      <div className="mt-3">
        <Button variant="link" onClick={() => setForgotOpen(true)}>
          {t('login.forgot.open')}
        </Button>
      </div>
      <p className="mt-6 text-center text-base text-slate-700">{t('login.noAccount')}</p>
      <FlowButtons buttons={step.buttons} actions={actions} params={params} query={query} />
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordModal open={forgotOpen} initialEmail={email.trim()} onClose={() => setForgotOpen(false)} />
        </Suspense>
      ) : null}
    </Page>
  );
}

// a phone clock hours off made login bounce back silently; login goes by the server's time, and says
// so here at length (the shell's banner says it in short on every other screen)
function ClockOff() {
  const { t } = useTranslation();
  const amount = useClockAmount();
  const off = clockOff();
  if (off === 0) return null;
  return (
    <Alert tone="warning">{t(off > 0 ? 'login.clock.ahead' : 'login.clock.behind', { amount: amount(off) })}</Alert>
  );
}
