// The real compiled step of a route, from flows/ as the build compiles them: tests render what
// content editors wrote, not a hand-built copy.
import { compileContent } from '../../src/engine/loadContent.ts';
import type { CompiledStep } from '../../src/engine/types.ts';
import { registry } from '../../src/registry.ts';

let steps: readonly CompiledStep[] | undefined;

export function flowStep(path: string): CompiledStep {
  steps ??= compileContent(process.cwd(), registry).flows?.steps ?? [];
  const found = steps.find((s) => s.path === path);
  if (!found) throw new Error(`no route ${path} in flows/`);
  return found;
}
