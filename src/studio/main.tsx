// Entry of the studio page (studio/index.html), served only by `npm run studio`.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { Studio } from './Studio.tsx';
import { words } from './words.ts';

document.documentElement.lang = words.language;
createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
);
