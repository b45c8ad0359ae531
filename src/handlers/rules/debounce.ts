// H-36, M-20: clicks on a SolShare at the site are debounced by 1000 ms, leading edge: the first
// click acts at once; a click that comes less than `ms` after the previous click (acted on or not)
// is dropped, as lodash's debounce(fn, ms, { leading: true, trailing: false }) does.
// Y.16l: clicks at 0, 400 → 1 action; 0, 400, 900 → 1; 0, 1200 → 2.

export const SITE_CLICK_DEBOUNCE_MS = 1000;

/** Returns a function to call on every click; it answers whether this click should act. */
export function createClickDebouncer(ms: number, now: () => number): () => boolean {
  let lastClick: number | undefined;
  return () => {
    const t = now();
    const quiet = lastClick === undefined || t - lastClick >= ms;
    lastClick = t;
    return quiet;
  };
}
