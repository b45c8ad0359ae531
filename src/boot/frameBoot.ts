// The boot script of a route behind a login whose frame is drawn from HTML (src/boot/frameForms.ts),
// a file of its own (the CSP allows no inline script) that only those routes load. The frame comes
// `hidden` (src/prerender/routeDocument.ts); before anything of it can paint or take a tap, this
// decides from what is stored (src/boot/storedFrame.ts): with a session the app would accept, it
// fills this user's stored values into the fields and shows the frame, and the app's code is asked
// for after that first paint (hydrateRoot takes the frame over: main.tsx); without one, the frame is
// removed unseen and the app starts at once, doing what it always does (the guard's way to /login).
import { afterFirstPaint } from './afterFirstPaint.ts';
import { showStoredFrame } from './showFrame.ts';

/** what this browser's storage holds under `key` */
function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // some privacy modes throw on access: nothing stored, as the app's stores read it
  }
}

/** The app, the route's code and config.json, as the public routes' boot script asks for them (src/build/routeHtmlPlugin.ts). */
function loadApp(): void {
  const files = (document.getElementById('boot')?.dataset.load ?? '').split(' ').filter(Boolean);
  const link = (rel: string, href: string, as?: string) => {
    const l = document.createElement('link');
    l.rel = rel;
    l.href = href;
    l.crossOrigin = 'anonymous';
    if (as) l.as = as;
    document.head.append(l);
  };
  link('preload', '/config.json', 'fetch');
  for (const f of files.slice(1)) link('modulepreload', f);
  if (files[0]) void import(/* @vite-ignore */ files[0]);
}

const app = document.getElementById('app');
if (app && showStoredFrame(app, readStorage)) afterFirstPaint(loadApp);
else loadApp();
