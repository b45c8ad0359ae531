// A tap on a button or a choice (a radio, a checkbox, or its label) of a page drawn from HTML
// (src/prerender) before the app has taken it over is held, then handed to it once it has. React takes a page over part by part (hydrateRoot):
// a part whose code is still loading (a form's module behind its Suspense boundary) stays plain
// HTML, and React drops a click on it rather than replaying it. A person on a slow phone taps as
// soon as they see the button, so the boot scripts (frameBoot.ts, routeBoot.ts) hold that tap from
// the first paint: the last tap waits, and is given again (a click) when React has drawn the button
// as its own, which it marks by putting its props on the element. A choice ticked in plain HTML would
// show ticked while the app's state says otherwise (a frame's feedback kind), so it waits the same way.
export const HOLD_MS = 20_000; // a takeover that never comes (a failed start shows its stop page) drops the tap

/** React's mark on an element it has taken over: its props, under a key of its own. */
export function takenOver(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

type Tapped = HTMLButtonElement | HTMLInputElement;

/** What a tap on `target` acts on: a button, or a radio or checkbox (itself or through its label). */
function tappedOf(target: EventTarget | null): Tapped | null {
  const element = target as Element | null;
  const button = element?.closest?.('button');
  if (button) return button;
  const choice = element?.closest?.('input') ?? element?.closest?.('label')?.control ?? null;
  return choice instanceof HTMLInputElement && (choice.type === 'radio' || choice.type === 'checkbox') ? choice : null;
}

/** Holds taps on `app`'s buttons and choices until React has taken each over; the returned function stops holding. */
export function holdTaps(app: HTMLElement, win: Window & typeof globalThis = window): () => void {
  let held: { button: Tapped; at: number } | null = null;
  const giveWhenTakenOver = () => {
    if (!held) return;
    const { button, at } = held;
    const page = 'prerendered' in app.dataset; // gone: the app renders afresh or shows its stop page
    if (!page || !button.isConnected || win.performance.now() - at > HOLD_MS) held = null;
    else if (takenOver(button)) {
      held = null;
      button.click();
    } else win.setTimeout(giveWhenTakenOver, 50);
  };
  const hold = (e: MouseEvent) => {
    const button = tappedOf(e.target);
    if (!button || !app.contains(button) || !('prerendered' in app.dataset) || takenOver(button)) return;
    e.preventDefault(); // a submit button submits when it is given again; a choice is not ticked until then
    e.stopImmediatePropagation();
    const waiting = held !== null;
    held = { button, at: win.performance.now() }; // the last tap counts: a double tap acts once
    if (!waiting) giveWhenTakenOver();
  };
  win.addEventListener('click', hold, true);
  return () => win.removeEventListener('click', hold, true);
}
