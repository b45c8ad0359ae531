// A component whose code is a chunk of its own, which can be asked for before it is drawn (`preload`).
// Once its code is here it is drawn at once; only one whose code is still on its way goes through lazy()
// and suspends. lazy() suspends on its first draw even when the chunk is already loaded, and React then
// holds the revealed part back until 300 ms after its fallback showed (its Suspense throttle): every first
// visit to a kind of screen took 0.3 s more than its code and drawing (bench:phone), and a screen's part
// popped in under buttons already drawn. Each drawn one keeps the way it was first drawn, so it is never
// mounted afresh when its code arrives. A failed download says so (CodeNotDownloaded, which the screen's
// boundary shows with Try again), and Try again draws it with a fresh lazy() (codeNotDownloaded.ts).
import { createElement, lazy, useState, type ComponentType } from 'react';
import { CodeNotDownloaded, whenAskedAgain } from '../app/codeNotDownloaded.ts';

export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyDrawn<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // asked again by the next preload, or by the next draw once renewed
        whenAskedAgain(renew);
        throw new CodeNotDownloaded(error);
      },
    ));
  let Lazy = lazy(preload);
  const renew = () => {
    Lazy = lazy(preload);
  };
  function Drawn(props: P) {
    const [drawnAtOnce] = useState(() => loaded !== undefined);
    return drawnAtOnce && loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Drawn, { preload });
}
