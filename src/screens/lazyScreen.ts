// A screen kind's component in a chunk of its own, which the app can ask for before the screen opens
// (src/app/prefetchNextSteps.ts): `preload` fetches the chunk that lazy() would fetch on first render
// (the same import, so the same module). Where a kind has them: `prefetch`, what its screen for a step
// will need next (the form's schema and validators), asked for while the person is on the step before;
// and `onOpen`, the server's answer its first view shows, asked for as its route opens
// (src/app/FlowRoute.tsx), so the answer travels while the screen's code loads and draws instead of after.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppServices } from '../app/AppContext.tsx';
import type { CompiledStep } from '../engine/types.ts';

/** What a kind may fetch ahead for a step the person may open next; never more than that screen's first view. */
export type ScreenPrefetch = (step: CompiledStep, services: AppServices, search: string) => Promise<unknown> | void;

export interface ScreenAhead {
  prefetch?: ScreenPrefetch;
  onOpen?: ScreenPrefetch;
}

export type PreloadableScreen<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
} & ScreenAhead;

export function lazyScreen<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  ahead: ScreenAhead = {},
): PreloadableScreen<P> {
  return Object.assign(lazy(load), { preload: load, ...ahead });
}

export const isPreloadable = (component: unknown): component is PreloadableScreen<unknown> =>
  typeof (component as { preload?: unknown }).preload === 'function';
