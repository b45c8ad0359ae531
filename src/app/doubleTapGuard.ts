// A gloved double tap on a button that moves on at once (a form that sends nothing, the serial's
// NEXT): the next screen is up before the second tap lands, and that tap then acts on whatever the new
// screen has under the finger (the search's "re-enter", the next phase's NEXT). The second tap of a
// double tap that lands on another screen than the first is dropped: the browser counts it as a second
// click (detail 2), or, where it counts taps one by one, a finger's tap within a double tap's interval
// and reach of the one before. A form that is sending stays on its screen, where its busy button takes
// no second tap (useFlowActions). Keyboard clicks and a mouse's single clicks (a test's) always act.
export const DOUBLE_TAP_MS = 350;
export const DOUBLE_TAP_PX = 30;

export interface Tap {
  at: number;
  x: number;
  y: number;
  screen: string;
}

/** True when a finger's `tap` is the second of a double tap whose first tap was on another screen. */
export function isStrayTap(previous: Tap | null, tap: Tap): boolean {
  return (
    previous !== null &&
    tap.screen !== previous.screen &&
    tap.at - previous.at < DOUBLE_TAP_MS &&
    Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_PX
  );
}

/** Drops the stray second tap before any screen sees it (a capture listener on the window). */
export function guardDoubleTaps(target: Window = window): void {
  let previous: Tap | null = null;
  target.addEventListener(
    'click',
    (e) => {
      if (e.detail === 0) return; // Enter or Space on a button
      const tap = { at: e.timeStamp, x: e.clientX, y: e.clientY, screen: target.location.pathname };
      const stray =
        previous !== null &&
        (e.detail >= 2
          ? tap.screen !== previous.screen
          : (e as PointerEvent).pointerType === 'touch' && isStrayTap(previous, tap));
      previous = tap;
      if (!stray) return;
      e.preventDefault(); // a box is not ticked, a form not submitted
      e.stopImmediatePropagation();
    },
    true,
  );
}
