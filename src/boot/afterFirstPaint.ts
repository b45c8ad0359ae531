// The app's code is asked for once the page drawn from HTML is on the screen. The browser reports
// that as the first contentful paint, which can come a little after the frame's own rendering step
// on a busy phone (a timer set in requestAnimationFrame may run first). Where paint timing is missing,
// or the report does not come, the code is asked for after the first frame (0.5 s at the latest).
export const PAINT_WAIT_MS = 500;

export function afterFirstPaint(then: () => void, win: Window & typeof globalThis = window): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    then();
  };
  if (!win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    win.requestAnimationFrame(() => win.setTimeout(start, 0));
    return;
  }
  new win.PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    win.setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  win.requestAnimationFrame(() => win.setTimeout(start, PAINT_WAIT_MS));
}
