// The studio's keys: Ctrl+S (⌘S) saves from anywhere, Esc leaves the field being typed in.
import { useEffect, useRef } from 'react';

export function useStudioKeys(save: () => void): void {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault(); // not the browser's "save page as"
        latest.current();
      } else if (event.key === 'Escape' && document.activeElement instanceof HTMLElement) {
        const field = document.activeElement;
        if (field.matches('input, textarea, select')) field.blur();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
