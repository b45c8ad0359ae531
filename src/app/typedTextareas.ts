// What was typed into a form's textarea drawn with text (a frame's stored comment) before the app took
// the page over. React sets such a textarea back to the text it drew as it hydrates it, so what it
// held is noted as the form first renders, before React touches the field, and put back before the
// typed text is handed to React (src/app/hydration.ts, which compares the field with what was drawn).
// In the form's own chunk, not the app's: only a form behind a login draws a textarea with text.
import { useLayoutEffect, useState } from 'react';

/** Call before useTypedBeforeHydration(rootId), whose effect must see the typed text. */
export function useTypedTextareas(rootId: string): void {
  const [held] = useState(() =>
    [...(document.getElementById(rootId)?.querySelectorAll('textarea') ?? [])].map((box) => [box, box.value] as const),
  );
  useLayoutEffect(() => {
    for (const [box, typed] of held) if (box.isConnected && box.value === box.defaultValue) box.value = typed;
  }, [held]);
}
