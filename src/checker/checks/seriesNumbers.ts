// "Step 2 of 5" is the engine's (src/checker/series.ts): a text of a numbered guide that types the
// numbers itself ("Step 2 of 5: …", "Schritt 2 von 5: …") goes stale as soon as a step is inserted.
import type { CompiledFlows } from '../../engine/types.ts';
import type { ContentProblem } from '../types.ts';
import type { Locales } from './locales.ts';

const TYPED_NUMBERS = /^\s*\p{L}+\s+\d+\s+\p{L}+\s+\d+\s*:/u;

export function checkSeriesNumbers(flows: CompiledFlows | undefined, locales: Locales): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seen = new Set<string>();
  for (const step of flows?.steps ?? []) {
    if (!step.series) continue;
    const keys = (step.body ?? []).flatMap((b) =>
      typeof b === 'string' ? [b] : 'list' in b ? b.list : 'steps' in b ? b.steps : Object.values(b),
    );
    for (const key of keys) {
      for (const lang of locales.languages) {
        const text = locales.texts[lang].get(key);
        if (!text || !TYPED_NUMBERS.test(text) || seen.has(`${lang}:${key}`)) continue;
        seen.add(`${lang}:${key}`);
        problems.push({
          ...locales.locate(lang, key),
          message: `'${key}' types its own step number ("${text.match(TYPED_NUMBERS)?.[0].trim()}"); ${step.path} is step ${step.series.n} of ${step.series.total} and the screen shows that already, so remove it`,
        });
      }
    }
  }
  return problems;
}
