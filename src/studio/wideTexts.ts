// The unsaved texts, in any language, with a word wider than a 390 px phone's screen.
import type { StudioModel } from './api.ts';
import type { Drafts } from './drafts.ts';
import { tooWide } from './fitsScreen.ts';

export type Wide = Record<string, { word: string; px: number; column: number }>;

export function wideTexts(drafts: Drafts, model: StudioModel): Wide {
  const titles = new Set(model.steps.map((s) => s.raw.title));
  const wide: Wide = {};
  for (const [id, value] of Object.entries(drafts.texts)) {
    if (typeof value !== 'string') continue;
    const found = tooWide(value, titles.has(id.split('\n')[1]));
    if (found) wide[id] = found;
  }
  return wide;
}
