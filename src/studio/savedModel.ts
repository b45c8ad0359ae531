// The page's copy of the files, brought up to date with a save the server has just written, so the
// next change starts from what is saved at once (the full reload of the model follows behind).
import type { Change, StudioModel } from './api.ts';

export function withSaved(model: StudioModel, changes: readonly Change[]): StudioModel {
  const texts = { ...model.texts };
  const content = { ...model.content };
  for (const change of changes) {
    if (change.op === 'text') {
      const lang = { ...texts[change.lang] };
      if (change.value === null) delete lang[change.key];
      else lang[change.key] = change.value;
      texts[change.lang] = lang;
    }
    if (change.op === 'json' && change.file in content) {
      const copy = structuredClone(content[change.file]);
      const parent = change.path
        .slice(0, -1)
        .reduce<unknown>((at, k) => (at as Record<string | number, unknown> | undefined)?.[k], copy);
      if (parent && typeof parent === 'object')
        (parent as Record<string | number, unknown>)[change.path[change.path.length - 1]] = change.value;
      content[change.file] = copy;
    }
  }
  return { ...model, texts, content };
}
