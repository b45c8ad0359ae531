// Error reporting (J-14, J-15, K-28, A-19): off unless config.json gives a Sentry DSN; the SDK is
// then loaded lazily so a deployment without reporting ships and runs none of it.
type Sentry = typeof import('@sentry/react');
type Loader = () => Promise<Sentry>;

let sentry: Sentry | undefined;
let loading: Promise<void> | undefined;
const queued: ((s: Sentry) => void)[] = [];

/** navigating to the route already shown is not an error worth reporting */
export function isNavigationRedundancy(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'NavigationDuplicated') return true;
  return (
    typeof message === 'string' &&
    /redundant navigation|navigat(ed|ion) to (the )?current location|NavigationDuplicated/i.test(message)
  );
}

export function initErrorReporting(
  dsn: string | null | undefined,
  load: Loader = () => import('@sentry/react'),
): Promise<void> {
  if (!dsn) return Promise.resolve();
  loading ??= load()
    .then((s) => {
      s.init({
        dsn,
        integrations: [s.replayIntegration()],
        replaysSessionSampleRate: 0.1, // J-15, M-16
        replaysOnErrorSampleRate: 1.0,
        beforeSend: (event, hint) => (isNavigationRedundancy(hint.originalException) ? null : event),
      });
      sentry = s;
      for (const q of queued.splice(0)) q(s);
    })
    .catch((e: unknown) => {
      console.warn('Error reporting could not be loaded', e);
    });
  return loading;
}

function withSentry(f: (s: Sentry) => void): void {
  if (sentry) f(sentry);
  else if (loading) queued.push(f);
}

/** the client's reportError hook: only status >= 500 reaches here (J-14) */
export function reportApiError(e: { url: string; method: string; status: number; payload: unknown }): void {
  const report = { ...e, payload: withoutSecrets(e.payload) };
  withSentry((s) =>
    s.captureMessage(`API ${e.method} ${e.url} answered ${e.status}`, { level: 'error', extra: report }),
  );
}

/** Passwords and tokens never leave the phone in a report: {password: 'x', email} → {password: '[removed]', email} */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      /password|token|authori[sz]ation/i.test(key) ? '[removed]' : withoutSecrets(v),
    ]),
  );
}

/** errors that reach a screen's error boundary */
export function reportUnexpected(error: unknown, context?: Record<string, unknown>): void {
  if (isNavigationRedundancy(error)) return;
  withSentry((s) => s.captureException(error, context ? { extra: context } : undefined));
}

/** for tests: forget the loaded SDK */
export function resetErrorReportingForTests(): void {
  sentry = undefined;
  loading = undefined;
  queued.length = 0;
}
