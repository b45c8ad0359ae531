// A step as the real flows declare it (compiled once per test file), so a screen test renders the
// route's own props, sections and outcome map rather than a hand-built copy.
import { compileContent } from '../../src/engine/loadContent.ts';
import type { CompiledFlows, CompiledStep } from '../../src/engine/types.ts';
import { registry } from '../../src/registry.ts';

let flows: CompiledFlows | undefined;

export function flowStep(path: string): CompiledStep {
  flows ??= compileContent(process.cwd(), registry).flows;
  const step = flows?.steps.find((s) => s.path === path);
  if (!step) throw new Error(`no route ${path} in flows/ (or the content does not compile)`);
  return step;
}
