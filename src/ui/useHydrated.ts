// False in a page drawn from HTML at build time (src/prerender) and while the app takes it over with
// hydrateRoot; true from the render after that, and at once where the app renders without HTML.
// The server snapshot is what the HTML and hydration see; React re-renders with the client's.
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
