// H-36, Z-43, Y.16l: a list item that submits (a SolShare of the site loads that unit's system info): taps within
// 1000 ms of the previous tap are dropped (leading edge, rules/debounce.ts), so a double tap on a
// slow phone sends one request.
import { useRef } from 'react';
import { createClickDebouncer, SITE_CLICK_DEBOUNCE_MS } from '../../handlers/rules/debounce.ts';

export function useDebouncedTap(open: (serial: string) => void): (serial: string) => void {
  const debouncer = useRef<(() => boolean) | null>(null);
  debouncer.current ??= createClickDebouncer(SITE_CLICK_DEBOUNCE_MS, () => Date.now());
  return (serial) => {
    if (debouncer.current?.()) open(serial);
  };
}
