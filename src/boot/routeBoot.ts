// The boot script of a public route's page drawn from HTML (a file of its own: the CSP allows no
// inline script): the app's code is asked for once the page has painted, and hydrates what is shown.
import { afterFirstPaint } from './afterFirstPaint.ts';
import { holdTaps } from './holdTaps.ts';
import { loadApp } from './loadApp.ts';

const app = document.getElementById('app');
if (app) holdTaps(app); // a tap before the app has taken the page over acts once it has
afterFirstPaint(loadApp);
