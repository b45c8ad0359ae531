// A public route's first screen is drawn from HTML at build time (src/prerender) and taken over by
// hydrateRoot (main.tsx); until then its submit buttons are disabled (src/ui/useHydrated.ts).
import { useLayoutEffect } from 'react';
import { drawnValue, markHandedToApp, type DrawnField } from '../forms/drawnValue.ts';

// What was typed into the HTML's fields before the app took over. Hydration keeps the typed text on
// the page but not in React's state, so the next render would wipe it. Each field's value as the HTML
// drew it is noted before hydrateRoot; when its component has hydrated (useTypedBeforeHydration), a
// field whose text differs from that is handed to React as an input event. The comparison is made
// then, not before hydrateRoot: hydration is concurrent, and what is typed while it runs counts too.
type Field = DrawnField;
type Drawn = { field: Field; original: string };
let drawn: Drawn[] = [];

/** Notes each field under `root` with the value the HTML drew it with. */
export function noteTypedInput(root: HTMLElement): void {
  drawn = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue; // none on a prerendered screen
    drawn.push({ field, original: drawnValue(field) });
  }
}

/**
 * The field as the page has it now: the one the HTML drew, or, where React drew that part afresh
 * instead of taking it over (an update reached it before it had hydrated), the new one with its id.
 */
function fieldNow(drawnField: Field, root: HTMLElement): Field | null {
  if (root.contains(drawnField)) return drawnField;
  if (drawnField.isConnected || !drawnField.id) return null; // another part's field, still on the page
  const now = document.getElementById(drawnField.id);
  return now && root.contains(now) && now.tagName === drawnField.tagName ? (now as Field) : null;
}

/** Hands React what was typed into the fields under `root`, now hydrated or drawn afresh; once per field. */
export function replayTypedInput(root: HTMLElement | null): void {
  if (!root || drawn.length === 0) return;
  const mine = drawn.flatMap((d) => {
    const now = fieldNow(d.field, root);
    return now ? [{ ...d, now }] : [];
  });
  drawn = drawn.filter((d) => !mine.some((m) => m.field === d.field));
  for (const { field: typedInto, now: field, original } of mine) {
    const value = typedInto.value; // a field React replaced keeps what was typed into it
    markHandedToApp(typedInto);
    markHandedToApp(field);
    if (value === original) continue;
    // as a browser's own typing does: the value changes under React, then the event says so
    const prototype = Object.getPrototypeOf(field) as object;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    field.value = value === '' ? ' ' : ''; // through React's own view of the field, so it sees a change
    setValue?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/** For a component that draws fields under the element `rootId`: what was typed into them before hydration reaches its state as it hydrates. */
export function useTypedBeforeHydration(rootId: string): void {
  useLayoutEffect(() => replayTypedInput(document.getElementById(rootId)), [rootId]);
}
