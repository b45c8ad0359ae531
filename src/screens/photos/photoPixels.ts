// Whose pixels the photo step shrinks photos with: the browser's canvas. A context, so the screen's
// tests (jsdom has no canvas) give it a PixelWork that answers as a phone's browser would.
import { createContext } from 'react';
import { canvasPixels } from '../../photos/canvasPixels.ts';
import type { PixelWork } from '../../photos/shrinkPhoto.ts';

export const PhotoPixels = createContext<PixelWork>(canvasPixels as PixelWork);
