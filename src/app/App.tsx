// The route table, generated from the compiled flows.
import { Route, Switch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { AppContext, type AppServices } from './AppContext.tsx';
import { FlowRoute } from './FlowRoute.tsx';
import { PartErrorBoundary } from './PartErrorBoundary.tsx';
import { ScreenErrorPage } from './ScreenErrorBoundary.tsx';
import { Shell } from './Shell.tsx';

export function App({ services }: { services: AppServices }) {
  return (
    <AppContext.Provider value={services}>
      {/* the last resort: a frame that throws on malformed state shows what to do, never a blank page */}
      <PartErrorBoundary part="shell" fallback={<ScreenErrorPage />}>
        <Shell>
          <Switch>
            {services.flows.steps.map((step) => (
              <Route key={step.path} path={step.path}>
                {(params) => <FlowRoute step={step} params={params as Record<string, string>} />}
              </Route>
            ))}
            <Route>
              <NotFound />
            </Route>
          </Switch>
        </Shell>
      </PartErrorBoundary>
    </AppContext.Provider>
  );
}

// t, not <Trans>: Trans brings an HTML parser into the first screen's code
function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl p-4">
      <h1 className="text-2xl font-bold">{t('shell.notFound.title')}</h1>
      <p className="my-3">{t('shell.notFound.body')}</p>
      <a className="font-semibold text-brand-800 underline" href="/">
        {t('shell.notFound.home')}
      </a>
    </main>
  );
}
