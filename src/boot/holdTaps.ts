// A tap on a button or a choice (a radio or a checkbox) of a page drawn from HTML (src/prerender)
// before the app has taken it over is held, then handed to it once it has. React takes a page over
// part by part (hydrateRoot): a part whose code is still loading (a form's module behind its
// Suspense boundary) stays plain HTML, and React drops a click on it rather than replaying it. A
// person on a slow phone taps as soon as they see the button, so the boot scripts (frameBoot.ts,
// routeBoot.ts) hold that tap from the first paint: it waits, and is given again when React has
// drawn the element as its own, which it marks by putting its props on it.
// A button's tap does nothing until then (a submit would submit the HTML form). A choice ticks at
// once, as a person expects to see it, and the app is told of it once it has taken the choice over:
// React hydrates a field without reading what it shows, so its state would otherwise keep the old
// choice (the feedback frame's kind was lost that way). Arrow keys in a radio group move the choice
// with a click of the browser's own (shown in Chromium by e2e/prerender.spec.ts), so they are held
// the same way. A button that chooses a value for a field (a score's number) shows it chosen at once
// too (showChosen.ts).
import { markHandedToApp } from '../forms/drawnValue.ts';
import { showChosen } from './showChosen.ts';

export const HOLD_MS = 20_000; // a takeover that never comes (a failed start shows its stop page) drops the tap

/** The props React last drew `element` with, under a key of its own, once it has taken it over. */
function reactProps(element: Element): Record<string, unknown> | undefined {
  const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
  return key === undefined ? undefined : (element as unknown as Record<string, Record<string, unknown>>)[key];
}

/** React's mark on an element it has taken over: its props. */
export function takenOver(element: Element): boolean {
  return reactProps(element) !== undefined;
}

/** React draws the choice `ticked` (or does not control it): the app has heard of the tap. */
const heard = (choice: HTMLInputElement, ticked: boolean): boolean => {
  const props = reactProps(choice);
  return props !== undefined && (!('checked' in props) || props.checked === ticked);
};
const GIVE_CHOICE_TIMES = 5; // a click given while React was between drawing a part and putting it on the page can go unheard

type Held =
  | { element: HTMLButtonElement; choice?: undefined }
  | { element: HTMLInputElement; choice: { ticked: boolean; given: number } };

function isChoice(element: Element | null): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
}

/** What a tap on `target` acts on: a button, or a radio or checkbox itself (a tap on its label clicks it). */
function tappedOf(target: EventTarget | null): HTMLButtonElement | HTMLInputElement | null {
  const element = target as Element | null;
  if (isChoice(element)) return element;
  return element?.closest?.('button') ?? null;
}

/**
 * The element as the page has it now: the one tapped, or, for a choice where React drew its part
 * afresh instead of taking it over (an update reached it while its code loaded), the new one with its id.
 */
function elementNow(held: Held, app: HTMLElement): Held['element'] | null {
  const { element } = held;
  if (app.contains(element)) return element;
  if (!held.choice || element.isConnected || !element.id) return null;
  const now = element.ownerDocument.getElementById(element.id);
  return isChoice(now) && app.contains(now) ? now : null;
}

/** Tells React a choice is `ticked`, as the browser's own click does: its state changes under React, then the click says so. */
function giveChoice(choice: HTMLInputElement, ticked: boolean): void {
  const setChecked = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(choice) as object, 'checked')?.set;
  choice.checked = !ticked; // through React's own view of the field, so it sees a change
  setChecked?.call(choice, ticked);
  choice.dispatchEvent(new Event('click', { bubbles: true })); // a plain event: no second toggle
}

/** Holds taps on `app`'s buttons and choices until React has taken each over; the returned function stops holding. */
export function holdTaps(app: HTMLElement, win: Window & typeof globalThis = window): () => void {
  let queue: { held: Held; at: number }[] = []; // in the order tapped
  const giveWhenTakenOver = () => {
    const page = 'prerendered' in app.dataset; // gone: the app renders afresh or shows its stop page
    while (queue.length > 0) {
      const [{ held, at }] = queue;
      const now = elementNow(held, app);
      if (!page || !now || win.performance.now() - at > HOLD_MS) queue.shift();
      else if (!takenOver(now)) return void win.setTimeout(giveWhenTakenOver, 50);
      else if (held.choice && isChoice(now)) {
        // given until React draws it so: its state has it then
        const { choice } = held;
        if (choice.given > 0 && heard(now, choice.ticked)) {
          queue.shift();
          markHandedToApp(held.element); // the frame's own keeping (keepFrameTyped.ts) leaves it to the app's draft now
        } else if (choice.given >= GIVE_CHOICE_TIMES) queue.shift();
        else {
          giveChoice(now, choice.ticked);
          choice.given += 1;
          return void win.setTimeout(giveWhenTakenOver, 100);
        }
      } else {
        queue.shift();
        now.click();
      }
    }
  };
  const hold = (e: MouseEvent) => {
    const element = tappedOf(e.target);
    if (!element || !app.contains(element) || !('prerendered' in app.dataset) || takenOver(element)) return;
    e.stopImmediatePropagation();
    const waiting = queue.length > 0;
    if (isChoice(element)) {
      // the browser has ticked it already; only the last tap on it counts (a double tap on a checkbox unticks it)
      queue = queue.filter((q) => q.held.element !== element);
      queue.push({ held: { element, choice: { ticked: element.checked, given: 0 } }, at: win.performance.now() });
    } else {
      e.preventDefault(); // a submit button submits when it is given again
      showChosen(element as HTMLButtonElement, app); // a button that chooses a score shows it chosen now
      queue = queue.filter((q) => q.held.choice); // the last button tap counts: a double tap acts once
      queue.push({ held: { element: element as HTMLButtonElement }, at: win.performance.now() });
    }
    if (!waiting) giveWhenTakenOver();
  };
  win.addEventListener('click', hold, true);
  return () => win.removeEventListener('click', hold, true);
}
