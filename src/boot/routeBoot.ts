// The boot script of a route's page (a file of its own: the CSP allows no inline script). A public
// route's page is drawn from HTML: the app's code is asked for once it has painted, and hydrates what
// is shown. A route behind a login with no frame comes empty: there is no paint to wait for (the
// fallback would cost half a second of a blank screen), so the app is asked for at once.
import { afterFirstPaint } from './afterFirstPaint.ts';
import { holdTaps } from './holdTaps.ts';
import { loadApp } from './loadApp.ts';

const app = document.getElementById('app');
if (app?.firstElementChild) {
  holdTaps(app); // a tap before the app has taken the page over acts once it has
  afterFirstPaint(loadApp);
} else loadApp();
