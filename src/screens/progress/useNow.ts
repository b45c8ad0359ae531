// The current time, refreshed every `intervalMs` while the screen is shown: drives animations
// that are computed from stored timestamps (so a reload shows the same moment).
import { useEffect, useState } from 'react';

export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
