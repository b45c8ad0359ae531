// @vitest-environment node
// Safari/iOS 15.4 (the browser floor) has no AbortSignal.timeout: the app's own timeoutSignal aborts
// with the same TimeoutError there, and uses the built-in where it exists.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeoutSignal } from '../../src/platform/timeoutSignal.ts';

const builtIn = AbortSignal.timeout;
afterEach(() => {
  AbortSignal.timeout = builtIn;
  vi.useRealTimers();
});

describe('timeoutSignal', () => {
  it('aborts with a TimeoutError after the time on a browser without AbortSignal.timeout', () => {
    vi.useFakeTimers();
    // @ts-expect-error: a browser below Safari 16 has no AbortSignal.timeout
    delete AbortSignal.timeout;
    const signal = timeoutSignal(4000);
    vi.advanceTimersByTime(3999);
    expect(signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('uses the built-in AbortSignal.timeout where the browser has it', () => {
    const spy = vi.fn(builtIn);
    AbortSignal.timeout = spy;
    timeoutSignal(10);
    expect(spy).toHaveBeenCalledWith(10);
  });
});
