// Which words a route waits for before it shows. Public routes show with the words that ship with
// the app (src/localeSplit.ts); a route behind a login waits for the rest, and for a group of
// separateWordGroups when its screen kind is one of the group's or its own definition names a key of
// the group's namespaces. One rule for the app (main.tsx starts them, FlowRoute waits) and the build
// (routeHtmlPlugin.ts preloads them).
import { separateWordGroups } from '../localeSplit.ts';
import type { CompiledStep } from './types.ts';

type StepWords = Pick<CompiledStep, 'requires' | 'screen'>;

/** 'rest' and the groups this step's words are in; none for a public route. */
export function wordPartsOf(step: StepWords): string[] {
  if (step.requires.length === 0) return [];
  const groups = Object.entries(separateWordGroups)
    .filter(([, group]) => group.kinds.includes(step.screen) || namesKeyIn(step, group.namespaces))
    .map(([name]) => name);
  return ['rest', ...groups];
}

/** Does any text of the step (title, body, buttons, props…) name a key of these namespaces? */
function namesKeyIn(value: unknown, namespaces: readonly string[]): boolean {
  if (typeof value === 'string') return namespaces.some((ns) => value.startsWith(`${ns}.`));
  if (Array.isArray(value)) return value.some((v) => namesKeyIn(v, namespaces));
  if (value && typeof value === 'object') return Object.values(value).some((v) => namesKeyIn(v, namespaces));
  return false;
}
