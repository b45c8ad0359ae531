// While a person is on a screen, the code and words of the screens it leads to (src/engine/nextSteps.ts),
// with a form's schema and the handlers those screens run, are asked for once the phone is idle: the
// tap on NEXT then finds them here instead of waiting a round trip on a slow signal. Best effort: a
// failure here is the next screen's to say.
import { nextSteps } from '../engine/nextSteps.ts';
import { handlersOf } from '../engine/stepHandlers.ts';
import { wordPartsOf } from '../engine/wordsRule.ts';
import type { CompiledStep } from '../engine/types.ts';
import { isWhole, type RouteStep } from '../engine/stepDetails.ts';
import { loadWords } from '../i18n.ts';
import { isPreloadable, screenKinds, type ScreenAhead, type ScreenKind } from '../screens/kinds.ts';
import { session } from '../state/session.ts';
import type { AppServices } from './AppContext.tsx';
import { prefetchHandlers } from './callHandler.ts';
import { loadStepDetails } from './loadStepDetails.ts';

const ignore = (): void => undefined;

function prefetchStep(step: CompiledStep, services: AppServices): void {
  if (step.role && !session.roles.includes(step.role)) return; // a screen this person cannot open
  const screen = screenKinds[step.screen as ScreenKind].component as ScreenAhead;
  if (isPreloadable(screen)) screen.preload().catch(ignore);
  Promise.resolve(screen.prefetch?.(step, services, '')).catch(ignore);
  loadWords(wordPartsOf(step)).catch(ignore);
  prefetchHandlers(handlersOf(step));
}

/**
 * Starts the prefetch for `step`'s next steps when the phone is idle; the returned function calls it off.
 * FlowRoute imports this module once the first screen is drawn (src/app/backgroundWork.ts).
 */
export function prefetchNextSteps(step: RouteStep, services: AppServices): () => void {
  let live = true;
  // a step behind a login learns where its buttons lead with its details
  const work = () =>
    void loadStepDetails(services.flows).then(() => {
      if (live && isWhole(step))
        for (const next of nextSteps(step, services.flows.steps.filter(isWhole))) prefetchStep(next, services);
    }, ignore);
  let cancel: () => void;
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 2000 });
    cancel = () => cancelIdleCallback(id);
  } else {
    const id = setTimeout(work, 200); // a browser without idle callbacks (Safari)
    cancel = () => clearTimeout(id);
  }
  return () => {
    live = false;
    cancel();
  };
}
