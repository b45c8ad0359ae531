// The boot script of a public route that shows a form drawn from HTML (the sign-up): routeBoot.ts's
// work, and what is typed before the app takes the page over is kept as the page is left
// (keepFrameTyped.ts), as a frame's is. On a slow first visit that is seconds of typing. A file of its
// own, so the other public routes (the landing page) do not load the keeping.
import './routeBoot.ts';
import { keepOnLeaving } from './keepFrameTyped.ts';

const app = document.getElementById('app');
if (app) keepOnLeaving(app);
