// Whether an element is on or near the screen (a screen's height above and below), so a long list
// of thumbnails holds only those a thumb can reach. Without IntersectionObserver (old engines,
// jsdom) everything counts as near: shown, as before lists were long.
import { useEffect, useState, type RefObject } from 'react';

export function useNearScreen(ref: RefObject<Element | null>): boolean {
  const observable = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!observable);
  useEffect(() => {
    const element = ref.current;
    if (!observable || !element) return;
    const observer = new IntersectionObserver(([entry]) => setNear(entry.isIntersecting), { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, observable]);
  return near;
}
