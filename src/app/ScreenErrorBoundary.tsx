// Unexpected errors stop at the screen: the user sees what happened and what to do, the draft stays
// intact, and the error is reported (a failure nobody hears of cannot be fixed). A screen whose code could
// not be downloaded is no defect: it says so, and Try again draws it afresh (CodeNotDownloadedPage).
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportUnexpected } from '../api/errorReporting.ts';
import { CodeNotDownloadedPage } from './CodeNotDownloadedPage.tsx';
import { askAgainForCode, canDownload, failedModuleUrl, isCodeNotDownloaded } from './codeNotDownloaded.ts';

/** a failure this soon after its code was found downloadable is the browser's memory of it, not the signal */
const RELOAD_WITHIN_MS = 10_000;

interface State {
  error: Error | null;
}

export class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    if (isCodeNotDownloaded(error)) {
      console.warn(error.message, error.cause);
      // the code could be downloaded a moment ago, yet it failed again: the browser keeps the failure for
      // the page's life (Firefox does, for the module or one it imports), and only a reload asks again; the
      // signal is there for it
      if (performance.now() - this.downloadableAt < RELOAD_WITHIN_MS) location.reload();
      this.downloadableAt = -Infinity;
      return;
    }
    console.error(error);
    reportUnexpected(error);
  }

  /** when Try again last found the failed module downloadable */
  private downloadableAt = -Infinity;

  // a code download that failed is asked again on another route, and on Try again or the signal back once
  // the module can be downloaded (where the browser names it; else straight away)
  private readonly retry = async () => {
    const { error } = this.state;
    const url = error && isCodeNotDownloaded(error) ? failedModuleUrl(error) : undefined;
    if (url && !(await canDownload(url))) return; // still no signal: the page stays as it is
    if (url) this.downloadableAt = performance.now();
    this.drawAgain();
  };

  private drawAgain() {
    askAgainForCode();
    this.setState({ error: null });
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.drawAgain();
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return isCodeNotDownloaded(error) ? <CodeNotDownloadedPage onRetry={this.retry} /> : <ScreenErrorPage />;
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
