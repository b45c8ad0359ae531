// H-16, M-21: on /edit-building-address, save waits 500 ms after the address loses focus. A tap on
// save during that wait is queued and sent when the wait ends, never swallowed (a gloved finger taps
// once). Forms whose step does not ask for the hold (`props.holdSubmitOnAddressBlur`) never wait.
import { useCallback, useEffect, useRef } from 'react';

export function useSubmitHold(enabled: boolean) {
  const held = useRef(false);
  const queued = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** called by a field (the address on blur): hold submits for `ms` */
  const hold = useCallback(
    (ms: number) => {
      if (!enabled) return;
      held.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        held.current = false;
        const next = queued.current;
        queued.current = null;
        next?.();
      }, ms);
    },
    [enabled],
  );

  /** runs `submit` now, or when the hold ends (the last tap wins) */
  const submitOrQueue = useCallback((submit: () => void) => {
    if (held.current) queued.current = submit;
    else submit();
  }, []);

  return { hold, submitOrQueue };
}
