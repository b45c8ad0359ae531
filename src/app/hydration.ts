// A public route's first screen is drawn from HTML at build time (src/prerender) and taken over by
// hydrateRoot (main.tsx); until then its submit buttons are disabled (src/ui/useHydrated.ts).
import { useLayoutEffect } from 'react';

// What was typed into the HTML's fields before the app took over. Hydration keeps the typed text on
// the page but not in React's state, so the next render would wipe it: each field that differs from
// the HTML's value is noted before hydrateRoot and handed to React as an input event once its
// component has hydrated (useTypedBeforeHydration).
type Typed = { field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string };
let typed: Typed[] = [];

/** Notes the fields under `root` whose value the user changed in the HTML. */
export function noteTypedInput(root: HTMLElement): void {
  typed = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue; // none on a prerendered screen
    const original = field instanceof HTMLSelectElement ? [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value ?? '' : field.defaultValue;
    if (field.value !== original) typed.push({ field, value: field.value });
  }
}

/** Hands React what was typed into the fields under `root`, now hydrated; once per field. */
export function replayTypedInput(root: HTMLElement | null): void {
  if (!root || typed.length === 0) return;
  const mine = typed.filter((t) => root.contains(t.field));
  typed = typed.filter((t) => !mine.includes(t));
  for (const { field, value } of mine) {
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
