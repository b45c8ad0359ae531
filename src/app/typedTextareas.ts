// What was typed into a form's textarea drawn with text (a frame's stored comment) before the app took
// the page over. React sets such a textarea back to the text it drew as it hydrates it, so what it
// held is noted as the form first renders, before React touches the field, and put back before the
// typed text is handed to React (src/app/hydration.ts, which compares the field with what was drawn).
// In the form's own chunk, not the app's: only a form behind a login draws a textarea with text.
import { useLayoutEffect, useState } from 'react';

// What each textarea held when a render first saw it. React may render the form, set a textarea back as it
// hydrates it, then throw that render away (something below it suspended: a word group still loading) and
// render again: the second render would note the text React set back, and what was typed would be lost.
const noted = new WeakMap<HTMLTextAreaElement, string>();

function typedInto(box: HTMLTextAreaElement): string {
  // typed since React set it back (hydration is concurrent), or never set back yet: the box says it
  if (box.value !== box.defaultValue || !noted.has(box)) noted.set(box, box.value);
  return noted.get(box)!;
}

/** Call before useTypedBeforeHydration(rootId), whose effect must see the typed text. */
export function useTypedTextareas(rootId: string): void {
  const [held] = useState(() =>
    [...(document.getElementById(rootId)?.querySelectorAll('textarea') ?? [])].map(
      (box) => [box, typedInto(box)] as const,
    ),
  );
  useLayoutEffect(() => {
    for (const [box, typed] of held) if (box.isConnected && box.value === box.defaultValue) box.value = typed;
  }, [held]);
}
