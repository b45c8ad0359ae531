// Start-up: load and check config.json, set up words and the API client, then show the app. A public
// route's first screen is already on the page, drawn from HTML at build time in the phone's language
// (src/prerender): the app takes it over with hydrateRoot, keeping what was typed meanwhile. Any other
// page (a route behind a login, another language, the service worker's index.html) renders afresh.
// A config that cannot be had or is bad shows a page that says what is wrong, and whether a reload can
// help, instead of a blank screen (src/app/startupErrorPage.ts).
import './platform/polyfills.ts'; // first: what libraries need before they run
import './trustedTypesPolicy.ts'; // then: before anything can reach a DOM sink
import './leaveGuard.ts'; // and before any script could send the page elsewhere
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import flows from 'virtual:flow-routes';
import startupWords from 'virtual:startup-words';
import { createLazyProviderApi } from './api/lazyClient.ts';
import { initErrorReporting, reportApiError } from './api/errorReporting.ts';
import { loadAppConfig } from './config/appConfig.ts';
import { startupErrorPage } from './app/startupErrorPage.ts';
import { pickLanguage } from './config/pickLanguage.ts';
import { findStep } from './engine/matchPath.ts';
import { handlersOf } from './engine/stepHandlers.ts';
import { returnsAfterLogin } from './engine/guards.ts';
import { wordPartsOf } from './engine/wordsRule.ts';
import { prefetchHandlers } from './app/callHandler.ts';
import { initI18n, loadAllWords, loadWords } from './i18n.ts';
import { session } from './state/session.ts';
import { claimJobAtStart, loginInterrupted, sessionEnded } from './state/job.ts';
import { App } from './app/App.tsx';
import { loadStepDetails } from './app/loadStepDetails.ts';
import { shipsWhole } from './engine/stepDetails.ts';
import { noteTypedInput } from './app/hydration.ts';
import { holdBackgroundWork, releaseBackgroundWork } from './app/backgroundWork.ts';
import { guardDoubleTaps } from './app/doubleTapGuard.ts';
import './styles.css';

const container = document.getElementById('app')!;

async function start() {
  holdBackgroundWork();
  guardDoubleTaps(); // the second tap of a double tap never acts on the screen the first one opened
  const step = findStep(flows.steps, location.pathname);
  if (step?.load) prefetchHandlers([step.load]); // the handler that loads what the step shows
  claimJobAtStart(); // a job another user left is never adopted by the stored session
  const config = await loadAppConfig();
  const language = pickLanguage(config.languages, navigator.languages ?? []);
  // the HTML is this route's first screen in this language, as the app's first render draws it: a
  // public route's for no session, a frame behind a login's for the session the frame boot script checked
  const drawn =
    container.dataset.prerendered === location.pathname &&
    document.documentElement.lang === language &&
    !session.token === !('frame' in container.dataset);
  document.documentElement.lang = language;
  await initI18n(language, { waitForAll: false }); // the rest of the words load in the background
  const parts = step ? wordPartsOf(step) : [];
  // a route behind a login waits for its words and its step's details (FlowRoute says if they fail)
  const ready = Promise.all([step && loadWords(parts), step && !shipsWhole(step) && loadStepDetails(flows)]);
  ready.catch(() => undefined);
  if (drawn) await ready.catch(() => undefined); // hydration draws with the words the HTML was drawn with
  initErrorReporting(config.sentryDsn);
  const { api, prefetch: prefetchApi } = createLazyProviderApi({
    baseUrl: config.apiBaseUrl || location.origin,
    geocoderUrl: config.geocoderUrl || config.apiBaseUrl || location.origin, // '' = the API host
    timeoutMs: config.timing.requestTimeoutMs,
    getToken: () => session.token ?? undefined,
    onUnauthorized: () => {
      // B-06: the job stays for the same user, who comes back to this screen after logging in
      const step = findStep(flows.steps, location.pathname);
      if (step && returnsAfterLogin(step)) loginInterrupted(location.pathname + location.search, session.email);
      sessionEnded();
      navigate('/login', { replace: true });
    },
    reportError: reportApiError,
  });
  const app = (
    <StrictMode>
      <App services={{ flows, api, config }} />
    </StrictMode>
  );
  if (drawn) {
    noteTypedInput(container);
    hydrateRoot(container, app);
  } else {
    delete container.dataset.prerendered;
    createRoot(container).render(app);
  }
  // fetch the rest (handlers, wizard words) once the first screen is up, not in competition with it
  whenIdle(() => {
    releaseBackgroundWork();
    prefetchHandlers(step ? handlersOf(step) : []); // what this screen's taps run
    void prefetchApi();
    void loadAllWords();
    loadStepDetails(flows).catch(() => undefined); // a route behind a login opens without waiting for them
    void import('./app/registerServiceWorker.ts').then((m) => m.registerServiceWorker()); // offline from then on
  });
}

// Two seconds after the page's load event, when the phone is idle: earlier, an idle moment while a
// form screen still runs its chunk would start the prefetches and the service worker's precache (every
// chunk) in competition with what the first screen needs. Whatever is needed sooner loads on demand.
const SETTLE_MS = 2000;
function whenIdle(work: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 3000 });
    else setTimeout(work, 500);
  };
  const settled = () => setTimeout(idle, SETTLE_MS);
  if (document.readyState === 'complete') settled();
  else window.addEventListener('load', settled, { once: true });
}

start().catch((error: unknown) => {
  console.error(error);
  // i18next needs the config: the stop page's few words ship with the app, in every language
  const language = pickLanguage(
    ['en', ...Object.keys(startupWords).filter((l) => l !== 'en')],
    navigator.languages ?? [],
  );
  const say = (key: string) => startupWords[language]?.[key] ?? startupWords.en?.[key] ?? key;
  document.documentElement.lang = language;
  delete container.dataset.prerendered; // a tap held for the app is dropped (src/boot/holdTaps.ts)
  container.replaceChildren(startupErrorPage(error, say));
});
