// Entry of the studio page (studio/index.html), served only by `npm run studio`.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { sessionToken } from './session.ts';
import { SessionMissing } from './SessionMissing.tsx';
import { Studio } from './Studio.tsx';
import { words } from './words.ts';

document.documentElement.lang = words.language;
createRoot(document.getElementById('studio')!).render(
  <StrictMode>{sessionToken ? <Studio /> : <SessionMissing />}</StrictMode>,
);
