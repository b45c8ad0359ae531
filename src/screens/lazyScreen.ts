// A screen kind's component in a chunk of its own, which the app can ask for before the screen opens
// (src/app/prefetchNextSteps.ts): `preload` fetches the chunk that lazy() would fetch on first render
// (the same import, so the same module), and `prefetch`, where a kind has one, what its screen for a
// step will need next (the form's schema and validators).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppServices } from '../app/AppContext.tsx';
import type { CompiledStep } from '../engine/types.ts';

/** What a kind may fetch ahead for a step the person may open next; never more than that screen's first view. */
export type ScreenPrefetch = (step: CompiledStep, services: AppServices) => Promise<unknown> | void;

export type PreloadableScreen<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
  prefetch?: ScreenPrefetch;
};

export function lazyScreen<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  prefetch?: ScreenPrefetch,
): PreloadableScreen<P> {
  return Object.assign(lazy(load), { preload: load, prefetch });
}

export const isPreloadable = (component: unknown): component is PreloadableScreen<unknown> =>
  typeof (component as { preload?: unknown }).preload === 'function';
