// The boot script of a route behind a login whose frame is drawn from HTML (src/boot/frameForms.ts),
// a file of its own (the CSP allows no inline script) that only those routes load. The frame comes
// `hidden` (src/prerender/routeDocument.ts); before anything of it can paint or take a tap, this
// decides from what is stored (src/boot/storedFrame.ts): with a session the app would accept, it
// fills this user's stored values into the fields and shows the frame, and the app's code is asked
// for after that first paint (hydrateRoot takes the frame over: main.tsx); without one, the frame is
// removed unseen and the app starts at once, doing what it always does (the guard's way to /login).
import { afterFirstPaint } from './afterFirstPaint.ts';
import { holdTaps } from './holdTaps.ts';
import { keepFrameTyped } from './keepFrameTyped.ts';
import { loadApp } from './loadApp.ts';
import { showStoredFrame } from './showFrame.ts';

/** what this browser's storage holds under `key` */
function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // some privacy modes throw on access: nothing stored, as the app's stores read it
  }
}

const app = document.getElementById('app');
if (app && showStoredFrame(app, readStorage)) {
  holdTaps(app); // a tap on the frame before the app has taken it over acts once it has
  // and what is typed into it is kept if the page is left before then (a refused write throws there, and is dropped)
  keepFrameTyped(app, { getItem: readStorage, setItem: (key, value) => localStorage.setItem(key, value) });
  afterFirstPaint(loadApp);
} else loadApp();
