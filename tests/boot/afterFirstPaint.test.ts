// When the page drawn from HTML asks for the app's code (src/boot/afterFirstPaint.ts): once the
// browser reports the first contentful paint, which may come after the frame's own rendering step, or
// after the first frame at the latest PAINT_WAIT_MS later where the report does not come or the
// browser has no paint timing. A window stands in for the browser's timers and paint reports.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_WAIT_MS } from '../../src/boot/afterFirstPaint.ts';

type Report = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

function browser(paintTiming: boolean) {
  let report: Report | undefined;
  let disconnected = false;
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint', 'layout-shift'] : ['layout-shift'];
    constructor(callback: Report) {
      report = callback;
    }
    observe() {}
  }
  const win = {
    PerformanceObserver: Observer,
    requestAnimationFrame: (cb: () => void) => setTimeout(cb, 16),
    setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
  } as unknown as Window & typeof globalThis;
  const paint = (name: string) =>
    report?.({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect: () => (disconnected = true) });
  return { win, paint, disconnected: () => disconnected };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the app's code is asked for after the first paint", () => {
  it('not at the first frame when the paint is not reported yet, and once it is', () => {
    const { win, paint, disconnected } = browser(true);
    const load = vi.fn();
    afterFirstPaint(load, win);
    vi.advanceTimersByTime(40); // the frame has rendered; the paint's report is late on a busy phone
    expect(load).not.toHaveBeenCalled();
    paint('first-paint');
    vi.advanceTimersByTime(1);
    expect(load).not.toHaveBeenCalled(); // a paint with no content does not count
    paint('first-contentful-paint');
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(disconnected()).toBe(true);
    vi.advanceTimersByTime(PAINT_WAIT_MS * 2);
    expect(load).toHaveBeenCalledTimes(1); // the fallback does not ask a second time
  });

  it(`at the latest ${PAINT_WAIT_MS} ms after the first frame when the report never comes`, () => {
    const { win } = browser(true);
    const load = vi.fn();
    afterFirstPaint(load, win);
    vi.advanceTimersByTime(16 + PAINT_WAIT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after the first frame in a browser without paint timing', () => {
    const { win } = browser(false);
    const load = vi.fn();
    afterFirstPaint(load, win);
    vi.advanceTimersByTime(15);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2); // the frame, then the task after it
    expect(load).toHaveBeenCalledTimes(1);
  });
});
