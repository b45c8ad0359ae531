// The boot script of a public route's page drawn from HTML (a file of its own: the CSP allows no
// inline script): the app's code is asked for once the page has painted, and hydrates what is shown.
import { afterFirstPaint } from './afterFirstPaint.ts';
import { loadApp } from './loadApp.ts';

afterFirstPaint(loadApp);
