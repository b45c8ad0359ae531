// Build-time, in Node (scripts/prerender.ts loads it through Vite, with a DOM from jsdom): a public
// route's first screen in one language, drawn by React's own static renderer exactly as the phone's
// first render draws it (main.tsx: the same App, config, words and empty stores), so hydrateRoot
// takes the HTML over without a change. prerender() waits for the lazily loaded screen and form.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import flows from 'virtual:flows';
import { createLazyProviderApi } from '../api/lazyClient.ts';
import { App } from '../app/App.tsx';
import type { AppConfig } from '../config/appConfig.ts';
import { findStep } from '../engine/matchPath.ts';
import { wordPartsOf } from '../engine/wordsRule.ts';
import { shipsWhole } from '../engine/stepDetails.ts';
import { loadStepDetails } from '../app/loadStepDetails.ts';
import { initI18n, loadWords } from '../i18n.ts';
import { project } from '../state/project.ts';
import { decimalSeparator } from '../ui/localNumber.ts';
import { signIn } from '../state/session.ts';
import { FRAME_ADDRESS, FRAME_SERIAL, frameToken } from './frameState.ts';

export { flows };

/** the language's decimal separator, as the app's number boxes read it from the words */
export const decimalSeparatorOf = (language: string): string => decimalSeparator(language);

/** Sets up the words of `language` as main.tsx does: the core words and the route's parts. */
export async function prepareLanguage(language: string): Promise<void> {
  await initI18n(language, { waitForAll: false });
}

/**
 * A route behind a login is drawn for a placeholder user with a unit and an address: its frame (top
 * bar, title, progress, the form's fields, empty) is the same for every user whose stored state the
 * frame boot script (src/boot/frameBoot.ts) accepts, which then fills in the stored draft's values.
 */
export function signInForFrame(): void {
  signIn(frameToken());
  project.serialNumber = FRAME_SERIAL;
  project.address.address = FRAME_ADDRESS;
}

/** The HTML of `path`'s first screen, to go inside #app. */
export async function renderRoute(path: string, config: AppConfig): Promise<string> {
  const step = findStep(flows.steps, path);
  if (step) await loadWords(wordPartsOf(step));
  if (step && !shipsWhole(step)) await loadStepDetails(flows); // a route behind a login waits for them (FlowRoute)
  // never called while drawing: requests start in effects, which a static render does not run
  const { api } = createLazyProviderApi({
    baseUrl: 'http://prerender.invalid',
    geocoderUrl: 'http://prerender.invalid',
    timeoutMs: 1,
    getToken: () => undefined,
    onUnauthorized: () => undefined,
    reportError: () => undefined,
  });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath={path}>
        <App services={{ flows, api, config }} />
      </Router>
    </StrictMode>,
    {
      onError: (error) => {
        errors.push(error);
      },
    },
  );
  if (errors.length) throw new Error(`prerendering ${path} failed: ${String(errors[0])}`);
  return await new Response(prelude as unknown as ReadableStream).text();
}
