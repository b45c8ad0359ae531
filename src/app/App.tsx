// The route table, generated from the compiled flows, and what one route of it does (FlowRoute): checks
// its guards (redirecting as the flow declares), records the visit, polls wifi when the step shows the
// icon, and renders the step's screen kind.
import { Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { checkGuards, lacksRole, returnsAfterLogin } from '../engine/guards.ts';
import { wordPartsOf } from '../engine/wordsRule.ts';
import { isPreloadable, screenKinds, type ScreenKind } from '../screens/kinds.ts';
import type { ScreenComponent, StepOf } from '../screens/types.ts';
import { navigation, recordVisit } from '../state/navigation.ts';
import { hasAddress, project } from '../state/project.ts';
import { run, runPassed } from '../state/run.ts';
import { isExpired, isLoggedIn, session } from '../state/session.ts';
import { jobOwner, loginInterrupted, recordJobStep, resumed, resumeStep, sessionEnded } from '../state/job.ts';
import { lookAtJob, viewedUnit } from '../state/viewedUnit.ts';
import { loadWords, wordsLoaded } from '../i18n.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { AppContext, useApp, type AppServices } from './AppContext.tsx';
import { CodeNotDownloaded } from './codeNotDownloaded.ts';
import { knownRoute } from '../engine/knownRoute.ts';
import { afterFirstScreen } from './backgroundWork.ts';
import { pollWifi } from '../handlers/pollWifi.ts';
import { showNotice } from './messages.ts';
import { loadStepDetails, stepDetailsLoaded } from './loadStepDetails.ts';
import { isWhole, shipsWhole, type RouteFlows, type RouteStep } from '../engine/stepDetails.ts';
import { PartErrorBoundary } from './PartErrorBoundary.tsx';
import { ScreenErrorBoundary, ScreenErrorPage } from './ScreenErrorBoundary.tsx';
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

// One route of the compiled flows.
const ignoreFailure = (): void => undefined;

type RouteProps = { step: RouteStep; params: Record<string, string> };

// a wizard step of the job: it needs the job's unit and shows the wizard's progress
const isJobStep = (step: RouteStep): boolean => step.requires.includes('serial') && step.progress !== undefined;

/** The boundary comes first: the guards read stored state too, and a throw there must not blank the app. */
function FlowRoute(props: RouteProps) {
  const [location] = useLocation();
  return (
    <ScreenErrorBoundary resetKey={location}>
      <GuardedRoute {...props} />
    </ScreenErrorBoundary>
  );
}

function GuardedRoute({ step, params }: RouteProps) {
  const services = useApp();
  const { flows, api, config } = services;
  const [location] = useLocation();
  const search = useSearch();
  useSnapshot(session); // re-check guards when the login state changes
  const { serialNumber } = useSnapshot(project);
  const viewed = useSnapshot(viewedUnit).serial;
  const jobStep = isJobStep(step);
  const unitSerial = jobStep ? serialNumber : viewed || serialNumber; // service screens show the unit in view
  useSnapshot(jobOwner);
  useSnapshot(run);
  const [previous] = useState(() => navigation.current);

  const expired = isExpired();
  useEffect(() => {
    if (expired) sessionEnded(); // B-06: an expired token is cleared (the job is kept); the login guard then redirects
  }, [expired]);
  const facts = {
    loggedIn: isLoggedIn(),
    hasSerial: unitSerial !== '',
    hasAddress: hasAddress(),
    runPassed: runPassed(serialNumber),
    roles: session.roles,
    previousPath: previous,
    query: new URLSearchParams(search),
    resumeTo: knownRoute(flows.steps, resumeStep()), // a stored path that is no route is ignored
  };
  const redirect = checkGuards(step, flows.guards, facts);
  const resuming = redirect !== null && redirect === facts.resumeTo;
  // sent to log in from a screen that needs it, opened as the app's first screen (a label's QR link)
  // or as the token expired: come back here afterwards. Not after logging out (someone else may be next).
  const toLogin =
    redirect !== null &&
    redirect === flows.guards.login &&
    !facts.loggedIn &&
    (previous === '' || expired) &&
    returnsAfterLogin(step);
  const roleRefused = redirect !== null && lacksRole(step, facts);
  useLayoutEffect(() => {
    if (roleRefused && redirect) showNotice('welcome.commissionerOnly', redirect); // Z-55: say why
  }, [roleRefused, redirect]);

  const here = search ? `${location}?${search}` : location;
  useLayoutEffect(() => {
    if (toLogin) loginInterrupted(here, session.email ?? (jobOwner.sessionEnded ? jobOwner.email : null));
  }, [toLogin, here]);

  useLayoutEffect(() => {
    if (resuming) resumed(); // back to the job's step once, then /welcome is /welcome again
    if (redirect) return;
    recordVisit(here);
    if (!jobStep) return;
    recordJobStep(here); // "continue" comes back here
    lookAtJob(); // back in the job: the service screens show its unit again
  }, [redirect, resuming, here, jobStep]);

  // what this screen's first view shows from the server (its kind's onOpen), asked for as the route
  // opens: the answer travels while the screen's code loads and draws, instead of after. A failure is
  // the screen's to say: it finds the same call under the same key. A step behind a login asks once
  // its details are there (what it asks for may be in its props)
  useLayoutEffect(() => {
    const Screen: unknown = screenKinds[step.screen as ScreenKind].component;
    if (redirect || !isPreloadable(Screen) || !Screen.onOpen) return;
    const onOpen = Screen.onOpen;
    const detailsReady = isWhole(step) ? Promise.resolve() : loadStepDetails(services.flows);
    detailsReady.then(() => (isWhole(step) ? onOpen(step, services, search) : undefined)).catch(() => undefined);
  }, [redirect, step, search, services]);

  // the screens this one leads to: their code and words, while the person is here. The code that
  // finds them comes once the first screen is drawn (not in the first screen's bytes)
  useEffect(() => {
    if (redirect) return;
    let live = true;
    let stop: (() => void) | undefined;
    void afterFirstScreen()
      .then(() => import('./prefetchNextSteps.ts'))
      .then((m) => {
        if (live) stop = m.prefetchNextSteps(step, services);
      }, ignoreFailure); // best effort: a failure here is the next screen's to say
    return () => {
      live = false;
      stop?.();
    };
  }, [redirect, step, services]);

  const pollSerial = step.wifiIcon && isLoggedIn() ? unitSerial : ''; // Z-32: only logged in
  useEffect(() => {
    if (!pollSerial) return;
    const controller = new AbortController();
    // the first check waits for the first screen to be drawn (the icon says "unknown" until then)
    void afterFirstScreen().then(() => pollWifi(api, pollSerial, config.timing.wifiPollMs, controller.signal));
    return () => controller.abort();
  }, [api, config, pollSerial]);

  // the same element while the step is the same: what the guards read changing (the job's last step
  // recorded above) neither re-renders the screen nor, while a screen drawn from HTML is still being
  // taken over (main.tsx), makes React throw its HTML away for the spinner
  const screen = useMemo(() => {
    const words = wordPartsOf(step);
    // the checker has made sure step.screen names a kind; the kind's component takes this step
    const Screen = screenKinds[step.screen as ScreenKind].component as ScreenComponent;
    return (
      <Suspense fallback={<Spinner />}>
        <WordsReady key={words.join()} parts={words} flows={shipsWhole(step) ? null : flows}>
          {() => (isWhole(step) ? <Screen key={location} step={step as StepOf} params={params} /> : <LoadFailed />)}
        </WordsReady>
      </Suspense>
    );
  }, [step, flows, location, params]);

  return redirect ? <Redirect to={redirect} replace /> : screen;
}

// a route waits for the words its screen needs beyond those the app ships (src/engine/wordsRule.ts) and
// for their step's details, `flows` to complete, when the app ships it without (src/engine/stepDetails.ts);
// the screen is drawn once they are there (a step reaches its screen whole)
function WordsReady({
  parts,
  flows,
  children,
}: {
  parts: string[];
  flows: RouteFlows | null;
  children: () => ReactNode;
}) {
  const [state, setState] = useState<'loading' | 'ready' | CodeNotDownloaded>(() =>
    wordsLoaded(parts) && (!flows || stepDetailsLoaded(flows)) ? 'ready' : 'loading',
  );
  useEffect(() => {
    if (state !== 'loading') return;
    let live = true;
    Promise.all([loadWords(parts), flows && loadStepDetails(flows)]).then(
      () => live && setState('ready'),
      (error: unknown) => {
        if (live) setState(new CodeNotDownloaded(error)); // e.g. the signal dropped while the chunk loaded
      },
    );
    return () => {
      live = false;
    };
  }, [state, parts, flows]);
  if (state === 'ready') return children();
  if (state === 'loading') return <Spinner />;
  throw state; // the screen's boundary says so, with Try again (a fresh WordsReady asks again)
}
