// Unexpected errors stop at the screen: the user sees what happened and what to do, the draft stays
// intact, and the error is reported (a failure nobody hears of cannot be fixed).
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportUnexpected } from '../api/errorReporting.ts';

interface State {
  error: Error | null;
}

export class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(error);
    reportUnexpected(error);
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    return this.state.error ? <ScreenErrorPage /> : this.props.children;
  }
}

/** What a failed screen (or, as a last resort, the failed frame) shows: what happened and Reload. */
export function ScreenErrorPage() {
  const { t } = useTranslation(); // t, not <Trans>: Trans brings an HTML parser into the first screen's code
  return (
    <main role="alert" className="mx-auto max-w-xl p-4" data-testid="screen-error">
      <h1 className="text-2xl font-bold">{t('shell.screenError.title')}</h1>
      <p className="my-3">{t('shell.screenError.body')}</p>
      <button
        type="button"
        className="min-h-12 w-full rounded-lg bg-brand-700 px-4 font-semibold text-white"
        onClick={() => location.reload()}
      >
        {t('shell.screenError.reload')}
      </button>
    </main>
  );
}
