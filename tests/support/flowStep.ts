// The compiled step a flow file declares for a route, so a screen test renders exactly what the
// flows say (kind, props, words, outcomes) instead of a hand-built step.
import { checkContent } from '../../src/checker/checks/checkContent.ts';
import type { CompiledStep } from '../../src/engine/types.ts';
import { registry } from '../../src/registry.ts';

let steps: readonly CompiledStep[] | undefined;

export function flowStep(path: string): CompiledStep {
  steps ??= checkContent(process.cwd(), registry).flows?.steps ?? [];
  const found = steps.find((s) => s.path === path);
  if (!found) throw new Error(`no route ${path} in flows/`);
  return found;
}
