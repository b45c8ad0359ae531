// Which words a route waits for before it shows. Public routes show with the words that ship with
// the app (src/localeSplit.ts); a route behind a login waits for the rest. Any route waits for a group
// of separateWordGroups when its screen kind is one of the group's or its own definition names a key
// of the group's namespaces, and a route behind a login for the groups every such route needs. One rule for the app (main.tsx starts them, FlowRoute waits) and the build
// (routeHtmlPlugin.ts preloads them).
import { separateWordGroups } from '../localeSplit.ts';
import type { CompiledStep } from './types.ts';

type StepWords = Pick<CompiledStep, 'requires' | 'screen'>;

/** 'rest' (behind a login) and the groups this step's words are in. */
export function wordPartsOf(step: StepWords): string[] {
  const behindLogin = step.requires.length > 0;
  const groups = Object.entries(separateWordGroups)
    .filter(
      ([, group]) =>
        (group.behindLogin && behindLogin) || group.kinds.includes(step.screen) || namesKeyIn(step, group.namespaces),
    )
    .map(([name]) => name);
  return behindLogin ? ['rest', ...groups] : groups;
}

/**
 * Does only the step's own definition (not its kind) tie it to a separate word group? The app's route
 * table keeps such a step whole (src/engine/stepDetails.ts), so this rule reads the same on it.
 */
export const namesGroupedKey = (step: StepWords): boolean =>
  Object.values(separateWordGroups).some(
    (group) =>
      !group.kinds.includes(step.screen) &&
      !(group.behindLogin && step.requires.length > 0) &&
      namesKeyIn(step, group.namespaces),
  );

/** Does any text of the step (title, body, buttons, props…) name a key of these namespaces? */
function namesKeyIn(value: unknown, namespaces: readonly string[]): boolean {
  if (typeof value === 'string') return namespaces.some((ns) => value.startsWith(`${ns}.`));
  if (Array.isArray(value)) return value.some((v) => namesKeyIn(v, namespaces));
  if (value && typeof value === 'object') return Object.values(value).some((v) => namesKeyIn(v, namespaces));
  return false;
}
